import type { Locale } from '../../domain/locale';
import type { Block } from '../../api/contract/content';
import { BlockError } from '../../kit/ui/block-error';
import { BlockFrame } from '../../kit/ui/block-frame';
import { getT } from '../../kit/i18n';
import type { BlockContext } from '../../blocks/types';
import { resolveBlock } from '../../registry';

interface RenderBlocksProps {
  blocks: Block[];
  locale: Locale;
  /** Merchandiser preview: invalid blocks show a visible error box instead of nothing. */
  preview?: boolean;
  /** The first block rendered as it nears the viewport: 1 (the first block opens the page), 0 when the page's own content comes before the blocks. */
  deferFrom?: 0 | 1;
  context: BlockContext;
}

/**
 * Renders a CMS page's blocks through the registry. The renderer owns the spacing between
 * blocks and each block's width (the registry's `width`); an unknown type or invalid data renders nothing for shoppers and logs a warning.
 */
export function RenderBlocks({ blocks, locale, preview = false, context, deferFrom = 1 }: RenderBlocksProps) {
  const t = getT(locale);
  return (
    <div className="flex flex-col gap-12 lg:gap-20">
      {blocks.map((raw, index) => {
        const resolved = resolveBlock(raw);
        if (!resolved.ok) {
          console.warn(`[blocks] skipped block ${raw.id} of type "${raw.type}": ${resolved.issues.join('; ')}`);
          return preview ? (
            <BlockError key={raw.id} blockType={raw.type} title={t('blocks.invalid', { type: raw.type })} issues={resolved.issues} />
          ) : null;
        }
        // Each block's root carries data-block and data-block-id itself; the frame gives its width.
        // Blocks below the first screen are rendered by the browser as they near the viewport.
        return (
          <BlockFrame key={raw.id} width={resolved.width} deferred={index >= deferFrom && !resolved.eager}>
            {resolved.render(locale, context)}
          </BlockFrame>
        );
      })}
    </div>
  );
}
