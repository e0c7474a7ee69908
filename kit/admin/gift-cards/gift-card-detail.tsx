'use client';

import { useEffect, useRef, useState } from 'react';
import type { AdminGiftCardDetail, GiftCardUpdate } from '../../../api/contract/gift-cards-admin';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { fieldDescribedBy } from '../../ui/field';
import { fieldId, SaveStatus, TextInput, type FieldErrors, type SaveState } from '../form-parts';
import { primaryButton, quietButton } from '../journal/journal-fields';
import { adminDateTime, adminT } from '../messages';
import { centsOf, ExpiryInput } from './gift-card-form';
import { GiftCardError, giftCardErrorMessage, useGiftCard, useGiftCardMutations, type GiftCardTexts } from './gift-cards-api';

const PREFIX = 'gift-card-edit';

interface Draft {
  expires_at: string | null;
  active: boolean;
  recipient_email: string;
  amount: string;
  reason: string;
}

const draftOf = (card: AdminGiftCardDetail): Draft => ({ expires_at: card.expires_at, active: card.active, recipient_email: card.recipient_email ?? '', amount: '', reason: '' });

function inputOf(card: AdminGiftCardDetail, draft: Draft): GiftCardUpdate {
  const adjusting = draft.amount.trim() !== '' || draft.reason.trim() !== '';
  return {
    lock_version: card.lock_version,
    expires_at: draft.expires_at,
    active: draft.active,
    recipient_email: draft.recipient_email.trim() || null,
    adjustment: adjusting ? { amount: centsOf(draft.amount), reason: draft.reason } : null,
  };
}

/** A card's worth: a percentage of one order, or its face value. */
export function worthText(card: { gift_card_type: string; value: number; currency_code: string }, locale: Locale) {
  return card.gift_card_type === 'percent' ? `${card.value}%` : formatMoney(card.value, card.currency_code, locale);
}

/** What is left: a static card's balance, or whether a percentage card is still unused. */
export function balanceText(card: { gift_card_type: string; balance: number; currency_code: string }, locale: Locale, texts: GiftCardTexts) {
  if (card.gift_card_type === 'percent') return card.balance > 0 ? texts.unused : texts.usedUp;
  return formatMoney(card.balance, card.currency_code, locale);
}

function EditForm({ card, locale, texts, onDone }: { card: AdminGiftCardDetail; locale: Locale; texts: GiftCardTexts; onDone: (message: string) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(card));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>(null);
  const { update } = useGiftCardMutations(locale);
  const set = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));
  const f = texts.fields;
  const activeId = fieldId(PREFIX, 'active');

  const submit = async () => {
    setState({ tone: 'info', text: texts.saving });
    try {
      await update.mutateAsync({ id: card.id, input: inputOf(card, draft) });
      setErrors({});
      setState(null);
      onDone(texts.saved);
    } catch (error) {
      setErrors(error instanceof GiftCardError ? error.fields : {});
      setState({ tone: 'error', ...giftCardErrorMessage(error, texts) });
    }
  };

  return (
    <form
      aria-label={texts.editForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ExpiryInput prefix={PREFIX} label={f.expiresAt} hint={f.expiresHint} value={draft.expires_at} onChange={(expires_at) => set({ expires_at })} errors={errors} />
        <TextInput prefix={PREFIX} path="recipient_email" label={f.recipientEmail} value={draft.recipient_email} onChange={(recipient_email) => set({ recipient_email })} errors={errors} />
      </div>
      <div className="flex items-center gap-2">
        <input id={activeId} type="checkbox" checked={draft.active} onChange={(event) => set({ active: event.target.checked })} aria-describedby={fieldDescribedBy(activeId, undefined, errors.active)} className="size-4" />
        <label htmlFor={activeId} className="text-sm">
          {f.active}
        </label>
      </div>
      {card.gift_card_type === 'static' ? (
        <fieldset className="flex flex-col gap-3 border border-line p-4">
          <legend className="px-1 text-sm">{f.adjustment}</legend>
          <p className="text-sm text-ink-soft">{f.adjustmentHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput prefix={PREFIX} path="adjustment.amount" label={f.adjustmentAmount} value={draft.amount} onChange={(amount) => set({ amount })} errors={errors} />
            <TextInput prefix={PREFIX} path="adjustment.reason" label={f.adjustmentReason} value={draft.reason} onChange={(reason) => set({ reason })} errors={errors} />
          </div>
        </fieldset>
      ) : null}
      <SaveStatus state={state} texts={texts} />
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </button>
        <button type="button" className={quietButton} onClick={() => onDone('')}>
          {texts.close}
        </button>
      </div>
    </form>
  );
}

/** One card: what it is worth and has left, an edit form (expiry, blocked, recipient, balance adjustment) and its uses by order. */
export function GiftCardDetail({ id, locale, texts, onDone }: { id: number; locale: Locale; texts: GiftCardTexts; onDone: (message: string) => void }) {
  const t = adminT(locale);
  const card = useGiftCard(id, locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `${PREFIX}-title`;
  const loaded = card.data;

  // The card opens where the list was: move focus to its heading so a screen reader hears it.
  useEffect(() => heading.current?.focus(), [loaded?.id]);

  if (!loaded) {
    return (
      <p role="status" className="text-sm text-ink-soft">
        {card.isError ? texts.loadOneFailed : texts.loading}
      </p>
    );
  }
  const summary: [string, string][] = [
    [texts.columns.value, worthText(loaded, locale)],
    [texts.columns.balance, balanceText(loaded, locale, texts)],
    [texts.columns.spent, formatMoney(loaded.spent, loaded.currency_code, locale)],
    [texts.columns.state, texts.states[loaded.state]],
    [texts.columns.expires, loaded.expires_at ? adminDateTime(locale, loaded.expires_at) : texts.noExpiry],
    [texts.madeOn, adminDateTime(locale, loaded.created_at)],
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 border border-line p-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-display text-2xl">
        {t('giftCards.cardTitle', { code: loaded.code })}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {summary.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-muted">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        {loaded.sold_with ? (
          <div>
            <dt className="text-ink-muted">{texts.soldWith}</dt>
            <dd>
              <a href={`/admin/orders/${loaded.sold_with.order_id}`} className="underline underline-offset-4">
                {loaded.sold_with.po_number}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <EditForm key={loaded.lock_version} card={loaded} locale={locale} texts={texts} onDone={onDone} />
      <h3 className="font-display text-xl">{texts.usesTitle}</h3>
      {loaded.uses.length ? (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('giftCards.usesCaption', { code: loaded.code })}</caption>
          <thead>
            <tr className="border-b border-ink">
              <th scope="col" className="py-2 pr-4 font-normal text-ink-muted">
                {texts.usesColumns.order}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-normal text-ink-muted">
                {texts.usesColumns.amount}
              </th>
              <th scope="col" className="py-2 font-normal text-ink-muted">
                {texts.usesColumns.date}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaded.uses.map((use) => (
              <tr key={`${use.order_id}-${use.created_at}`} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <a href={`/admin/orders/${use.order_id}`} className="underline underline-offset-4">
                    {use.po_number ?? `#${use.order_id}`}
                  </a>
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatMoney(use.amount, loaded.currency_code, locale)}</td>
                <td className="py-2">{adminDateTime(locale, use.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm">{texts.noUses}</p>
      )}
      {loaded.uses_total > loaded.uses.length ? <p className="text-sm text-ink-soft">{t('giftCards.moreUses', { shown: loaded.uses.length, total: loaded.uses_total })}</p> : null}
    </section>
  );
}
