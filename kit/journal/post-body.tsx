import { sanitizeHtml } from '../../domain/html';

/** Typography for a post's HTML (the tags the sanitiser lets through), without a typography plugin. */
const prose = [
  'text-base leading-[1.8] text-ink-soft md:text-lg',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-6 [&_ul]:my-6 [&_ol]:my-6 [&_blockquote]:my-10',
  '[&_h2]:mt-14 [&_h2]:mb-4 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:font-normal [&_h2]:text-ink',
  '[&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:leading-snug [&_h3]:font-normal [&_h3]:text-ink',
  '[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-xs [&_h4]:font-semibold [&_h4]:tracking-[0.18em] [&_h4]:text-ink [&_h4]:uppercase',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_a]:text-brand [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 [&_a:hover]:text-brand-strong [&_a:hover]:decoration-2',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1 [&_li]:marker:text-brand',
  '[&_blockquote]:border-l [&_blockquote]:border-brand [&_blockquote]:pl-6 [&_blockquote]:font-display-italic [&_blockquote]:text-2xl [&_blockquote]:leading-snug [&_blockquote]:text-ink [&_blockquote]:italic',
  '[&_img]:my-10 [&_img]:h-auto [&_img]:max-w-full',
].join(' ');

/**
 * A journal post's body: the API's sanitised HTML, cleaned once more here (whatever reached the
 * database), rendered on the server. No client code.
 */
export function PostBody({ html }: { html: string }) {
  const clean = sanitizeHtml(html).trim();
  if (!clean) return null;
  return <div data-slot="post-body" className={prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}
