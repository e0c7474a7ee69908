'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderPage, BankTransferRequest, CancelOrderRequest, OrderNoteRequest, ShipmentRequest } from '../../../api/contract/orders-admin';
import type { Locale } from '../../../domain/locale';
import { adminFetch, type AdminAnswer } from '../admin-api';
import type { FieldErrors } from '../form-parts';
import type { adminMessages } from '../messages';

export type OrderTexts = (typeof adminMessages)['nl']['orders'];

/** What went wrong, as the API says it: the status, the stable code and each field's problem. */
export class OrderActionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: FieldErrors = {},
  ) {
    super(code);
  }
}

function data<T>(answer: AdminAnswer<T>): T {
  if (answer.status >= 200 && answer.status < 300) return answer.body?.data as T;
  throw new OrderActionError(answer.status, answer.body?.error?.code ?? 'unexpected', answer.status === 422 ? answer.body?.error?.fields : {});
}

/** The alert a refused action shows: the conflict's own text, or a generic one (never the API's raw message). */
export function actionErrorText(error: unknown, texts: OrderTexts): string {
  if (!(error instanceof OrderActionError)) return texts.failed;
  if (error.status === 422) return texts.invalid;
  return (texts.errors as Record<string, string>)[error.code] ?? texts.failed;
}

export interface OrderQuery {
  q: string;
  payment_status: string;
  fulfillment_status: string;
  payment_method: string;
  from: string;
  to: string;
  page: number;
}

const ordersKey = ['orders'] as const;

/** A page of orders (the previous page stays shown while the next loads). */
export function useOrderPage(query: OrderQuery, lang: Locale) {
  const params = new URLSearchParams();
  for (const name of ['q', 'payment_status', 'fulfillment_status', 'payment_method', 'from', 'to'] as const) {
    const value = query[name].trim();
    if (value) params.set(name, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return useQuery({ queryKey: [...ordersKey, 'list', query], queryFn: async () => data(await adminFetch<AdminOrderPage>(`/orders?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** One order, starting from what the server rendered. */
export function useOrder(order: AdminOrder, lang: Locale) {
  return useQuery({ queryKey: [...ordersKey, 'one', order.id], queryFn: async () => data(await adminFetch<AdminOrder>(`/orders/${order.id}`, 'GET', undefined, lang)), initialData: order });
}

/** The actions on one order; each answers the order as it is afterwards, which replaces the cached one. */
export function useOrderActions(id: number, lang: Locale) {
  const client = useQueryClient();
  const settle = (order: AdminOrder) => {
    client.setQueryData([...ordersKey, 'one', id], order);
    void client.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
  };
  const post = <T>(path: string) => async (body: T) => data(await adminFetch<AdminOrder>(`/orders/${id}/${path}`, 'POST', body, lang));
  return {
    bankTransfer: useMutation({ mutationFn: post<BankTransferRequest>('bank-transfer'), onSuccess: settle }),
    ship: useMutation({ mutationFn: post<ShipmentRequest>('shipments'), onSuccess: settle }),
    note: useMutation({ mutationFn: post<OrderNoteRequest>('notes'), onSuccess: settle }),
    cancel: useMutation({ mutationFn: post<CancelOrderRequest>('cancel'), onSuccess: settle }),
  };
}
