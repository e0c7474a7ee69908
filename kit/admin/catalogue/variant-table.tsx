'use client';

import type { AdminVariant } from '../../../api/contract/catalogue-admin';
import { formatEuros, parseEuros } from '../../../domain/catalogue/csv';
import type { Locale } from '../../../domain/locale';
import { salePrice } from '../../../domain/pricing/price';
import { formatMoney } from '../../format/money';
import { FieldError } from '../../ui/field';
import { quietButton } from '../journal/journal-fields';
import { adminDateTime, adminT } from '../messages';
import type { CatalogueTexts } from './catalogue-api';

/** A variant's values as typed, and what they were when the typing started. */
export interface VariantEdit {
  sku: string;
  stock: string;
  cost: string;
  stockWas: number;
  costWas: number;
}
export type VariantField = 'stock_qty' | 'cost';
/** Problems by variant id and field (the API's `rows.N.field`, or the screen's own check). */
export type RowProblems = Record<number, Partial<Record<VariantField | 'configuration_id', string>>>;

const cellInput = 'h-9 w-28 border border-line bg-canvas px-2 text-right text-sm tabular-nums aria-invalid:border-sale data-[edited=true]:border-ink data-[edited=true]:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

/** Consecutive variants of one product (the list comes in product order). */
function byProduct(items: AdminVariant[]): AdminVariant[][] {
  const groups: AdminVariant[][] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.product_id === item.product_id) last.push(item);
    else groups.push([item]);
  }
  return groups;
}

function ProductHeader({ variant, locale, texts, onSettings, columns }: { variant: AdminVariant; locale: Locale; texts: CatalogueTexts; onSettings: () => void; columns: number }) {
  const t = adminT(locale);
  const sale = variant.sale_value > 0 ? (variant.sale_ends_at ? t('catalogue.saleUntil', { value: variant.sale_value, date: adminDateTime(locale, variant.sale_ends_at) }) : t('catalogue.sale', { value: variant.sale_value })) : null;
  return (
    <tr className="border-b border-line bg-surface">
      <th scope="rowgroup" colSpan={columns} className="py-2 pr-4 text-left font-normal">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="font-semibold">{variant.title}</span>
          <span className={variant.product_active ? 'text-ink-soft' : 'text-sale'}>{variant.product_active ? texts.isPublished : texts.isUnpublished}</span>
          {sale ? <span className="text-ink-soft">{sale}</span> : null}
          <button type="button" className={`${quietButton} ml-auto h-8 px-3`} onClick={onSettings} aria-label={t('catalogue.productSettingsOf', { title: variant.title })}>
            {texts.productSettings}
          </button>
        </div>
      </th>
    </tr>
  );
}

interface RowProps {
  variant: AdminVariant;
  edit: VariantEdit | undefined;
  problems: RowProblems[number] | undefined;
  locale: Locale;
  texts: CatalogueTexts;
  onEdit: (variant: AdminVariant, field: VariantField, value: string) => void;
}

function CellInput({ id, label, value, edited, error, inputMode, onChange }: { id: string; label: string; value: string; edited: boolean; error?: string; inputMode: 'numeric' | 'decimal'; onChange: (value: string) => void }) {
  return (
    <>
      <input id={id} aria-label={label} inputMode={inputMode} value={value} data-edited={edited} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value)} className={cellInput} />
      {error ? (
        <FieldError id={`${id}-error`} className="mt-1 max-w-56 text-xs">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}

function VariantRow({ variant, edit, problems, locale, texts, onEdit }: RowProps) {
  const t = adminT(locale);
  const stock = edit?.stock ?? String(variant.stock_qty);
  const cost = edit?.cost ?? formatEuros(variant.cost);
  const typedCost = parseEuros(cost);
  const pays = salePrice(typedCost ?? variant.cost, variant.sale_value);
  const details = [variant.material, variant.size].filter(Boolean).join(', ');
  return (
    <tr className="border-b border-line align-top">
      <th scope="row" className="py-2 pr-4 text-left font-mono text-xs font-normal">
        {variant.sku}
        {problems?.configuration_id ? <FieldError id={`variant-${variant.configuration_id}-error`}>{problems.configuration_id}</FieldError> : null}
      </th>
      <td className="py-2 pr-4">{details || '—'}</td>
      <td className="py-2 pr-4">
        <CellInput id={`stock-${variant.configuration_id}`} label={t('catalogue.stockOf', { sku: variant.sku })} value={stock} edited={stock !== String(variant.stock_qty)} error={problems?.stock_qty} inputMode="numeric" onChange={(value) => onEdit(variant, 'stock_qty', value)} />
        {variant.track_inventory ? null : <p className="mt-1 text-xs text-ink-muted">{texts.notTracked}</p>}
      </td>
      <td className="py-2 pr-4">
        <CellInput id={`cost-${variant.configuration_id}`} label={t('catalogue.costOf', { sku: variant.sku })} value={cost} edited={typedCost !== variant.cost} error={problems?.cost} inputMode="decimal" onChange={(value) => onEdit(variant, 'cost', value)} />
      </td>
      <td className="py-2 text-right tabular-nums">{formatMoney(pays, 'EUR', locale)}</td>
    </tr>
  );
}

/** The variants, grouped by product (each group headed by its product and its settings button), stock and price editable in place. */
export function VariantTable({ items, edits, problems, locale, texts, onEdit, onProductSettings }: { items: AdminVariant[]; edits: Record<number, VariantEdit>; problems: RowProblems; locale: Locale; texts: CatalogueTexts; onEdit: RowProps['onEdit']; onProductSettings: (variant: AdminVariant) => void }) {
  const columns = ['sku', 'variant', 'stock', 'cost', 'price'] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{texts.caption}</caption>
        <thead>
          <tr className="border-b border-ink">
            {columns.map((column) => (
              <th key={column} scope="col" className={`py-2 pr-4 font-normal text-ink-muted ${column === 'price' ? 'text-right' : ''}`}>
                {texts.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        {byProduct(items).map((group) => (
          <tbody key={group[0]!.product_id}>
            <ProductHeader variant={group[0]!} locale={locale} texts={texts} columns={columns.length} onSettings={() => onProductSettings(group[0]!)} />
            {group.map((variant) => (
              <VariantRow key={variant.configuration_id} variant={variant} edit={edits[variant.configuration_id]} problems={problems[variant.configuration_id]} locale={locale} texts={texts} onEdit={onEdit} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
