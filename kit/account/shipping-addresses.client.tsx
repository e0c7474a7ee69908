'use client';

import { PostalAddress } from './postal-address';
import { useRef, useState } from 'react';
import { SHIPPING_ADDRESS_LIMIT } from '../../domain/accounts/account-rules';
import type { ShippingAddress } from '../../api/contract/accounts';
import type { Locale } from '../../domain/locale';
import { AccountForm, type FormOutcome } from '../forms/account-form';
import { accountRequest } from '../data/account-requests';
import { fill } from '../format/fill';
import type { FieldSpec, FormValidationTexts, FormValues } from '../../domain/forms/form-rules';
import { DialogCancelled, dialogStore } from '../state/dialog-store';
import { failureOutcome, type AccountErrorTexts } from './account-form.client';
import { Notice } from '../ui/notice';

export interface ShippingAddressesLabels {
  heading: string;
  list: string;
  none: string;
  add: string;
  newAddress: string;
  editAddress: string;
  save: string;
  cancel: string;
  edit: string;
  /** With `{name}`. */
  editOf: string;
  delete: string;
  deleteOf: string;
  deleteTitle: string;
  deleteQuestion: string;
  defaultAddress: string;
  added: string;
  edited: string;
  deleted: string;
  required: string;
  loading: string;
  /** Shown instead of the add button when the list is full, with `{n}`. */
  limit: string;
}

export interface ShippingAddressesProps {
  locale: Locale;
  initial: ShippingAddress[];
  fields: FieldSpec[];
  /** A new address starts with these (the home country). */
  defaults: FormValues;
  texts: FormValidationTexts;
  labels: ShippingAddressesLabels;
  errors: AccountErrorTexts;
  classNames: { primary: string; secondary: string; small: string };
  sessionExpiredPath: string;
}

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: ShippingAddress };

const PATH = '/users/addresses/shipping';

/** The saved shipping addresses: list, add, edit, and delete after the system confirm dialog. */
export function ShippingAddresses({ locale, initial, fields, defaults, texts, labels, errors, classNames, sessionExpiredPath }: ShippingAddressesProps) {
  const [addresses, setAddresses] = useState(initial);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const open = (next: Mode) => {
    setStatus(null);
    setError(null);
    setMode(next);
  };
  const expired = () => window.location.assign(sessionExpiredPath);
  const close = (message: string | null) => {
    setMode({ kind: 'list' });
    setStatus(message);
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function reload() {
    const result = await accountRequest<ShippingAddress[]>({ method: 'GET', path: PATH, lang: locale });
    if (result.ok && Array.isArray(result.data)) setAddresses(result.data);
    else if (!result.ok && result.status === 401) expired();
  }

  async function save(body: Record<string, unknown>): Promise<FormOutcome> {
    const editing = mode.kind === 'edit' ? mode.address : null;
    const result = await accountRequest({ method: editing ? 'PUT' : 'POST', path: editing ? `${PATH}/${editing.id}` : PATH, body, lang: locale });
    if (!result.ok) {
      if (result.status === 401) expired();
      if (result.code === 'address_limit_reached') return { kind: 'failed', message: fill(labels.limit, { n: SHIPPING_ADDRESS_LIMIT }) };
      return failureOutcome(result, errors);
    }
    await reload();
    close(editing ? labels.edited : labels.added);
    return { kind: 'ok' };
  }

  async function remove(address: ShippingAddress) {
    setStatus(null);
    setError(null);
    try {
      await dialogStore.getState().confirm({ title: labels.deleteTitle, message: labels.deleteQuestion, confirmLabel: labels.delete, cancelLabel: labels.cancel });
    } catch (reason) {
      if (reason instanceof DialogCancelled) return;
      throw reason;
    }
    const result = await accountRequest({ method: 'DELETE', path: `${PATH}/${address.id}`, lang: locale });
    if (!result.ok) {
      if (result.status === 401) return expired();
      return setError(result.status === 0 ? errors.network : errors.generic);
    }
    await reload();
    close(labels.deleted);
  }

  const formFor = (title: string, initialValues: FormValues) => (
    <div className="border border-line bg-surface p-5 sm:p-8">
      <h3 className="mb-5 font-display text-2xl text-ink">{title}</h3>
      <AccountForm
        fields={fields}
        initial={initialValues}
        texts={texts}
        labels={{ submit: labels.save, loading: labels.loading, required: labels.required, title }}
        submitClassName={classNames.primary}
        cancel={{ label: labels.cancel, className: classNames.secondary, onClick: () => close(null) }}
        onSubmit={save}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-6" data-slot="shipping-addresses">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none md:text-3xl">
          {labels.heading}
        </h2>
        {mode.kind === 'list' && addresses.length < SHIPPING_ADDRESS_LIMIT ? (
          <button type="button" className={classNames.primary} onClick={() => open({ kind: 'add' })}>
            {labels.add}
          </button>
        ) : null}
        {mode.kind === 'list' && addresses.length >= SHIPPING_ADDRESS_LIMIT ? <p className="text-sm text-ink-soft">{fill(labels.limit, { n: SHIPPING_ADDRESS_LIMIT })}</p> : null}
      </div>
      <div role="status" data-slot="addresses-status">
        {status ? <Notice tone="success">{status}</Notice> : null}
      </div>
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {mode.kind === 'add' ? formFor(labels.newAddress, defaults) : null}
      {mode.kind === 'edit' ? formFor(labels.editAddress, addressValues(mode.address)) : null}
      {mode.kind === 'list' && addresses.length === 0 ? <p className="text-sm text-ink-soft">{labels.none}</p> : null}
      {mode.kind === 'list' && addresses.length > 0 ? (
        <ul aria-label={labels.list} className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => {
            const name = `${address.first_name} ${address.last_name}`;
            return (
              <li key={address.id} data-slot="address-card" className="flex flex-col gap-4 border border-line bg-surface p-5">
                <PostalAddress address={address} />
                {address.is_default ? <p className="self-start bg-brand-soft px-2 py-1 text-xs tracking-wide text-brand-strong uppercase">{labels.defaultAddress}</p> : null}
                <div className="mt-auto flex gap-3">
                  <button type="button" className={classNames.small} aria-label={fill(labels.editOf, { name })} onClick={() => open({ kind: 'edit', address })}>
                    {labels.edit}
                  </button>
                  <button type="button" className={classNames.small} aria-label={fill(labels.deleteOf, { name })} onClick={() => void remove(address)}>
                    {labels.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** An address as the form edits it. */
function addressValues(address: ShippingAddress): FormValues {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    company: address.company ?? '',
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2 ?? '',
    zip: address.zip,
    city: address.city,
    state: address.state ?? '',
    country: address.country,
    phone: address.phone ?? '',
    is_default: address.is_default,
  };
}
