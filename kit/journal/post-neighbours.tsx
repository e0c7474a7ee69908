import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

export interface PostNeighbour {
  title: string;
  href: string;
}

export interface PostNeighboursProps {
  /** The newer post. */
  previous: PostNeighbour | null;
  /** The older post: what a reader continues with. */
  next: PostNeighbour | null;
  labels: { nav: string; previous: string; next: string };
}

const link =
  'group flex flex-col gap-2 py-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand';
const hint = 'inline-flex items-center gap-1 text-xs tracking-[0.14em] text-ink-muted uppercase';
const title = 'font-display text-xl leading-snug text-ink group-hover:text-brand md:text-2xl';

/** Links to the previous (newer) and next (older) post of the journal. Nothing when there are neither. */
export function PostNeighbours({ previous, next, labels }: PostNeighboursProps) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={labels.nav} data-slot="post-neighbours" className="grid gap-6 border-y border-line py-6 sm:grid-cols-2">
      {previous ? (
        <a href={previous.href} rel="prev" className={link}>
          <span className={hint}>
            <ChevronLeftIcon className="size-3.5" />
            {labels.previous}
          </span>
          <span className={title}>{previous.title}</span>
        </a>
      ) : (
        <span aria-hidden="true" className="max-sm:hidden" />
      )}
      {next ? (
        <a href={next.href} rel="next" className={`${link} sm:items-end sm:text-right`}>
          <span className={hint}>
            {labels.next}
            <ChevronRightIcon className="size-3.5" />
          </span>
          <span className={title}>{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
