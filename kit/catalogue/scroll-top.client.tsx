'use client';

import { useEffect, useState } from 'react';

/** Spec section 9: the arrow shows after 1500 px of scrolling. */
export const SCROLL_TOP_AFTER = 1500;

/** A "back to top" arrow, fixed at the bottom right once the shopper has scrolled far enough. */
export function ScrollTop({ label, raised = false }: { label: string; raised?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setShown(window.scrollY > SCROLL_TOP_AFTER));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!shown) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      aria-label={label}
      onClick={toTop}
      data-slot="scroll-top"
      className={`fixed right-4 z-30 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-line bg-surface text-ink shadow-[0_8px_24px_-12px_rgb(28_25_23/0.4)] transition-colors hover:border-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:right-6 ${raised ? 'bottom-20 lg:bottom-6' : 'bottom-6'}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 19V5M6 11l6-6 6 6" />
      </svg>
    </button>
  );
}
