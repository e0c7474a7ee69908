'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { ShippingAddress } from '../../api/contract/accounts';
import type { Cart } from '../../api/contract/cart';
import type { ShippingRate } from '../../api/contract/checkout';
import { ContactDescription, RequiredNote } from './checkout-contact';
import { CheckoutFields } from './checkout-fields';
import { CheckoutNotice } from './checkout-notice';
import { CheckoutShippingRates } from './checkout-shipping-rates';
import { LiveSummary } from './live-summary';
import { PostalAddress } from '../account/postal-address';
import { validateForm } from '../../domain/forms/form-rules';
import { addressValues, sameAddress, sortedBlockers } from './checkout-rules';
import { checkoutEventPayload } from './checkout-events';
import type { PostalAddress as Address } from '../../domain/accounts/address';
import { FieldError, fieldLabelClass } from '../ui/field';
import type { Runtime } from '../shell/runtime';
import { CheckoutCodes } from './checkout-codes.client';
import type { CheckoutDetailsProps } from './checkout-details.client';
import { addressBody, groupErrors, useDetailsForm } from './details-form';
import { statusOf } from './use-runtime';
import { RadioCard } from '../ui/radio';

/**
 * Step 1's form beside the summary, for the cart the page opened. Its code (fields, rules, codes,
 * rates, summary) loads beside the runtime, which the form cannot do without either, so none of
 * it is in the page's first-load JS.
 */
