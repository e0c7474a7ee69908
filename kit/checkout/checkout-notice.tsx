import type { ReactNode } from 'react';

export interface CheckoutNoticeProps {
  /** `error` is announced at once (role alert); `info` and `success` politely (role status). */
  tone?: 'error' | 'info' | 'success';
  title?: string;
  /** A list of reasons (the checkout blockers). */
  items?: readonly string[];
  children?: ReactNode;
  /** A link or button after the text ("Gegevens wijzigen", "Probeer opnieuw"). */
  action?: ReactNode;
  /** Added to the notice's classes as they are (no class merging: the checkout's islands stay light). */
  className?: string;
}

/** A message of the checkout: why an order cannot be placed yet, a failed payment, a cancelled one. */
export function CheckoutNotice({ tone = 'error', title, items, children, action, className }: CheckoutNoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="checkout-notice"
      data-tone={tone}
      className={`flex flex-col items-start gap-2 border bg-surface px-4 py-3 text-sm ${tone === 'error' ? 'border-sale/40 text-sale' : tone === 'success' ? 'border-success/40 text-success' : 'border-line text-ink-soft'}${className ? ` ${className}` : ''}`}
    >
      {title ? <p className="font-medium">{title}</p> : null}
      {children ? <div>{children}</div> : null}
      {items && items.length > 0 ? (
        <ul className="list-disc pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {action}
    </div>
  );
}
