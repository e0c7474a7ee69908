import type { TFunction } from 'i18next';
import type { PostalAddress as Address } from '../../domain/accounts/address';
import { PostalAddress } from '../account/postal-address';

export interface OrderCustomerLabels {
  heading: string;
  contactEmail: string;
  shippingAddress: string;
  billingAddress: string;
  shippingMethod: string;
  note: string;
}

export interface OrderCustomerProps {
  email: string;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  shippingMethod: string | null;
  note: string | null;
  labels: OrderCustomerLabels;
}

const term = 'text-xs tracking-[0.14em] text-ink-muted uppercase';

/** Customer information of an order: contact e-mail, shipping and billing address, shipping method, note. */
export function OrderCustomer({ email, shippingAddress, billingAddress, shippingMethod, note, labels }: OrderCustomerProps) {
  return (
    <section data-slot="order-customer" aria-labelledby="order-customer-heading" className="flex flex-col gap-5">
      <h3 id="order-customer-heading" className="font-display text-xl text-ink md:text-2xl">
        {labels.heading}
      </h3>
      <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <dt className={term}>{labels.contactEmail}</dt>
          <dd className="text-sm break-all text-ink">{email}</dd>
        </div>
        {shippingAddress ? (
          <div className="flex flex-col gap-1.5">
            <dt className={term}>{labels.shippingAddress}</dt>
            <dd>
              <PostalAddress address={shippingAddress} />
            </dd>
          </div>
        ) : null}
        {billingAddress ? (
          <div className="flex flex-col gap-1.5">
            <dt className={term}>{labels.billingAddress}</dt>
            <dd>
              <PostalAddress address={billingAddress} />
            </dd>
          </div>
        ) : null}
        {shippingMethod ? (
          <div className="flex flex-col gap-1.5">
            <dt className={term}>{labels.shippingMethod}</dt>
            <dd className="text-sm text-ink-soft">{shippingMethod}</dd>
          </div>
        ) : null}
        {note ? (
          <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-4">
            <dt className={term}>{labels.note}</dt>
            <dd className="text-sm whitespace-pre-line text-ink-soft">{note}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The customer-information texts from the `orders` messages. */
export function orderCustomerLabels(t: TFunction): OrderCustomerLabels {
  return {
    heading: t('orders.customer'),
    contactEmail: t('orders.contactEmail'),
    shippingAddress: t('orders.shippingAddress'),
    billingAddress: t('orders.billingAddress'),
    shippingMethod: t('orders.shippingMethod'),
    note: t('orders.note'),
  };
}
