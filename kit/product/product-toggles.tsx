import { CompareIcon, HeartIcon } from '../ui/shop-icons';

export interface ProductTogglesProps {
  wishlisted?: boolean;
  compared?: boolean;
  /** Without a handler its button is not shown. */
  onWishlist?: () => void;
  onCompare?: () => void;
  labels: { wishlist: string; compare: string };
}

/** A utility in host/app/globals.css: these buttons are in the product page's first-load JS. */
const toggle = 'product-toggle';

/** Wishlist and compare toggles (aria-pressed); each appears only with its handler. */
export function ProductToggles({ wishlisted = false, compared = false, onWishlist, onCompare, labels }: ProductTogglesProps) {
  if (!onWishlist && !onCompare) return null;
  return (
    <div data-slot="product-toggles" className="flex flex-wrap gap-2">
      {onWishlist ? (
        <button type="button" aria-pressed={wishlisted} onClick={onWishlist} className={toggle}>
          <HeartIcon className={`size-4 ${wishlisted ? 'fill-current text-sale' : ''}`} />
          {labels.wishlist}
        </button>
      ) : null}
      {onCompare ? (
        <button type="button" aria-pressed={compared} onClick={onCompare} className={toggle}>
          <CompareIcon className="size-4" />
          {labels.compare}
        </button>
      ) : null}
    </div>
  );
}
