'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderPage, AdminReturnPage, BankTransferRequest, CancelOrderRequest, OrderNoteRequest, RefundRequest, ReturnActionRequest, ShipmentRequest } from '../../../api/contract/orders-admin';
import type { ReturnAction } from '../../../domain/orders/order-rules';
import type { Locale } from '../../../domain/locale';
import { AdminApiError, adminFetch, dataOf } from '../admin-api';
import type { adminMessages } from '../messages';

export type OrderTexts = (typeof adminMessages)['nl']['orders'];

/** Kept under its old name for the screens that catch it: the one error of the back office's API. */
export { AdminApiError as OrderActionError };

/** The alert a refused action shows: the conflict's own text, or a generic one (never the API's raw message). */
export function actionErrorText(error: unknown, texts: OrderTexts): string {
  if (!(error instanceof AdminApiError)) return texts.failed;
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
  return useQuery({ queryKey: [...ordersKey, 'list', query], queryFn: async () => dataOf(await adminFetch<AdminOrderPage>(`/orders?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** One order, starting from what the server rendered. */
export function useOrder(order: AdminOrder, lang: Locale) {
  return useQuery({ queryKey: [...ordersKey, 'one', order.id], queryFn: async () => dataOf(await adminFetch<AdminOrder>(`/orders/${order.id}`, 'GET', undefined, lang)), initialData: order });
}

/** The actions on one order; each answers the order as it is afterwards, which replaces the cached one. */
export function useOrderActions(id: number, lang: Locale) {
  const client = useQueryClient();
  const settle = (order: AdminOrder) => {
    client.setQueryData([...ordersKey, 'one', id], order);
    void client.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
  };
  const post = <T>(path: string) => async (body: T) => dataOf(await adminFetch<AdminOrder>(`/orders/${id}/${path}`, 'POST', body, lang));
  return {
    bankTransfer: useMutation({ mutationFn: post<BankTransferRequest>('bank-transfer'), onSuccess: settle }),
    ship: useMutation({ mutationFn: post<ShipmentRequest>('shipments'), onSuccess: settle }),
    note: useMutation({ mutationFn: post<OrderNoteRequest>('notes'), onSuccess: settle }),
    cancel: useMutation({ mutationFn: post<CancelOrderRequest>('cancel'), onSuccess: settle }),
    delivered: useMutation({ mutationFn: post<Record<string, never>>('delivered'), onSuccess: settle }),
    refund: useMutation({ mutationFn: post<RefundRequest>('refunds'), onSuccess: settle }),
    returnStep: useMutation({
      mutationFn: async ({ returnId, action, ...body }: ReturnActionRequest & { returnId: number; action: ReturnAction }) =>
        dataOf(await adminFetch<AdminOrder>(`/returns/${returnId}/${action}`, 'POST', body, lang)),
      onSuccess: (order: AdminOrder) => {
        settle(order);
        void client.invalidateQueries({ queryKey: [...ordersKey, 'returns'] });
      },
    }),
  };
}

/** A page of the returns queue (open requests, oldest first). */
export function useReturnPage(page: number, lang: Locale) {
  const params = page > 1 ? `?page=${page}` : '';
  return useQuery({ queryKey: [...ordersKey, 'returns', page], queryFn: async () => dataOf(await adminFetch<AdminReturnPage>(`/returns${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}
