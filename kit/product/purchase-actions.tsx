import { useHydrated } from '../ui/use-hydrated';

export interface PurchaseActionsProps {
  /** Omitted: the button is disabled and its title says why. */
  onAddToCart?: () => void;
  onBuyNow?: () => void;
  labels: { addToCart: string; buyNow: string; unavailable: string };
  /** Button classes made with the kit's buttonVariants on the server (no class merging in islands). */
  classNames: { primary: string; secondary: string };
  busy?: boolean;
}

/** Add to cart and Buy now. Each is enabled only with its handler. */
export function PurchaseActions({ onAddToCart, onBuyNow, labels, classNames, busy = false }: PurchaseActionsProps) {
  // Until the island runs, a click would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  return (
    <div data-slot="purchase-actions" className="grid gap-3 sm:grid-cols-2">
      <button
        type="button"
        data-slot="button"
        className={`${classNames.primary} w-full`}
        disabled={!onAddToCart || busy || !hydrated}
        title={onAddToCart ? undefined : labels.unavailable}
        aria-busy={busy || undefined}
        onClick={onAddToCart}
      >
        {labels.addToCart}
      </button>
      <button
        type="button"
        data-slot="button"
        className={`${classNames.secondary} w-full`}
        disabled={!onBuyNow || busy || !hydrated}
        title={onBuyNow ? undefined : labels.unavailable}
        onClick={onBuyNow}
      >
        {labels.buyNow}
      </button>
    </div>
  );
}
