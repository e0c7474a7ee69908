'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMedia, AdminMediaPage, MediaUsage } from '../../../api/contract/media';
import type { Locale } from '../../../domain/locale';
import { ADMIN_API, AdminApiError, adminFetch, dataOf } from '../admin-api';

export interface MediaQuery {
  search: string;
  kind: '' | 'photo' | 'drawing';
  page: number;
}

/** Kept under its old name for the screens that catch it: the one error of the back office's API (its message is the API's). */
export { AdminApiError as MediaError };

const listKey = ['media', 'list'] as const;

/** A page of the library (the previous page stays shown while the next loads). */
export function useMediaPage(query: MediaQuery, lang: Locale) {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.kind) params.set('kind', query.kind);
  if (query.page > 1) params.set('page', String(query.page));
  return useQuery({
    queryKey: [...listKey, query],
    queryFn: async () => dataOf(await adminFetch<AdminMediaPage>(`/media?${params}`, 'GET', undefined, lang)),
    placeholderData: keepPreviousData,
  });
}

/** One file with where it is used. */
export function useMediaItem(id: number | null, lang: Locale) {
  return useQuery({
    queryKey: ['media', 'item', id],
    enabled: id !== null,
    queryFn: async () => dataOf(await adminFetch<AdminMedia & { usage: MediaUsage[] }>(`/media/${id}`, 'GET', undefined, lang)),
  });
}

/** Uploads one file (multipart); `created` is false when the same bytes were there already. */
export async function uploadMediaFile(file: File, lang: Locale): Promise<{ media: AdminMedia; created: boolean }> {
  const form = new FormData();
  form.set('file', file);
  const response = await fetch(`${ADMIN_API}/media?lang=${lang}`, { method: 'POST', body: form });
  const body = (await response.json().catch(() => null)) as { data?: AdminMedia; error?: { code?: string; message: string; fields?: Record<string, string> } } | null;
  if (!response.ok || !body?.data) {
    const fields = body?.error?.fields ?? {};
    throw new AdminApiError(response.status, body?.error?.code ?? 'unexpected', fields, Object.values(fields)[0] ?? body?.error?.message ?? response.statusText);
  }
  return { media: body.data, created: response.status === 201 };
}

/** Upload, alt-text and delete mutations; each refreshes the lists and the item. */
export function useMediaMutations(lang: Locale) {
  const client = useQueryClient();
  const refresh = (id?: number) => {
    void client.invalidateQueries({ queryKey: listKey });
    if (id !== undefined) void client.invalidateQueries({ queryKey: ['media', 'item', id] });
  };
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadMediaFile(file, lang), onSuccess: () => refresh() }),
    saveAlt: useMutation({
      mutationFn: async ({ id, alt }: { id: number; alt: { nl: string; en: string } }) => dataOf(await adminFetch<AdminMedia>(`/media/${id}`, 'PATCH', { alt }, lang)),
      onSuccess: (saved) => refresh(saved.id),
    }),
    remove: useMutation({
      mutationFn: async (id: number) => {
        const answer = await adminFetch<null>(`/media/${id}`, 'DELETE', undefined, lang);
        if (answer.status !== 204) throw new AdminApiError(answer.status, answer.body?.error?.code ?? 'unexpected', answer.body?.error?.fields ?? {}, answer.body?.error?.message);
        return id;
      },
      onSuccess: (id) => refresh(id),
    }),
  };
}

/** The smallest copy that still fills `width` CSS pixels on a 2× screen: for thumbnails. */
export function thumbnailUrl(file: Pick<AdminMedia, 'url' | 'variants'>, width = 240): string {
  return file.variants.find((variant) => variant.width >= width * 2)?.url ?? file.variants.at(-1)?.url ?? file.url;
}
