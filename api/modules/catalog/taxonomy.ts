import { asc, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { referenceRead } from '../../lib/reference-cache';
import { pickTranslations, type LanguageIds } from '../settings';

interface TaxonomyTable extends PgTable {
  id: AnyPgColumn;
  sku: AnyPgColumn;
  slug: AnyPgColumn;
  sortOrder: AnyPgColumn;
}

interface TranslationTable extends PgTable {
  languageId: AnyPgColumn;
  title: AnyPgColumn;
}

export interface TaxonRow {
  id: number;
  sku: string;
  slug: string;
  title: string;
  description: string | null;
  sort_order: number;
}

/**
 * Reads a sorted taxonomy (categories, collections, stones, ...) with titles in the requested
 * language, falling back to the default language. Kept in the reference cache: collections until
 * a collection changes, the others until the taxonomy does.
 */
export function readTaxonomy(db: Db, table: TaxonomyTable, translations: TranslationTable, ownerColumn: AnyPgColumn, ids: LanguageIds): Promise<TaxonRow[]> {
  const name = getTableName(table);
  return referenceRead(db, `taxonomy:${name}:${ids.id}:${ids.defaultId}`, [name === 'collections' ? 'collection' : 'taxonomy'], () => loadTaxonomy(db, table, translations, ownerColumn, ids));
}

async function loadTaxonomy(db: Db, table: TaxonomyTable, translations: TranslationTable, ownerColumn: AnyPgColumn, ids: LanguageIds): Promise<TaxonRow[]> {
  const rows = (await db
    .select({ id: table.id, sku: table.sku, slug: table.slug, sortOrder: table.sortOrder })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id))) as { id: number; sku: string; slug: string; sortOrder: number }[];
  const texts = (await db
    .select({
      owner: ownerColumn,
      languageId: translations.languageId,
      title: translations.title,
      description: 'description' in translations ? (translations.description as AnyPgColumn) : sql<null>`NULL`,
    })
    .from(translations)
    .where(inArray(translations.languageId, [ids.id, ids.defaultId]))) as {
    owner: number;
    languageId: number;
    title: string;
    description: string | null;
  }[];
  const picked = pickTranslations(texts, (row) => row.owner, ids);
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    title: picked.get(row.id)?.title ?? row.slug,
    description: picked.get(row.id)?.description ?? null,
    sort_order: row.sortOrder,
  }));
}

/** Groups (key, value) pairs into key -> sorted unique values. */
export function groupIds(pairs: { key: number; value: number }[]): Map<number, number[]> {
  const out = new Map<number, Set<number>>();
  for (const { key, value } of pairs) {
    let set = out.get(key);
    if (!set) out.set(key, (set = new Set()));
    set.add(value);
  }
  return new Map([...out].map(([key, set]) => [key, [...set].sort((a, b) => a - b)]));
}

