'use client';

import { useState } from 'react';
import type { AdminDiscountCode } from '../../../api/contract/pricing-admin';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../format/money';
import { Field, fieldControlClass } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { dangerButton, primaryButton, quietButton } from '../journal/journal-fields';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { CodeForm } from './code-form';
import { codeErrorMessage, useCodeMutations, useCodePage, type CodeQuery, type CodeTexts } from './codes-api';
import { Pager, usePausedSearch } from '../form-parts';

function discountText(code: AdminDiscountCode, locale: Locale) {
  return code.discount_type === 'percent' ? `${code.value}%` : formatMoney(code.value, 'EUR', locale);
}

function periodText(code: AdminDiscountCode, locale: Locale, texts: CodeTexts) {
  const t = adminT(locale);
  const parts = [code.starts_at ? t('codes.from', { date: adminDateTime(locale, code.starts_at) }) : '', code.ends_at ? t('codes.until', { date: adminDateTime(locale, code.ends_at) }) : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : texts.always;
}

function CodeRow({ code, locale, texts, onEdit, onRemove, busy }: { code: AdminDiscountCode; locale: Locale; texts: CodeTexts; onEdit: () => void; onRemove: () => void; busy: boolean }) {
  return (
    <tr className="border-b border-line align-top">
      <th scope="row" className="py-3 pr-4 text-left font-mono font-normal">
        {code.code}
      </th>
      <td className="py-3 pr-4 tabular-nums">{discountText(code, locale)}</td>
      <td className="py-3 pr-4 text-right tabular-nums">{code.min_subtotal ? formatMoney(code.min_subtotal, 'EUR', locale) : '—'}</td>
      <td className="py-3 pr-4">{periodText(code, locale, texts)}</td>
      <td className="py-3 pr-4 tabular-nums">
        {code.used_count} / {code.usage_limit ?? texts.unlimited}
      </td>
      <td className="py-3 pr-4">{code.active ? texts.active : texts.inactive}</td>
      <td className="py-3">
        <div className="flex gap-2">
          <button type="button" className={quietButton} onClick={onEdit} aria-label={`${texts.edit} ${code.code}`}>
            {texts.edit}
          </button>
          <button type="button" className={dangerButton} onClick={onRemove} disabled={busy} aria-label={`${texts.remove} ${code.code}`}>
            {texts.remove}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The discount codes, searched and paged on the server (newest first), with a form for a new code or an edit. */
export function CodeList({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].codes;
  const t = adminT(locale);
  const [query, setQuery] = useState<CodeQuery>({ q: '', page: 1 });
  const [search, setSearch] = usePausedSearch(query.q, (q) => setQuery({ q, page: 1 }));
  const [editing, setEditing] = useState<AdminDiscountCode | 'new' | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const codes = useCodePage(query, locale);
  const { remove } = useCodeMutations(locale);
  const page = codes.data;
  const columns = ['code', 'discount', 'minimum', 'period', 'uses', 'status', 'actions'] as const;


  const removeCode = async (code: AdminDiscountCode) => {
    if (!window.confirm(t('codes.removeConfirm', { code: code.code }))) return;
    try {
      const result = await remove.mutateAsync(code.id);
      setMessage({ tone: 'success', text: result.outcome === 'deleted' ? texts.removed : texts.deactivated });
      if (editing !== 'new' && editing?.id === code.id) setEditing(null);
    } catch (error) {
      setMessage({ tone: 'error', text: codeErrorMessage(error, texts).text });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form role="search" aria-label={texts.searchLabel} onSubmit={(event) => event.preventDefault()} className="w-full max-w-sm">
          <Field id="codes-search" label={texts.search}>
            {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={fieldControlClass} />}
          </Field>
        </form>
        {editing === null ? (
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              setMessage(null);
              setEditing('new');
            }}
          >
            {texts.new}
          </button>
        ) : null}
      </div>
      {/* Always present, so what a save or removal did is announced. */}
      <div role="status" aria-live="polite">
        {message?.tone === 'success' ? <Notice tone="success">{message.text}</Notice> : null}
      </div>
      {message?.tone === 'error' ? (
        <Notice as="div" size="box" tone="error" role="alert">
          <p>{message.text}</p>
        </Notice>
      ) : null}
      {editing !== null ? (
        <CodeForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.lock_version}`}
          code={editing === 'new' ? null : editing}
          locale={locale}
          texts={texts}
          onDone={(text) => {
            setEditing(null);
            setMessage(text ? { tone: 'success', text } : null);
          }}
        />
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-ink-soft">
        {codes.isError ? texts.loadFailed : page ? t('codes.total', { count: page.total }) : texts.loading}
      </p>
      {page && page.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{texts.title}</caption>
            <thead>
              <tr className="border-b border-ink">
                {columns.map((column) => (
                  <th key={column} scope="col" className={`py-2 pr-4 font-normal text-ink-muted ${column === 'minimum' ? 'text-right' : ''}`}>
                    {texts.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((code) => (
                <CodeRow
                  key={code.id}
                  code={code}
                  locale={locale}
                  texts={texts}
                  busy={remove.isPending}
                  onEdit={() => {
                    setMessage(null);
                    setEditing(code);
                  }}
                  onRemove={() => void removeCode(code)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : page ? (
        <p className="text-sm">{texts.empty}</p>
      ) : null}
      {page ? <Pager page={query.page} pages={page.pages} onPage={(next) => setQuery((current) => ({ ...current, page: next }))} texts={{ label: texts.pagination, previous: texts.previous, next: texts.next, position: t('codes.page', { page: page.page, pages: page.pages }) }} /> : null}
    </div>
  );
}
