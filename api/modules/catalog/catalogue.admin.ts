import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import { salePrice } from '../../../domain/pricing/price';
import { ADMIN_VARIANTS_PER_PAGE, type AdminCatalogueProduct, type AdminVariant, type AdminVariantPage, type AdminVariantQuery, type ProductEdit, type VariantBulkEdit, type VariantChangeResult } from '../../contract/catalogue-admin';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import type { LinkBuilder } from '../../lib/origin';
import { languageIds } from '../settings';
import { recordAudit, type AuditActor } from '../staff';
import { countVariants, lockProduct, lockVariants, readVariants, refreshDerivedPrices, variantIdsOf, writeVariants, type LockedVariant, type ProductRow, type VariantRow } from './catalogue.admin.queries';
import { productTitles } from './configurations.queries';
import { queueRestockMails } from './restock-mail';

/*
 * The back office's catalogue operations (area `catalogue`). Every change, its audit entries and
 * the "back in stock" mails it causes are one transaction. Writing the catalogue's tables is what
 * the storefront needs: their triggers advance the cache versions and announce the products'
 * cache tags (migrations 0001, 0014, 0015), and the product columns derived from the variants'
 * prices are recomputed here (no trigger keeps them).
 */

export type FieldProblems = Record<string, string>;
export const say = (lang: ValidationLanguage, nl: string, en: string) => (lang === 'nl' ? nl : en);

/** 422 `validation_failed` with a message per field path. */
export function invalid(problems: FieldProblems): never {
  throw new AppError('invalid_data', 'validation_failed', { fields: problems });
}

/** 422 `validation_failed` with a message per field path, when there are any. */
export function refuseProblems(problems: FieldProblems): void {
  if (Object.keys(problems).length > 0) invalid(problems);
}

const saleOf = (row: { sale: boolean; saleValue: number }) => (row.sale ? row.saleValue : 0);

function toAdminVariant(row: VariantRow): AdminVariant {
  return {
    configuration_id: row.id,
    sku: row.sku,
    product_id: row.productId,
    product_slug: row.productSlug,
    title: row.title,
    material: row.material,
    size: row.size,
    track_inventory: row.trackInventory,
    stock_qty: row.stockQty,
    cost: row.cost,
    price: salePrice(row.cost, saleOf(row)),
    product_active: row.active,
    sale_value: saleOf(row),
    sale_ends_at: row.saleEndsAt?.toISOString() ?? null,
  };
}

/** A page of variants matching the search and filters, in product order. */
export async function listAdminVariants(db: Db, query: AdminVariantQuery, locale: Locale): Promise<AdminVariantPage> {
  const ids = await languageIds(db, locale);
  // One after the other: inside a read retry the connection runs one statement at a time.
  const rows = await readVariants(db, query, ids, { limit: ADMIN_VARIANTS_PER_PAGE, offset: (query.page - 1) * ADMIN_VARIANTS_PER_PAGE });
  const total = await countVariants(db, query);
  return { items: rows.map(toAdminVariant), total, page: query.page, pages: Math.max(1, Math.ceil(total / ADMIN_VARIANTS_PER_PAGE)), per_page: ADMIN_VARIANTS_PER_PAGE };
}

/** A variant's new values; what is undefined stays. */
export interface VariantTarget {
  stockQty?: number;
  cost?: number;
}

/**
 * Writes what differs from the locked rows, recomputes the derived product prices where a price
 * changed, audits each changed variant (the changed fields before and after) and queues the "back
 * in stock" mails of variants whose stock went up to above zero. In the caller's transaction.
 */
export async function applyVariantChanges(tx: Db, locked: readonly LockedVariant[], targets: ReadonlyMap<number, VariantTarget>, actor: AuditActor, action: string, link: LinkBuilder): Promise<VariantChangeResult> {
  const writes: { id: number; stockQty: number; cost: number }[] = [];
  const repriced = new Set<number>();
  const restocked: number[] = [];
  const audits: { id: number; before: Record<string, unknown>; after: Record<string, unknown> }[] = [];
  for (const row of locked) {
    const target = targets.get(row.id);
    if (!target) continue;
    const stockQty = target.stockQty ?? row.stockQty;
    const cost = target.cost ?? row.cost;
    if (stockQty === row.stockQty && cost === row.cost) continue;
    const before: Record<string, unknown> = { sku: row.sku };
    const after: Record<string, unknown> = { sku: row.sku };
    if (stockQty !== row.stockQty) {
      before.stock_qty = row.stockQty;
      after.stock_qty = stockQty;
    }
    if (cost !== row.cost) {
      before.cost = row.cost;
      after.cost = cost;
      repriced.add(row.productId);
    }
    // Up to above zero: from sold out, or from fewer than a shopper wanted.
    if (stockQty > row.stockQty && stockQty > 0) restocked.push(row.id);
    writes.push({ id: row.id, stockQty, cost });
    audits.push({ id: row.id, before, after });
  }
  if (writes.length === 0) return { changed: 0, restock_mails: 0 };
  await writeVariants(tx, writes);
  if (repriced.size) await refreshDerivedPrices(tx, [...repriced]);
  for (const audit of audits) await recordAudit(tx, actor, { action, entity: 'product_configuration', entityId: audit.id, before: audit.before, after: audit.after });
  const restockMails = await queueRestockMails(tx, restocked, link);
  return { changed: writes.length, restock_mails: restockMails };
}

