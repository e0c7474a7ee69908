import { CompareIcon, HeartIcon } from '../ui/icons';

export interface ProductTogglesProps {
  wishlisted?: boolean;
  compared?: boolean;
  /** Without a handler its button is not shown. */
  onWishlist?: () => void;
  onCompare?: () => void;
  labels: { wishlist: string; compare: string };
}

const toggle =
  'inline-flex h-10 cursor-pointer items-center gap-2 border border-line bg-surface px-4 text-xs tracking-[0.14em] text-ink uppercase transition-colors hover:border-ink aria-pressed:border-ink aria-pressed:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

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
