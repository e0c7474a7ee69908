'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogueProduct, AdminVariantPage, CsvImportResult, ProductEdit, VariantChange, VariantChangeResult } from '../../../api/contract/catalogue-admin';
import type { Locale } from '../../../domain/locale';
import { ADMIN_API, AdminApiError, adminFetch, dataOf } from '../admin-api';
import type { adminMessages } from '../messages';

export type CatalogueTexts = (typeof adminMessages)['nl']['catalogue'];

/** Kept under its old name for the screens that catch it: the one error of the back office's API. */
export { AdminApiError as CatalogueError };

export interface VariantQuery {
  q: string;
  stock: 'all' | 'out' | 'low';
  published: 'all' | 'published' | 'unpublished';
  page: number;
}

const variantsKey = ['catalogue-variants'] as const;

/** A page of variants (the previous page stays shown while the next loads). */
export function useVariantPage(query: VariantQuery, lang: Locale) {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.stock !== 'all') params.set('stock', query.stock);
  if (query.published !== 'all') params.set('published', query.published);
  if (query.page > 1) params.set('page', String(query.page));
  return useQuery({ queryKey: [...variantsKey, query, lang], queryFn: async () => dataOf(await adminFetch<AdminVariantPage>(`/catalogue/variants?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** Where the back office downloads the catalogue as CSV (titles in `lang`). */
export const catalogueExportUrl = (lang: Locale) => `${ADMIN_API}/catalogue/export?lang=${lang}`;

/** Sends a CSV file's text to the import. */
async function postCsv(text: string, lang: Locale): Promise<CsvImportResult> {
  const response = await fetch(`${ADMIN_API}/catalogue/import?lang=${lang}`, { method: 'POST', headers: { 'content-type': 'text/csv; charset=utf-8' }, body: text });
  return dataOf({ status: response.status, headers: response.headers, body: await response.json().catch(() => null) });
}

/** Saving variants in bulk, a product's sale and publishing, and a CSV import; each refreshes the list. */
export function useCatalogueMutations(lang: Locale) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: variantsKey });
  return {
    saveVariants: useMutation({
      mutationFn: async (rows: VariantChange[]) => dataOf(await adminFetch<VariantChangeResult>('/catalogue/variants', 'PATCH', { rows }, lang)),
      onSuccess: refresh,
    }),
    saveProduct: useMutation({
      mutationFn: async ({ id, edit }: { id: number; edit: ProductEdit }) => dataOf(await adminFetch<AdminCatalogueProduct>(`/catalogue/products/${id}`, 'PATCH', edit, lang)),
      onSuccess: refresh,
    }),
    importCsv: useMutation({ mutationFn: (text: string) => postCsv(text, lang), onSuccess: refresh }),
  };
}
