import { shareLinks, type ShareTarget } from './share';

export interface ShareLinksProps extends ShareTarget {
  labels: { title: string; email: string; whatsapp: string; pinterest: string; newWindow: string };
}

const link =
  'inline-flex size-10 items-center justify-center rounded-full border border-line text-ink-soft transition-colors hover:border-ink hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Plain share links (e-mail, WhatsApp, Pinterest): no network scripts. */
export function ShareLinks({ labels, ...target }: ShareLinksProps) {
  const urls = shareLinks(target);
  return (
    <div data-slot="share-links" className="flex items-center gap-3">
      <p className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.title}</p>
      <ul className="flex gap-2">
        <li>
          <a href={urls.email} className={link} aria-label={labels.email}>
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
              <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
              <path d="m4 6.5 8 6 8-6" />
            </svg>
          </a>
        </li>
        <li>
          <a href={urls.whatsapp} className={link} target="_blank" rel="noopener noreferrer" aria-label={`${labels.whatsapp} ${labels.newWindow}`}>
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
              <path d="M4.5 19.5 5.6 16A7.5 7.5 0 1 1 8.3 18.6Z" />
              <path d="M9.5 9.5c0 2.5 2.5 5 5 5l1-1.2-1.8-.8-.7.7a4 4 0 0 1-2.2-2.2l.7-.7-.8-1.8Z" />
            </svg>
          </a>
        </li>
        <li>
          <a href={urls.pinterest} className={link} target="_blank" rel="noopener noreferrer" aria-label={`${labels.pinterest} ${labels.newWindow}`}>
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="8.5" />
              <path d="M11 9.5c2.5-1 4.5.3 4.2 2.5-.3 2-2.2 2.8-3.4 2.1M12 11l-2 8" />
            </svg>
          </a>
        </li>
      </ul>
    </div>
  );
}
