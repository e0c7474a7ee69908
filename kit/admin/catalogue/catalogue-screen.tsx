'use client';

import { useCallback, useState } from 'react';
import type { AdminVariant, VariantChange } from '../../../api/contract/catalogue-admin';
import { formatEuros, parseEuros, parseWholeNumber } from '../../../domain/catalogue/csv';
import type { Locale } from '../../../domain/locale';
import { Notice } from '../../ui/notice';
import { Pager } from '../form-parts';
import { primaryButton, quietButton } from '../journal/journal-fields';
import { adminMessages, adminT } from '../messages';
import { CatalogueError, useCatalogueMutations, useVariantPage, type VariantQuery } from './catalogue-api';
import { CatalogueFilters } from './catalogue-filters';
import { CsvTransfer } from './csv-transfer';
import { ProductPanel } from './product-panel';
import { VariantTable, type RowProblems, type VariantEdit, type VariantField } from './variant-table';

type Message = { tone: 'success'; text: string } | { tone: 'error'; text: string; list: string[] } | null;

const unchanged = (edit: VariantEdit) => edit.stock === String(edit.stockWas) && parseEuros(edit.cost) === edit.costWas;

/**
 * Stock and prices: the variants searched, filtered and paged on the server, edited in place (the
 * edits kept across pages until saved together), a product's sale and publishing, and the CSV file.
 */
export function CatalogueScreen({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].catalogue;
  const t = adminT(locale);
  const [query, setQuery] = useState<VariantQuery>({ q: '', stock: 'all', published: 'all', page: 1 });
  const [edits, setEdits] = useState<Record<number, VariantEdit>>({});
  const [problems, setProblems] = useState<RowProblems>({});
  const [message, setMessage] = useState<Message>(null);
  const [panel, setPanel] = useState<AdminVariant | null>(null);
  const variants = useVariantPage(query, locale);
  const { saveVariants } = useCatalogueMutations(locale);
  const change = useCallback((part: Partial<VariantQuery>) => setQuery((current) => ({ ...current, ...part })), []);
  const page = variants.data;
  const editedCount = Object.keys(edits).length;

  const edit = (variant: AdminVariant, field: VariantField, value: string) => {
    setEdits((current) => {
      const before = current[variant.configuration_id] ?? { sku: variant.sku, stock: String(variant.stock_qty), cost: formatEuros(variant.cost), stockWas: variant.stock_qty, costWas: variant.cost };
      const next = { ...before, [field === 'stock_qty' ? 'stock' : 'cost']: value };
      const rest = { ...current };
      delete rest[variant.configuration_id];
      return unchanged(next) ? rest : { ...rest, [variant.configuration_id]: next };
    });
    setProblems((current) => ({ ...current, [variant.configuration_id]: { ...current[variant.configuration_id], [field]: undefined, configuration_id: undefined } }));
  };

  const discard = () => {
    setEdits({});
    setProblems({});
    setMessage(null);
  };

  const refuse = (found: RowProblems) => {
    setProblems(found);
    const list = Object.entries(found).flatMap(([id, fields]) => Object.values(fields).flatMap((text) => (text ? [t('catalogue.problem', { sku: edits[Number(id)]?.sku ?? id, message: text })] : [])));
    setMessage({ tone: 'error', text: texts.invalid, list });
  };

  const save = async () => {
    const rows: VariantChange[] = [];
    const found: RowProblems = {};
    for (const [key, typed] of Object.entries(edits)) {
      const id = Number(key);
      const row: VariantChange = { configuration_id: id };
      const stock = parseWholeNumber(typed.stock);
      if (typed.stock !== String(typed.stockWas)) {
        if (stock === undefined) found[id] = { ...found[id], stock_qty: texts.wholeNumber };
        else row.stock_qty = stock;
      }
      const cost = parseEuros(typed.cost);
      if (cost !== typed.costWas) {
        if (cost === undefined || cost <= 0) found[id] = { ...found[id], cost: texts.euros };
        else row.cost = cost;
      }
      if (row.stock_qty !== undefined || row.cost !== undefined) rows.push(row);
    }
    if (Object.keys(found).length) return refuse(found);
    if (!rows.length) return;
    setMessage(null);
    try {
      const result = await saveVariants.mutateAsync(rows);
      setEdits({});
      setProblems({});
      setMessage({ tone: 'success', text: t('catalogue.saved', { changed: result.changed, mails: result.restock_mails }) });
    } catch (error) {
      if (!(error instanceof CatalogueError) || error.status !== 422) return setMessage({ tone: 'error', text: texts.failed, list: [] });
      // `rows.N.field`: N is the row's place in what was sent.
      for (const [path, text] of Object.entries(error.fields)) {
        const match = /^rows\.(\d+)\.(stock_qty|cost|configuration_id)$/.exec(path);
        const id = match ? rows[Number(match[1])]?.configuration_id : undefined;
        if (id !== undefined) found[id] = { ...found[id], [match![2] as VariantField]: text };
      }
      refuse(found);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <CatalogueFilters query={query} onChange={change} texts={texts} />
      {panel ? <ProductPanel key={panel.product_id} product={panel} locale={locale} texts={texts} onClose={() => setPanel(null)} /> : null}
      <div className="flex flex-wrap items-center gap-4">
        <p role="status" aria-live="polite" className="text-sm text-ink-soft">
          {variants.isError ? texts.loadFailed : page ? t('catalogue.total', { count: page.total }) : texts.loading}
        </p>
        {editedCount > 0 ? <p className="text-sm font-semibold">{t('catalogue.edited', { count: editedCount })}</p> : null}
        <div className="ml-auto flex gap-3">
          <button type="button" className={primaryButton} disabled={editedCount === 0 || saveVariants.isPending} onClick={() => void save()}>
            {saveVariants.isPending ? texts.saving : texts.save}
          </button>
          <button type="button" className={quietButton} disabled={editedCount === 0} onClick={discard}>
            {texts.discard}
          </button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {message?.tone === 'success' ? <Notice tone="success">{message.text}</Notice> : null}
      </div>
      {message?.tone === 'error' ? (
        <Notice as="div" size="box" tone="error" role="alert">
          <p>{message.text}</p>
          {message.list.length ? <ul className="list-disc pl-5">{message.list.map((line) => <li key={line}>{line}</li>)}</ul> : null}
        </Notice>
      ) : null}
      {page && page.items.length > 0 ? <VariantTable items={page.items} edits={edits} problems={problems} locale={locale} texts={texts} onEdit={edit} onProductSettings={(variant) => setPanel(variant)} /> : page ? <p className="text-sm">{texts.empty}</p> : null}
      {page ? <Pager page={page.page} pages={page.pages} onPage={(next) => change({ page: next })} texts={{ label: texts.pagination, previous: texts.previous, next: texts.next, position: t('catalogue.page', { page: page.page, pages: page.pages }) }} /> : null}
      <CsvTransfer locale={locale} texts={texts} />
    </div>
  );
}
