import type { ReactNode } from 'react';
import { joinClasses } from './join-classes';

/**
 * How wide a CMS block sits on the page. The registry declares it per block type; the page
 * renderer (and Storybook) wraps the block in its frame, so blocks add no outer width or padding.
 * A block that renders nothing leaves an empty frame, which is hidden (no gap for it).
 * - `container`: the page column with side padding; `bleed`: the same column edge to edge on
 *   phones; `wide`: the listing column; `text`: a reading column; `full`: the window's width.
 */
export type BlockWidth = 'full' | 'wide' | 'container' | 'bleed' | 'text';

export const blockWidthClass: Record<BlockWidth, string> = {
  full: '',
  wide: 'mx-auto w-full max-w-wide px-5 md:px-8 lg:px-12',
  container: 'mx-auto w-full max-w-container px-5 md:px-8 lg:px-12',
  bleed: 'mx-auto w-full max-w-container md:px-8 lg:px-12',
  text: 'mx-auto w-full max-w-[860px] px-5 md:px-8',
};

/**
 * A block in its frame: the width and side padding of its kind. `deferred` (a block below the
 * first): the browser skips its style, layout and paint until it nears the viewport, keeping its
 * place meanwhile (`defer-render`); a page's start-up then costs what its first screen costs.
 */
export function BlockFrame({ width, deferred = false, children }: { width: BlockWidth; deferred?: boolean; children: ReactNode }) {
  if (width === 'full' && !deferred) return children;
  return (
    <div data-slot="block-frame" data-width={width} className={joinClasses(blockWidthClass[width], deferred && 'defer-render', 'empty:hidden')}>
      {children}
    </div>
  );
}
