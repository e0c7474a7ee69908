/**
 * The small round count on a header icon (cart, wishlist): a utility in host/app/globals.css, as
 * the cart button ships it in every page's first-load JS.
 */
export const countBadgeClass = 'count-badge';

/** What the badge shows: the number, or 99+. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
