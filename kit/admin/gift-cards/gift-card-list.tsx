'use client';

import { useState } from 'react';
import type { AdminGiftCard } from '../../../api/contract/gift-cards-admin';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { Field, fieldControlClass } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { Pager, usePausedSearch } from '../form-parts';
import { primaryButton, quietButton } from '../journal/journal-fields';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { balanceText, GiftCardDetail, worthText } from './gift-card-detail';
import { GiftCardForm } from './gift-card-form';
import { useGiftCardPage, type GiftCardQuery, type GiftCardTexts } from './gift-cards-api';

function CardRow({ card, locale, texts, onOpen }: { card: AdminGiftCard; locale: Locale; texts: GiftCardTexts; onOpen: () => void }) {
  return (
    <tr className="border-b border-line align-top">
      <th scope="row" className="py-3 pr-4 text-left font-mono font-normal">
        {card.code}
      </th>
      <td className="py-3 pr-4 tabular-nums">{worthText(card, locale)}</td>
      <td className="py-3 pr-4 text-right tabular-nums">{balanceText(card, locale, texts)}</td>
      <td className="py-3 pr-4 text-right tabular-nums">{card.spent ? formatMoney(card.spent, card.currency_code, locale) : '—'}</td>
      <td className="py-3 pr-4">{card.expires_at ? adminDateTime(locale, card.expires_at) : texts.noExpiry}</td>
      <td className="py-3 pr-4">{texts.states[card.state]}</td>
      <td className="py-3 pr-4">{card.sold_with ? card.sold_with.po_number : (card.recipient_email ?? '—')}</td>
      <td className="py-3">
        <button type="button" className={quietButton} onClick={onOpen} aria-label={`${texts.open} ${card.code}`}>
          {texts.open}
        </button>
      </td>
    </tr>
  );
}

/** The gift cards, searched and paged on the server (newest first), with a form for a new card and a card's page (edit, uses). */
export function GiftCardList({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].giftCards;
  const t = adminT(locale);
  const [query, setQuery] = useState<GiftCardQuery>({ q: '', page: 1 });
  const [search, setSearch] = usePausedSearch(query.q, (q) => setQuery({ q, page: 1 }));
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const cards = useGiftCardPage(query, locale);
  const page = cards.data;
  const columns = ['code', 'value', 'balance', 'spent', 'expires', 'state', 'origin', 'actions'] as const;


  const close = (text: string) => {
    setOpen(null);
    setMessage(text || null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form role="search" aria-label={texts.searchLabel} onSubmit={(event) => event.preventDefault()} className="w-full max-w-sm">
          <Field id="gift-cards-search" label={texts.search}>
            {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={fieldControlClass} />}
          </Field>
        </form>
        {open === null ? (
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              setMessage(null);
              setOpen('new');
            }}
          >
            {texts.new}
          </button>
        ) : null}
      </div>
      {/* Always present, so what a save did is announced. */}
      <div role="status" aria-live="polite">
        {message ? <Notice tone="success">{message}</Notice> : null}
      </div>
      {open === 'new' ? <GiftCardForm locale={locale} texts={texts} onDone={(card) => close(card ? t('giftCards.created', { code: card.code }) : '')} /> : null}
      {typeof open === 'number' ? <GiftCardDetail key={open} id={open} locale={locale} texts={texts} onDone={close} /> : null}
      <p role="status" aria-live="polite" className="text-sm text-ink-soft">
        {cards.isError ? texts.loadFailed : page ? t('giftCards.total', { count: page.total }) : texts.loading}
      </p>
      {page && page.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{texts.title}</caption>
            <thead>
              <tr className="border-b border-ink">
                {columns.map((column) => (
                  <th key={column} scope="col" className={`py-2 pr-4 font-normal text-ink-muted ${column === 'balance' || column === 'spent' ? 'text-right' : ''}`}>
                    {texts.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((card) => (
                <CardRow
                  key={card.id}
                  card={card}
                  locale={locale}
                  texts={texts}
                  onOpen={() => {
                    setMessage(null);
                    setOpen(card.id);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : page ? (
        <p className="text-sm">{texts.empty}</p>
      ) : null}
      {page ? (
        <Pager
          page={page.page}
          pages={page.pages}
          onPage={(next) => setQuery((current) => ({ ...current, page: next }))}
          texts={{ label: texts.pagination, previous: texts.previous, next: texts.next, position: t('giftCards.page', { page: page.page, pages: page.pages }) }}
        />
      ) : null}
    </div>
  );
}
