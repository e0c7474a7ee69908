import type { TFunction } from 'i18next';
import type { Locale } from '../../domain/locale';
import type { OrderProduct } from '../../api/contract/orders';
import { Price } from '../product/price';

export interface OrderLinesLabels {
  /** Name of the list of lines. */
  list: string;
  sku: string;
  metal: string;
  size: string;
  engraving: string;
  quantity: string;
  /** Spoken before the struck-through unit price. */
  was: string;
  /** Spoken before the unit price paid on sale. */
  now: string;
  unitPrice: string;
  lineTotal: string;
  /** Under a digital line (a gift card). */
  digital: string;
}

/** Something the shopper can do with one line, e.g. request its return. */
export interface OrderLineAction {
  href: string;
  label: string;
  /** Accessible name naming the line, e.g. "Retour aanvragen voor Ring Aurora". */
  name: string;
}

export interface OrderLinesProps {
  lines: OrderProduct[];
  currency: string;
  locale: Locale;
  labels: OrderLinesLabels;
  /** Per line id: a short note (e.g. the end of the return window). */
  notes?: Record<number, string>;
  /** Per line id: a link (e.g. "Retour aanvragen"). */
  actions?: Record<number, OrderLineAction>;
}

/** The lines of an order as they were bought: image, title, SKU, metal, size, engraving, quantity and prices. */
export function OrderLines({ lines, currency, locale, labels, notes = {}, actions = {} }: OrderLinesProps) {
  return (
    <ul aria-label={labels.list} data-slot="order-lines" className="flex flex-col divide-y divide-line">
      {lines.map((line) => {
        const engraving = line.options.engraving?.trim();
        const action = actions[line.id];
        const details: [string, string][] = [
          [labels.sku, line.configuration_id],
          ...(line.material_title ? ([[labels.metal, line.material_title]] as [string, string][]) : []),
          ...(line.size && !line.digital ? ([[labels.size, line.size]] as [string, string][]) : []),
          ...(engraving ? ([[labels.engraving, `“${engraving}”`]] as [string, string][]) : []),
          [labels.quantity, String(line.quantity)],
        ];
        return (
          <li key={line.id} data-slot="order-line" data-line-id={line.id} className="flex gap-4 py-5 first:pt-0 last:pb-0">
            <div className="size-20 shrink-0 overflow-hidden bg-canvas sm:size-24">
              {line.image ? (
                <img src={line.image.url} alt="" width={line.image.width} height={line.image.height} loading="lazy" decoding="async" className="size-full object-cover" />
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:justify-between sm:gap-6">
                <div className="flex min-w-0 flex-col gap-2">
                  <p className="font-display text-base leading-snug text-ink md:text-lg">{line.title}</p>
                  <dl data-slot="order-line-details" className="flex flex-col gap-0.5 text-xs text-ink-muted">
                    {details.map(([term, value]) => (
                      <div key={term} className="flex flex-wrap gap-x-1">
                        <dt>{term}:</dt>
                        <dd className="break-all text-ink-soft">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
                <div className="flex shrink-0 flex-col gap-1 sm:items-end sm:text-right">
                  {/* Several pieces: the unit price, so the total can be checked. */}
                  {line.quantity > 1 ? (
                    <div data-slot="order-line-unit-price" className="flex items-baseline gap-1 text-xs text-ink-muted sm:justify-end">
                      <span className="sr-only">{labels.unitPrice}</span>
                      <span aria-hidden="true">{line.quantity} ×</span>
                      <Price regular={line.base_cost} final={line.final_cost} onSale={line.final_cost < line.base_cost} currency={currency} locale={locale} labels={{ from: '', was: labels.was, now: labels.now }} />
                    </div>
                  ) : null}
                  <div data-slot="order-line-total" data-amount={line.total_amount} className="font-medium whitespace-nowrap">
                    <span className="sr-only">{labels.lineTotal} </span>
                    <Price
                      regular={line.base_cost * line.quantity}
                      final={line.total_amount}
                      onSale={line.total_amount < line.base_cost * line.quantity}
                      currency={currency}
                      locale={locale}
                      labels={{ from: '', was: labels.was, now: labels.now }}
                    />
                  </div>
                </div>
              </div>
              {line.digital || notes[line.id] || action ? (
                <div className="flex flex-col gap-1.5">
                  {line.digital ? <p className="text-xs text-ink-muted">{labels.digital}</p> : null}
                  {notes[line.id] ? <p className="text-xs text-ink-soft">{notes[line.id]}</p> : null}
                  {action ? (
                    <a href={action.href} aria-label={action.name} className="self-start text-sm text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong">
                      {action.label}
                    </a>
                  ) : null}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The line texts from the `orders` and `cart` messages, for the host and the stories alike. */
export function orderLinesLabels(t: TFunction): OrderLinesLabels {
  return {
    list: t('orders.lines'),
    sku: t('orders.sku'),
    metal: t('cart.metal'),
    size: t('cart.size'),
    engraving: t('cart.engraving'),
    quantity: t('orders.quantity'),
    was: t('cart.wasPrice'),
    now: t('cart.nowPrice'),
    unitPrice: t('orders.unitPrice'),
    lineTotal: t('orders.lineTotal'),
    digital: t('orders.digital'),
  };
}
