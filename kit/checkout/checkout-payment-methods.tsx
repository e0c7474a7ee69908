import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import type { PaymentMethod } from '../../domain/checkout/checkout-rules';
import { RadioCard } from '../ui/radio';

export interface PaymentMethodChoice {
  id: PaymentMethod;
  title: string;
  /** What happens when it is chosen (bank details after ordering, a provider's page, ...). */
  hint?: string;
}

export interface CheckoutPaymentMethodsProps {
  methods: readonly PaymentMethodChoice[];
  value: PaymentMethod | null;
  onChange: (id: PaymentMethod) => void;
  /** Locked while the order is being placed or paid. */
  disabled?: boolean;
  /** Under the chosen method (the card form of the Payment Element). */
  children?: ReactNode;
  labels: { legend: string };
}

/** The payment method as a radio group, in the order GET /payment-methods gives; the chosen one can hold its form. */
export function CheckoutPaymentMethods({ methods, value, onChange, disabled = false, children, labels }: CheckoutPaymentMethodsProps) {
  const id = useId();
  return (
    <fieldset data-slot="checkout-payment-methods" className="flex min-w-0 flex-col gap-2">
      <legend className="mb-3 font-display text-xl text-ink">{labels.legend}</legend>
      {methods.map((method) => {
        const chosen = value === method.id;
        return (
          <RadioCard
            key={method.id}
            cardProps={{ 'data-slot': 'payment-method', 'data-method': method.id }}
            name={`${id}-method`}
            value={method.id}
            checked={chosen}
            disabled={disabled}
            onChange={() => onChange(method.id)}
            aria-describedby={method.hint ? `${id}-${method.id}-hint` : undefined}
            panel={chosen && children ? <div className="border-t border-line p-4">{children}</div> : null}
          >
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="text-ink">{method.title}</span>
              {method.hint ? (
                <span id={`${id}-${method.id}-hint`} className="text-xs text-ink-muted">
                  {method.hint}
                </span>
              ) : null}
            </span>
          </RadioCard>
        );
      })}
    </fieldset>
  );
}

/** The legend from the `checkout` messages. */
export function checkoutPaymentMethodsLabels(t: TFunction) {
  return { legend: t('checkout.paymentMethod') };
}
