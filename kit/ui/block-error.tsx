import type { ComponentProps } from 'react';
import { cn } from './cn';

export type BlockErrorProps = ComponentProps<'div'> & {
  /** The block's `type`, shown as code and set as `data-block`. */
  blockType: string;
  /** The headline, e.g. 'Blok "top-slider" kan niet worden getoond'. */
  title: string;
  /** What is wrong, one line per validation issue (e.g. `data.slides.0.url: …`). */
  issues: readonly string[];
};

/** The loud box an invalid block renders in CMS preview. Shoppers never see it: they get nothing. */
export function BlockError({ blockType, title, issues, className, ...props }: BlockErrorProps) {
  return (
    <div
      role="alert"
      data-slot="block-error"
      data-block={blockType}
      className={cn('mx-auto max-w-container border-2 border-dashed border-sale bg-surface px-5 py-4 text-sm text-ink', className)}
      {...props}
    >
      <p data-slot="block-error-title" className="font-semibold text-sale">
        {title} <code className="ml-1 rounded-sm bg-canvas px-1.5 py-0.5 font-mono text-xs font-normal text-ink">{blockType}</code>
      </p>
      {issues.length > 0 ? (
        <ul data-slot="block-error-issues" className="mt-2 list-disc space-y-1 pl-5 font-mono text-xs text-ink-soft">
          {issues.map((issue, i) => (
            <li key={i}>{issue}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
