import type { BlockChecker } from '../../api/contract/composer';
import { validationError } from '../../api/lib/validation';
import { isBlockType, registry } from '../../registry';

/**
 * The composer's check of a block (api/contract/composer.ts BlockChecker): its data against its
 * type's schema in the registry, the same parse the storefront renders with, with the API's
 * translated field messages. Paths are relative to the block's data (`slides.0.url`).
 */
export const checkBlock: BlockChecker = (type, data, lang) => {
  if (!isBlockType(type)) return { type: lang === 'nl' ? `Onbekend bloktype "${type}"` : `Unknown block type "${type}"` };
  const raw = { id: 1, type, data };
  const parsed = registry[type].schema.safeParse(raw);
  if (parsed.success) return null;
  const fields = validationError(parsed.error, raw, lang).fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^data\.?/, '') || '_', message]));
};
