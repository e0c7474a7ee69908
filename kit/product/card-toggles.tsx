'use client';

import { useListToggle } from '../state/shop-view';
import { CompareIcon, HeartIcon } from '../ui/icons';
import { useHydrated } from '../ui/use-hydrated';

const toggleClass =
  'relative z-10 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm transition-colors hover:bg-brand-soft hover:text-brand aria-pressed:text-sale focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** A product card's wishlist and compare toggles (aria-pressed), for the product's default SKU. */
export function CardToggles({ sku, labels }: { sku: string | null; labels: { wishlist: string; compare: string } }) {
  const wishlist = useListToggle('wishlist', sku);
  const compare = useListToggle('comparison', sku);
  const hydrated = useHydrated();
  return (
    <div className="absolute top-2 right-2 flex flex-col gap-1.5">
      <button type="button" aria-pressed={wishlist.pressed} aria-label={labels.wishlist} disabled={!hydrated} onClick={() => void wishlist.toggle()} className={toggleClass}>
        <HeartIcon className={`size-4.5 ${wishlist.pressed ? 'fill-current' : ''}`} />
      </button>
      <button type="button" aria-pressed={compare.pressed} aria-label={labels.compare} disabled={!hydrated} onClick={() => void compare.toggle()} className={toggleClass}>
        <CompareIcon className="size-4.5" />
      </button>
    </div>
  );
}
