/** The small round count on a header icon (cart, wishlist). */
export const countBadgeClass =
  'absolute top-0.5 right-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-brand px-1 text-[0.625rem] leading-none font-semibold text-surface';

/** What the badge shows: the number, or 99+. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
