import { useEffect, useState, type RefObject } from 'react';
import type { LoadedPage } from './infinite';
import { withPageParam } from '../../domain/catalogue/url';

/**
 * The page whose products cross a line at 40 % of the viewport is the page in view; the URL's
 * `page` follows it (history.replaceState: no navigation, no new history entry).
 */
export function usePageInView(listRef: RefObject<HTMLElement | null>, pages: LoadedPage[], initial: number): number {
  const [current, setCurrent] = useState(initial);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting).map((entry) => Number((entry.target as HTMLElement).dataset.page));
        if (visible.length) setCurrent(visible.at(-1)!);
      },
      { rootMargin: '-40% 0px -60% 0px' },
    );
    list.querySelectorAll('[data-page]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [listRef, pages]);

  useEffect(() => {
    const search = withPageParam(window.location.search, current);
    if (search !== window.location.search) window.history.replaceState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, [current]);

  return current;
}
