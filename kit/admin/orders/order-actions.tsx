'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { shipmentCarriers, type AdminOrder, type ShipmentCarrier } from '../../../api/contract/orders-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { SaveStatus, TextInput, type FieldErrors, type SaveState } from '../form-parts';
import { primaryButton } from '../journal/journal-fields';
import { formatMoney } from '../../format/money';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { actionErrorText, OrderActionError, useOrderActions, type OrderTexts } from './orders-api';

/** Euros as staff type them (`129,95` or `129.95`) in cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

type Form = 'transfer' | 'ship' | 'delivered' | 'cancel' | 'note' | 'refund';

const euros = (cents: number, locale: Locale) => (cents / 100).toFixed(2).replace('.', locale === 'nl' ? ',' : '.');

function ActionForm({ title, id, onSubmit, busy, submit, state, texts, children }: { title: string; id: string; onSubmit: () => void; busy: boolean; submit: string; state: SaveState; texts: OrderTexts; children: ReactNode }) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form aria-labelledby={`${id}-title`} onSubmit={send} noValidate className="flex flex-col gap-4 border border-line p-4">
      <h2 id={`${id}-title`} className="font-display text-xl">
        {title}
      </h2>
      {children}
      <button type="submit" className={`${primaryButton} self-start`} disabled={busy}>
        {busy ? texts.busy : submit}
      </button>
      <SaveStatus state={state} texts={{ reload: '' }} />
    </form>
  );
}

/** The actions staff take on an order: record a bank transfer, ship, cancel (after a confirmation), add a note. */
export function OrderActions({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const texts = adminMessages[locale].orders;
  const actions = useOrderActions(order.id, locale);
  const [amount, setAmount] = useState(euros(order.amount_due, locale));
  const [reference, setReference] = useState('');
  const [carrier, setCarrier] = useState<ShipmentCarrier>('postnl');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<Form, FieldErrors>>({ transfer: {}, ship: {}, delivered: {}, cancel: {}, note: {}, refund: {} });
  const [states, setStates] = useState<Record<Form, SaveState>>({ transfer: null, ship: null, delivered: null, cancel: null, note: null, refund: null });
  // A received refund request is what staff refund most often: offered first, with its items' value.
  const refundableReturns = order.returns.filter((request) => request.type === 1 && request.status === 'received');
  // Until staff choose, the form follows the order (null): a return just received is offered at once.
  const [chosenReturn, setChosenReturn] = useState<string | null>(null);
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const refundReturn = chosenReturn ?? (refundableReturns[0] ? String(refundableReturns[0].id) : '');
  const offered = refundableReturns.find((request) => String(request.id) === refundReturn);
  const refundAmount = typedAmount ?? euros(Math.min(offered?.items_amount ?? order.refundable_amount, order.refundable_amount), locale);
  const [refundReason, setRefundReason] = useState('');
  // One key per refund the form makes: a second click or a retry after a lost answer is the same refund.
  const [refundKey, setRefundKey] = useState(() => crypto.randomUUID());
  const set = (form: Form, state: SaveState, fields: FieldErrors = {}) => {
    setStates((current) => ({ ...current, [form]: state }));
    setErrors((current) => ({ ...current, [form]: fields }));
  };
  // A refusal: its fields marked on a 422, the conflict's own text as an alert on a 409.
  const fail = (form: Form) => (error: unknown) => set(form, { tone: 'error', text: actionErrorText(error, texts) }, error instanceof OrderActionError ? error.fields : {});

  const recordTransfer = () => {
    const cents = parseEuros(amount);
    if (cents === null) return set('transfer', { tone: 'error', text: texts.invalid }, { amount_cents: texts.amountInvalid });
    actions.bankTransfer.mutate({ amount_cents: cents, ...(reference.trim() ? { reference: reference.trim() } : {}) }, { onSuccess: () => set('transfer', { tone: 'success', text: texts.transferDone }), onError: fail('transfer') });
  };
  // The parcel's units per line: everything left unless staff send less (a partial shipment).
  const toShip = order.lines.filter((line) => !line.digital && line.quantity > line.shipped_quantity);
  const [parcel, setParcel] = useState<Record<number, string>>({});
  const unitsOf = (line: AdminOrder['lines'][number]) => parcel[line.id] ?? String(line.quantity - line.shipped_quantity);
  const ship = () => {
    // Lines left at 0 are not sent; a 422 on `items.N` is moved back to the input it came from.
    const sent = toShip.map((line, index) => ({ index, item: { order_product_id: line.id, quantity: Number(unitsOf(line)) } })).filter(({ item }) => item.quantity !== 0);
    const items = sent.map(({ item }) => item);
    const partial = toShip.some((line) => Number(unitsOf(line)) !== line.quantity - line.shipped_quantity);
    const onError = (error: unknown) => {
      fail('ship')(error);
      if (error instanceof OrderActionError)
        setErrors((current) => ({ ...current, ship: Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [path.replace(/^items\.(\d+)\./, (_, n: string) => `items.${sent[Number(n)]?.index ?? n}.`), text])) }));
    };
    actions.ship.mutate(
      { carrier, tracking_code: code, ...(partial ? { items } : {}) },
      {
        onSuccess: (after) => {
          setParcel({});
          setCode('');
          set('ship', { tone: 'success', text: after.fulfillment_status === 'shipped' ? texts.shipDone : texts.shipPartDone });
        },
        onError,
      },
    );
  };
  const delivered = () => actions.delivered.mutate({}, { onSuccess: () => set('delivered', { tone: 'success', text: texts.deliveredDone }), onError: fail('delivered') });
  const cancel = () => {
    if (!reason.trim()) return set('cancel', { tone: 'error', text: texts.invalid }, { reason: texts.cancelReasonMissing });
    if (!window.confirm(adminT(locale)('orders.cancelConfirm', { number: order.po_number }))) return;
    actions.cancel.mutate({ reason: reason.trim() }, { onSuccess: () => set('cancel', { tone: 'success', text: texts.cancelDone }), onError: fail('cancel') });
  };
  const chooseReturn = (value: string) => {
    setChosenReturn(value);
    setTypedAmount(null);
  };
  const refund = () => {
    const cents = parseEuros(refundAmount);
    if (cents === null || cents === 0) return set('refund', { tone: 'error', text: texts.invalid }, { amount_cents: texts.amountInvalid });
    if (!window.confirm(adminT(locale)('orders.refundConfirm', { amount: formatMoney(cents, order.currency_code, locale), number: order.po_number }))) return;
    actions.refund.mutate(
      { amount_cents: cents, idempotency_key: refundKey, ...(refundReason.trim() ? { reason: refundReason.trim() } : {}), ...(refundReturn ? { return_request_id: Number(refundReturn) } : {}) },
      {
        onSuccess: (after) => {
          setRefundKey(crypto.randomUUID());
          setRefundReason('');
          setChosenReturn(null);
          setTypedAmount(null);
          const pending = after.refunds.at(-1)?.status === 'pending';
          set('refund', { tone: 'success', text: pending ? texts.refundPending : texts.refundDone });
        },
        onError: fail('refund'),
      },
    );
  };
  const addNote = () =>
    actions.note.mutate(
      { text: note },
      {
        onSuccess: () => {
          setNote('');
          set('note', { tone: 'success', text: texts.noteDone });
        },
        onError: fail('note'),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      {order.can_record_transfer || states.transfer ? (
        <ActionForm id="order-transfer" title={texts.transferTitle} onSubmit={recordTransfer} busy={actions.bankTransfer.isPending} submit={texts.transferSubmit} state={states.transfer} texts={texts}>
          <TextInput prefix="order-transfer" path="amount_cents" label={texts.transferAmount} value={amount} onChange={setAmount} errors={errors.transfer} required />
          <TextInput prefix="order-transfer" path="reference" label={texts.transferReference} value={reference} onChange={setReference} errors={errors.transfer} />
        </ActionForm>
      ) : null}
      {order.can_ship || states.ship ? (
        <ActionForm id="order-ship" title={texts.shipTitle} onSubmit={ship} busy={actions.ship.isPending} submit={texts.shipSubmit} state={states.ship} texts={texts}>
          <Field id="order-ship-carrier" label={texts.carrier} error={errors.ship.carrier}>
            {(control) => (
              <select {...control} value={carrier} onChange={(event) => setCarrier(event.target.value as ShipmentCarrier)} className={fieldControlClass}>
                {shipmentCarriers.map((key) => (
                  <option key={key} value={key}>
                    {texts.carriers[key]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextInput prefix="order-ship" path="tracking_code" label={texts.trackingCode} value={code} onChange={setCode} errors={errors.ship} required />
          {toShip.length > 1 || toShip.some((line) => line.quantity - line.shipped_quantity > 1) ? (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 text-sm">{texts.parcelItems}</legend>
              {toShip.map((line, index) => (
                <TextInput
                  key={line.id}
                  prefix="order-ship"
                  path={`items.${index}.quantity`}
                  label={adminT(locale)('orders.parcelLine', { title: line.title, left: line.quantity - line.shipped_quantity })}
                  value={unitsOf(line)}
                  onChange={(value) => setParcel((current) => ({ ...current, [line.id]: value }))}
                  errors={errors.ship}
                />
              ))}
            </fieldset>
          ) : null}
        </ActionForm>
      ) : null}
      {order.can_mark_delivered || states.delivered ? (
        <ActionForm id="order-delivered" title={texts.deliveredTitle} onSubmit={delivered} busy={actions.delivered.isPending} submit={texts.deliveredSubmit} state={states.delivered} texts={texts}>
          <p className="text-sm text-ink-muted">{texts.deliveredIntro}</p>
        </ActionForm>
      ) : null}
      {order.can_cancel || states.cancel ? (
        <ActionForm id="order-cancel" title={texts.cancelTitle} onSubmit={cancel} busy={actions.cancel.isPending} submit={texts.cancelSubmit} state={states.cancel} texts={texts}>
          <p className="text-sm text-ink-muted">{texts.cancelIntro}</p>
          <TextInput prefix="order-cancel" path="reason" label={texts.cancelReason} value={reason} onChange={setReason} errors={errors.cancel} rows={2} required />
        </ActionForm>
      ) : null}
 {order.refundable_amount > 0 || states.refund ? (
        <ActionForm id="order-refund" title={texts.refundTitle} onSubmit={refund} busy={actions.refund.isPending} submit={texts.refundSubmit} state={states.refund} texts={texts}>
          <p className="text-sm text-ink-muted">
            {adminT(locale)('orders.refundIntro', { amount: formatMoney(order.refundable_amount, order.currency_code, locale) })} {texts.refundVia[order.refund_provider]}
          </p>
          {refundableReturns.length ? (
            <Field id="order-refund-return_request_id" label={texts.refundReturn} error={errors.refund.return_request_id}>
              {(control) => (
                <select {...control} value={refundReturn} onChange={(event) => chooseReturn(event.target.value)} className={fieldControlClass}>
                  <option value="">{texts.refundNoReturn}</option>
                  {refundableReturns.map((request) => (
                    <option key={request.id} value={request.id}>
                      {`${adminDateTime(locale, request.created_at)} · ${formatMoney(request.items_amount, order.currency_code, locale)}`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <TextInput prefix="order-refund" path="amount_cents" label={texts.refundAmount} value={refundAmount} onChange={setTypedAmount} errors={errors.refund} required />
          <TextInput prefix="order-refund" path="reason" label={texts.refundReason} value={refundReason} onChange={setRefundReason} errors={errors.refund} />
        </ActionForm>
      ) : null}
      <ActionForm id="order-note" title={texts.noteTitle} onSubmit={addNote} busy={actions.note.isPending} submit={texts.noteSubmit} state={states.note} texts={texts}>
        <TextInput prefix="order-note" path="text" label={texts.noteText} value={note} onChange={setNote} errors={errors.note} rows={3} required />
      </ActionForm>
    </div>
  );
}
