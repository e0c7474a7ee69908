import type { Cart } from '../../api/contract/cart';
import { saleDiscountOf } from '../../domain/pricing/cart-totals';

/** One line of a summary: the label, and its amount at the end. */
export const summaryRow = 'flex items-baseline justify-between gap-4';

/**
 * The discount lines of a cart's summary (cart and checkout): the sale prices' saving, and the
 * discount code's amount named with the code, each on a line of its own when there is one.
 */
export function DiscountRows({
  cart,
  money,
  labels,
  slots,
}: {
  cart: Pick<Cart, 'discount_amount' | 'code_discount_amount' | 'discount'>;
  money: (cents: number) => string;
  labels: { sale: string; code: string };
  slots: { sale: string; code: string };
}) {
  const sale = saleDiscountOf(cart);
  return (
    <>
      {sale > 0 ? (
        <div className={summaryRow}>
          <dt>{labels.sale}</dt>
          <dd data-slot={slots.sale} className="text-sale tabular-nums">
            {money(-sale)}
          </dd>
        </div>
      ) : null}
      {cart.code_discount_amount > 0 ? (
        <div className={summaryRow}>
          <dt>
            {labels.code}
            {cart.discount ? <span className="ml-1 text-xs text-ink-muted">({cart.discount.code})</span> : null}
          </dt>
          <dd data-slot={slots.code} className="text-sale tabular-nums">
            {money(-cart.code_discount_amount)}
          </dd>
        </div>
      ) : null}
    </>
  );
}
