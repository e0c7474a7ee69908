import { cva } from 'class-variance-authority';
import { sanitizeHtml } from '../../domain/html';
import type { BlockProps } from '../types';
import type { RichTextBlock } from './schema';

export const richTextVariants = cva('mx-auto w-full px-5 md:px-8', {
  variants: {
    width: { narrow: 'max-w-[720px]', wide: 'max-w-container lg:px-12' },
    align: { left: 'text-left', center: 'text-center [&_ol]:list-inside [&_ol]:pl-0 [&_ul]:list-inside [&_ul]:pl-0' },
  },
  defaultVariants: { width: 'narrow', align: 'left' },
});

/** Typography for CMS HTML (the tags the sanitiser lets through), without a typography plugin. */
const prose = [
  'text-base leading-[1.75] text-ink-soft md:text-[1.0625rem]',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-5 [&_ul]:my-5 [&_ol]:my-5 [&_blockquote]:my-8',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:font-normal [&_h2]:text-ink',
  '[&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:leading-snug [&_h3]:font-normal [&_h3]:text-ink',
  '[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-xs [&_h4]:font-semibold [&_h4]:tracking-[0.18em] [&_h4]:text-ink [&_h4]:uppercase',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_a]:text-brand [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 [&_a:hover]:text-brand-strong [&_a:hover]:decoration-2',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1 [&_li]:marker:text-brand',
  '[&_blockquote]:border-l [&_blockquote]:border-brand [&_blockquote]:pl-6 [&_blockquote]:font-display-italic [&_blockquote]:text-2xl [&_blockquote]:leading-snug [&_blockquote]:text-ink [&_blockquote]:italic',
  '[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full',
].join(' ');

/** Editorial text. The HTML is sanitised here, on render, whatever the CMS sent. */
export function RichText({ block }: BlockProps<RichTextBlock>) {
  const { title, html, width, align } = block.data;
  const clean = sanitizeHtml(html).trim();
  if (!title && !clean) return null;

  return (
    <section data-block="rich-text" data-block-id={block.id} className={richTextVariants({ width, align })}>
      {title ? <h2 className="mb-6 font-display text-3xl leading-tight font-normal text-ink md:mb-8 md:text-4xl">{title}</h2> : null}
      {clean ? <div data-slot="rich-text-content" className={prose} dangerouslySetInnerHTML={{ __html: clean }} /> : null}
    </section>
  );
}
