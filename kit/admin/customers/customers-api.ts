'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminCustomerPage, CustomerErasure } from '../../../api/contract/customers-admin';
import type { Locale } from '../../../domain/locale';
import { ADMIN_API, AdminApiError, adminFetch, dataOf } from '../admin-api';
import type { adminMessages } from '../messages';

export type CustomerTexts = (typeof adminMessages)['nl']['customers'];

/** Kept under its old name for the screens that catch it: the one error of the back office's API. */
export { AdminApiError as CustomerError };

/** The alert a refused erasure shows: the refusal's own text, or a generic one (never the API's raw message). */
export function customerErrorText(error: unknown, texts: CustomerTexts): string {
  if (error instanceof AdminApiError && error.status === 422) return texts.eraseMismatch;
  if (error instanceof AdminApiError) return (texts.errors as Record<string, string>)[error.code] ?? texts.failed;
  return texts.failed;
}

/** Where the browser downloads a customer's data export (the staff cookie's path carries the session). */
export const customerExportHref = (id: number) => `${ADMIN_API}/customers/${id}/export`;
/** Where the browser downloads the confirmed newsletter subscribers. */
export const NEWSLETTER_CSV_HREF = `${ADMIN_API}/newsletter-subscribers.csv`;

export interface CustomerQuery {
  q: string;
  page: number;
}

/** A page of customers (the previous page stays shown while the next loads). */
export function useCustomerPage(query: CustomerQuery, lang: Locale) {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return useQuery({ queryKey: ['customers', 'list', query], queryFn: async () => dataOf(await adminFetch<AdminCustomerPage>(`/customers?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** Erasing a customer with their e-mail address typed again; answers what was erased (counts). */
export function useEraseCustomer(id: number, lang: Locale) {
  return useMutation({ mutationFn: async (confirmEmail: string) => dataOf(await adminFetch<CustomerErasure>(`/customers/${id}/erase`, 'POST', { confirm_email: confirmEmail }, lang)) });
}