/** Saves a bulk edit: every row or none (422 with `rows.N.field` for each problem). */
export async function bulkEditVariants(db: Db, input: VariantBulkEdit, actor: AuditActor, lang: ValidationLanguage, link: LinkBuilder): Promise<VariantChangeResult> {
  const problems: FieldProblems = {};
  const firstRowOf = new Map<number, number>();
  input.rows.forEach((row, index) => {
    const earlier = firstRowOf.get(row.configuration_id);
    if (earlier !== undefined) problems[`rows.${index}.configuration_id`] = say(lang, `Deze variant staat ook in regel ${earlier}`, `This variant is in row ${earlier} too`);
    else firstRowOf.set(row.configuration_id, index);
    if (row.stock_qty === undefined && row.cost === undefined) problems[`rows.${index}.stock_qty`] = say(lang, 'Geef een voorraad of een prijs op', 'Give a stock or a price');
  });
  return db.transaction(async (tx) => {
    const locked = await lockVariants(tx, input.rows.map((row) => row.configuration_id));
    const found = new Set(locked.map((row) => row.id));
    input.rows.forEach((row, index) => {
      if (!found.has(row.configuration_id)) problems[`rows.${index}.configuration_id`] ??= say(lang, 'Deze variant bestaat niet', 'This variant does not exist');
    });
    refuseProblems(problems);
    const targets = new Map(input.rows.map((row) => [row.configuration_id, { stockQty: row.stock_qty, cost: row.cost }]));
    return applyVariantChanges(tx, locked, targets, actor, 'product_configuration.update', link);
  });
}

async function toAdminProduct(db: Db, row: ProductRow, locale: Locale): Promise<AdminCatalogueProduct> {
  const titles = await productTitles(db, [row.id], await languageIds(db, locale));
  return {
    id: row.id,
    slug: row.slug,
    title: titles.get(row.id) ?? row.slug,
    active: row.active,
    sale_value: saleOf(row),
    sale_ends_at: row.saleEndsAt?.toISOString() ?? null,
    min_cost: row.minCost,
    price: row.price ?? salePrice(row.minCost, saleOf(row)),
  };
}

/** The product columns an edit sets, or 422 naming the fields that are wrong. */
function productFields(edit: ProductEdit, lang: ValidationLanguage): Partial<Pick<ProductRow, 'sale' | 'saleValue' | 'saleEndsAt' | 'active'>> {
  const problems: FieldProblems = {};
  const fields: Partial<Pick<ProductRow, 'sale' | 'saleValue' | 'saleEndsAt' | 'active'>> = {};
  if (edit.sale) {
    const endsAt = edit.sale.ends_at ? new Date(edit.sale.ends_at) : null;
    if (endsAt && edit.sale.value === 0) problems['sale.ends_at'] = say(lang, 'Een einddatum hoort bij een afprijzing: laat hem leeg bij 0%', 'An end date belongs to a sale: leave it empty at 0%');
    else if (endsAt && endsAt.getTime() <= Date.now()) problems['sale.ends_at'] = say(lang, 'Kies een moment in de toekomst', 'Choose a moment in the future');
    Object.assign(fields, { sale: edit.sale.value > 0, saleValue: edit.sale.value, saleEndsAt: endsAt });
  }
  if (edit.active !== undefined) fields.active = edit.active;
  refuseProblems(problems);
  return fields;
}

const productAuditShape = (row: Pick<ProductRow, 'sale' | 'saleValue' | 'saleEndsAt' | 'active'>) => ({ sale_value: saleOf(row), sale_ends_at: row.saleEndsAt?.toISOString() ?? null, active: row.active });

/**
 * Sets a product's sale (0 ends it) and whether it is published; audited with the fields that
 * changed. Publishing mails the subscribers of its variants that are in stock (they were kept
 * waiting while it was not).
 */
export async function editCatalogueProduct(db: Db, id: number, edit: ProductEdit, actor: AuditActor, lang: ValidationLanguage, locale: Locale, link: LinkBuilder): Promise<AdminCatalogueProduct> {
  const fields = productFields(edit, lang);
  const saved = await db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    if (!row) throw new AppError('not_found', 'product_not_found');
    const before = productAuditShape(row);
    const after = productAuditShape({ ...row, ...fields });
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
    if (changed.length === 0) return row;
    const [updated] = await tx
      .update(products)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    const pick = (shape: typeof before) => Object.fromEntries(changed.map((key) => [key, shape[key]]));
    await recordAudit(tx, actor, { action: 'product.update', entity: 'product', entityId: id, before: pick(before), after: pick(after) });
    if (!row.active && updated!.active) await queueRestockMails(tx, await variantIdsOf(tx, id), link);
    return updated!;
  });
  return toAdminProduct(db, saved, locale);
}
