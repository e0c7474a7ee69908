import type { StockStatus as Status } from './configuration';

const tone: Record<Status, string> = {
  in_stock: 'bg-success',
  low_stock: 'bg-brand',
  sold_out: 'bg-sale',
  made_to_order: 'bg-ink-muted',
};

export interface StockStatusProps {
  status: Status;
  /** The text for the status, e.g. "Nog maar 2 op voorraad". */
  text: string;
}

/** Stock state of the chosen configuration: in stock, only N left, sold out, or made to order. */
export function StockStatus({ status, text }: StockStatusProps) {
  return (
    <p data-slot="stock-status" data-status={status} role="status" className="flex items-center gap-2 text-sm text-ink-soft">
      <span aria-hidden="true" className={`size-2 rounded-full ${tone[status]}`} />
      <span className={status === 'sold_out' ? 'font-medium text-sale' : status === 'low_stock' ? 'font-medium text-ink' : undefined}>{text}</span>
    </p>
  );
}
