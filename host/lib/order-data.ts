import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '../../domain/locale';
import { ApiError } from '../../kit/data/client';
import { dateFormatOf } from '../../kit/format/date';
import { parseOrderId } from '../../kit/orders/orders';
import { getBootstrap } from './api';
import { customerRead } from './session';

/** The order's page is the not-found page when the id is no order id, or the API answers 404 (another customer's too). */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
}

/** One of the customer's orders by the route's id segment, once per request (metadata and page share it). */
export const loadOrder = cache(async (locale: Locale, segment: string) => {
  const id = parseOrderId(segment);
  if (id === null) notFound();
  return orNotFound(() => customerRead(locale, (api) => api.order(id)));
});

/** The tracking of one of the customer's orders, once per request. */
export const loadTracking = cache(async (locale: Locale, segment: string) => {
  const id = parseOrderId(segment);
  if (id === null) notFound();
  return orNotFound(() => customerRead(locale, (api) => api.tracking(id)));
});

/** A page of the customer's orders (10 per page, the API's default). */
export const ORDERS_PER_PAGE = 10;
export const loadOrders = cache((locale: Locale, page: number) => customerRead(locale, (api) => api.orders({ page, count: ORDERS_PER_PAGE })));

/** What the order pages take from bootstrap: the date format (spec section 5), status titles and return reasons. */
export const orderSettings = cache(async (locale: Locale) => {
  const bootstrap = await getBootstrap(locale);
  return {
    dateFormat: dateFormatOf(bootstrap.settings.date_format),
    statuses: bootstrap.order_statuses,
    reasons: bootstrap.allowed_return_reasons,
  };
});
