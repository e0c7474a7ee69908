import type { BlockChecker } from '../../api/contract/composer';
import { validationError } from '../../api/lib/validation';
// The schemas alone: the in-process API (host/lib/api.ts) is in every page's module graph, and the
// registry's components would bring every block's client code into every page's first-load JS.
import { blockSchemas, isBlockType } from '../../block-schemas';

/**
 * The composer's check of a block (api/contract/composer.ts BlockChecker): its data against its
 * type's schema (block-schemas.ts), the same parse the storefront renders with, with the API's
 * translated field messages. Paths are relative to the block's data (`slides.0.url`).
 */
export const checkBlock: BlockChecker = (type, data, lang) => {
  if (!isBlockType(type)) return { type: lang === 'nl' ? `Onbekend bloktype "${type}"` : `Unknown block type "${type}"` };
  const raw = { id: 1, type, data };
  const parsed = blockSchemas[type].safeParse(raw);
  if (parsed.success) return null;
  const fields = validationError(parsed.error, raw, lang).fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^data\.?/, '') || '_', message]));
};
