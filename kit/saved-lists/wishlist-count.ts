import { fill } from '../format/fill';
import { badgeText, countBadgeClass } from '../ui/count-badge';

/**
 * The header heart's count, painted by the shop runtime once it has the wishlist (so no code of it
 * is in a page's first-load JavaScript). The server renders the link with its plain name and the
 * texts with a count (`data-count-one`, `data-count-other`: "Verlanglijst, {count} sieraden");
 * this sets the link's name and a badge, or takes them away at zero. React leaves both alone: the
 * link's props do not change when the header renders again.
 */
export const WISHLIST_LINK = 'a[data-slot="wishlist-link"]';

export function paintWishlistCount(root: ParentNode, count: number): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(WISHLIST_LINK)) {
    const plain = (link.dataset.label ??= link.getAttribute('aria-label') ?? '');
    const template = count === 1 ? link.dataset.countOne : link.dataset.countOther;
    link.setAttribute('aria-label', count > 0 && template ? fill(template, { count }) : plain);
    let badge = link.querySelector<HTMLElement>('[data-slot="wishlist-count"]');
    if (count <= 0) {
      badge?.remove();
      continue;
    }
    if (!badge) {
      badge = document.createElement('span');
      badge.dataset.slot = 'wishlist-count';
      badge.setAttribute('aria-hidden', 'true');
      badge.className = countBadgeClass;
      link.append(badge);
    }
    badge.textContent = badgeText(count);
  }
}
