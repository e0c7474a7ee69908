'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { shipmentCarriers, type AdminOrder, type ShipmentCarrier } from '../../../api/contract/orders-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { SaveStatus, TextInput, type FieldErrors, type SaveState } from '../form-parts';
import { primaryButton } from '../journal/journal-fields';
import { adminMessages, adminT } from '../messages';
import { actionErrorText, OrderActionError, useOrderActions, type OrderTexts } from './orders-api';

/** Euros as staff type them (`129,95` or `129.95`) in cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

type Form = 'transfer' | 'ship' | 'cancel' | 'note';

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
  const [errors, setErrors] = useState<Record<Form, FieldErrors>>({ transfer: {}, ship: {}, cancel: {}, note: {} });
  const [states, setStates] = useState<Record<Form, SaveState>>({ transfer: null, ship: null, cancel: null, note: null });
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
  const ship = () => actions.ship.mutate({ carrier, tracking_code: code }, { onSuccess: () => set('ship', { tone: 'success', text: texts.shipDone }), onError: fail('ship') });
  const cancel = () => {
    if (!reason.trim()) return set('cancel', { tone: 'error', text: texts.invalid }, { reason: texts.cancelReasonMissing });
    if (!window.confirm(adminT(locale)('orders.cancelConfirm', { number: order.po_number }))) return;
    actions.cancel.mutate({ reason: reason.trim() }, { onSuccess: () => set('cancel', { tone: 'success', text: texts.cancelDone }), onError: fail('cancel') });
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
        </ActionForm>
      ) : null}
      {order.can_cancel || states.cancel ? (
        <ActionForm id="order-cancel" title={texts.cancelTitle} onSubmit={cancel} busy={actions.cancel.isPending} submit={texts.cancelSubmit} state={states.cancel} texts={texts}>
          <p className="text-sm text-ink-muted">{texts.cancelIntro}</p>
          <TextInput prefix="order-cancel" path="reason" label={texts.cancelReason} value={reason} onChange={setReason} errors={errors.cancel} rows={2} required />
        </ActionForm>
      ) : null}
      <ActionForm id="order-note" title={texts.noteTitle} onSubmit={addNote} busy={actions.note.isPending} submit={texts.noteSubmit} state={states.note} texts={texts}>
        <TextInput prefix="order-note" path="text" label={texts.noteText} value={note} onChange={setNote} errors={errors.note} rows={3} required />
      </ActionForm>
    </div>
  );
}
