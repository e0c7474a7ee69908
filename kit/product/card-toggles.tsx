'use client';

import { useListToggle } from '../state/shop-view';
import { CompareIcon, HeartIcon } from '../ui/shop-icons';
import { useHydrated } from '../ui/use-hydrated';

// Defined once in host/app/globals.css: a catalogue page has two per card.
const toggleClass = 'card-toggle';

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