export function DetailsForm({ runtime, opened, locale, fields, texts, saved, signInHref, labels, paths, buttons }: CheckoutDetailsProps & { runtime: Runtime; opened: Cart }) {
  const router = useRouter();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const cart = useStore(runtime.cart, (state) => state.checkoutCart) ?? opened;
  const form = useDetailsForm(fields, texts, opened);
  const [rates, setRates] = useState<ShippingRate[]>(opened.shipping_rates);
  const [ratesStatus, setRatesStatus] = useState<'loading' | 'ready' | 'error'>('ready');
  const [rateId, setRateId] = useState<string | null>(opened.shipping_rates.find((rate) => rate.selected)?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [autosaving, setAutosaving] = useState(false);
  const [problem, setProblem] = useState<{ message: string; items?: string[] } | null>(null);
  const ratesCountry = useRef<string | null>(null);
  /** The rate add_shipping_info was last reported for (chosen now, or kept from before and confirmed by continuing). */
  const reportedRate = useRef<string | null>(null);
  const ships = cart.requires_shipping;

  // The cart has no rates before it has an address: ask for those of the form's country.
  useEffect(() => {
    const country = String(addressValues(opened.shipping_address).country);
    ratesCountry.current = country;
    if (opened.requires_shipping && opened.shipping_rates.length === 0) void loadRates(country);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the cart the page opened
  }, [opened]);

  // The cart's own rates are priced for it now (free shipping after a code, ...): keep the list current.
  useEffect(() => {
    if (cart.shipping_rates.length > 0 && cart.shipping_address?.country === ratesCountry.current) setRates(cart.shipping_rates);
  }, [cart.shipping_rates, cart.shipping_address?.country]);

  async function loadRates(country: string) {
    ratesCountry.current = country;
    setRatesStatus('loading');
    try {
      const fresh = await runtime.checkout.rates(country);
      if (ratesCountry.current !== country) return;
      setRates(fresh);
      setRateId((current) => (current && fresh.some((rate) => rate.id === current) ? current : null));
      setRatesStatus('ready');
    } catch (error) {
      setRatesStatus('error');
      runtime.track('checkout_error', { step: 'rates', status: statusOf(error) });
    }
  }

  /** Saves a complete, valid shipping address (and the chosen rate) so the summary's amounts are the API's for it. */
  async function autosave(shipping = form.shipping, rate = rateId) {
    if (!ships || Object.keys(validateForm(fields.shipping, shipping, texts)).length > 0) return;
    const address = addressBody(fields.shipping, shipping);
    const current = runtime.cart.getState().checkoutCart;
    const addressChanged = !sameAddress(current?.shipping_address, shipping as unknown as Address);
    const rateChanged = rate !== null && current?.shipping_rates.find((r) => r.selected)?.id !== rate;
    if (!addressChanged && !rateChanged) return;
    setAutosaving(true);
    const usable = rate !== null && rates.some((r) => r.id === rate);
    await runtime.checkout.update({ shipping_address: address, ...(usable ? { shipping_rate_id: rate } : {}) }).catch(() => undefined);
    setAutosaving(false);
  }

  function changeShipping(name: string, value: string | boolean) {
    const next = form.changeAddress('shipping', name, value);
    if (name === 'country' && value !== ratesCountry.current) void loadRates(String(value));
    return next;
  }

  function pickSaved(address: ShippingAddress | null) {
    const next = addressValues(address, String(form.shipping.country));
    form.setShipping(next);
    form.setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('shipping_address.'))));
    if (next.country !== ratesCountry.current) void loadRates(String(next.country));
    if (address) void autosave(next);
  }

  function chooseRate(id: string) {
    setRateId(id);
    form.setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== 'shipping_rate_id')));
    reportedRate.current = id;
    runtime.track('add_shipping_info', { ...checkoutEventPayload(cart), shipping_tier: id });
    void autosave(form.shipping, id);
  }

  function focusFirst(keys: string[]) {
    const first = keys[0];
    if (!first) return;
    const [group, name] = first.includes('.') ? first.split('.') : ['', first];
    const id = group === 'shipping_address' ? `${formId}-ship-${name}` : group === 'billing_address' ? `${formId}-bill-${name}` : `${formId}-${name}`;
    (document.getElementById(id) ?? formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const found = form.validate(ships);
    if (ships && !rateId && rates.length > 0) found.shipping_rate_id = labels.blockers.shipping_rate_missing;
    form.setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(Object.keys(found));
    setSaving(true);
    let fresh: Cart;
    try {
      fresh = await runtime.checkout.update({ ...form.body(ships), ...(ships && rateId ? { shipping_rate_id: rateId } : {}) });
    } catch (error) {
      setSaving(false);
      runtime.track('checkout_error', { step: 'details', status: statusOf(error) });
      // The API's 422 fields show at their fields, like the account forms; others as a form error.
      const shown = Object.entries((error as { fields?: Record<string, string> }).fields ?? {}).filter(([key]) => /^(contact_email|note|shipping_rate_id|(shipping|billing)_address\.)/.test(key));
      if (statusOf(error) === 422 && shown.length > 0) {
        form.setErrors(Object.fromEntries(shown));
        return focusFirst(shown.map(([key]) => key));
      }
      return setProblem({ message: statusOf(error) === 0 || statusOf(error) === 503 ? labels.network : labels.saveFailed });
    }
    const blockers = sortedBlockers(fresh.checkout_blockers);
    if (blockers.length > 0) {
      setSaving(false);
      runtime.track('checkout_error', { step: 'details', blockers });
      return setProblem({ message: labels.incomplete, items: blockers.map((blocker) => labels.blockers[blocker]) });
    }
    if (ships && rateId && reportedRate.current !== rateId) runtime.track('add_shipping_info', { ...checkoutEventPayload(fresh), shipping_tier: rateId });
    router.push(paths.payout);
  }

  const shippingErrors = groupErrors(form.errors, 'shipping_address.');
  const pickedSaved = saved.find((address) => sameAddress(address, form.shipping as unknown as Address));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_420px]">
      <form ref={formRef} id={formId} noValidate onSubmit={submit} data-slot="checkout-details" className="flex min-w-0 flex-col gap-10 lg:col-start-1">
        <RequiredNote labels={labels} />
        <CheckoutFields
          legend={labels.contact}
          description={<ContactDescription labels={labels} signInHref={signInHref} />}
          fields={[fields.email]}
          values={{ contact_email: form.email }}
          errors={groupErrors(form.errors, '')}
          idPrefix={formId}
          onChange={(_, value) => form.changeEmail(String(value))}
        />

        {ships ? (
          <div
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void autosave();
            }}
          >
            {/* A saved address picked: it is the address, and the form stays behind "Een ander adres" (unless the saved one needs fixing). */}
            <CheckoutFields
              legend={labels.shippingAddress}
              fields={pickedSaved && Object.keys(shippingErrors).length === 0 ? [] : fields.shipping}
              values={form.shipping}
              errors={shippingErrors}
              idPrefix={`${formId}-ship`}
              onChange={changeShipping}
            >
              {saved.length > 0 ? (
                <fieldset className="flex flex-col gap-2">
                  <legend className={`mb-2 ${fieldLabelClass}`}>{labels.savedAddresses}</legend>
                  {saved.map((address) => (
                    <RadioCard key={address.id} size="sm" name={`${formId}-saved`} checked={pickedSaved?.id === address.id} onChange={() => pickSaved(address)}>
                      <PostalAddress address={address} />
                    </RadioCard>
                  ))}
                  <RadioCard size="sm" align="center" name={`${formId}-saved`} checked={!pickedSaved} onChange={() => pickSaved(null)}>
                    {labels.otherAddress}
                  </RadioCard>
                </fieldset>
              ) : null}
            </CheckoutFields>
          </div>
        ) : null}

        {ships ? (
          <div className="flex flex-col gap-6">
            <label className="inline-flex cursor-pointer items-center gap-3 text-sm text-ink">
              <input type="checkbox" checked={form.billingSame} onChange={(event) => form.setBillingSame(event.currentTarget.checked)} className="size-5 shrink-0 accent-brand" />
              {labels.billingSame}
            </label>
            {!form.billingSame ? (
              <CheckoutFields
                legend={labels.billingAddress}
                fields={fields.billing}
                values={form.billing}
                errors={groupErrors(form.errors, 'billing_address.')}
                idPrefix={`${formId}-bill`}
                onChange={(name, value) => form.changeAddress('billing', name, value)}
              />
            ) : null}
          </div>
        ) : null}

        <div data-field="shipping_rate_id">
          <CheckoutShippingRates
            rates={rates}
            value={rateId}
            onChange={chooseRate}
            status={ratesStatus}
            onRetry={() => void loadRates(String(form.shipping.country))}
            requiresShipping={ships}
            error={form.errors.shipping_rate_id ?? null}
            currency={cart.currency_code}
            locale={locale}
            labels={labels.rates}
          />
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-note`} className={fieldLabelClass}>
            {fields.note.label}
          </label>
          <textarea
            id={`${formId}-note`}
            name="note"
            rows={3}
            value={form.note}
            maxLength={fields.note.max}
            aria-invalid={form.errors.note ? true : undefined}
            aria-describedby={[form.errors.note ? `${formId}-note-error` : null, `${formId}-note-hint`].filter(Boolean).join(' ')}
            onChange={(event) => form.changeNote(event.currentTarget.value)}
            className="w-full border border-line bg-canvas px-3 py-2 text-base text-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand aria-invalid:border-sale sm:text-sm"
          />
          <p id={`${formId}-note-hint`} className="text-xs text-ink-muted">
            {labels.noteHint}
          </p>
          {form.errors.note ? <FieldError id={`${formId}-note-error`}>{form.errors.note}</FieldError> : null}
        </div>
      </form>

      <aside className="flex min-w-0 flex-col gap-6 self-start border border-line bg-surface p-5 sm:p-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <LiveSummary cart={cart} locale={locale} labels={labels.summary} editHref={paths.cart} pending={autosaving} />
        <CheckoutCodes runtime={runtime} cart={cart} locale={locale} labels={labels} onError={(what) => runtime.track('checkout_error', { step: what })} />
      </aside>

      <div className="flex flex-col gap-4 lg:col-start-1">
        {problem ? <CheckoutNotice title={problem.items ? problem.message : undefined} items={problem.items}>{problem.items ? null : problem.message}</CheckoutNotice> : null}
        <button type="submit" form={formId} data-slot="checkout-continue" className={buttons.primary} aria-busy={saving || undefined} disabled={saving}>
          {saving ? labels.saving : labels.continue}
        </button>
      </div>
    </div>
  );
}
