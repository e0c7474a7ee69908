import { eq } from 'drizzle-orm';
import { returnFieldMessages, type ReturnFieldTexts } from '../../../domain/messages/order-messages';
import { PAYMENT_STATUS, RETURN_TYPE } from '../../../domain/orders/order-rules';
import type { ReturnRequest, ReturnRequestInput } from '../../contract/orders';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { orders, returnRequests } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { readSettings } from '../settings';
import { toReturnRequest, windowOf } from './order-shape';
import { lockCustomerOrder, readOrderLines, readReturnRequests, requestedQuantities, type OrderProductRow, type OrderRow } from './orders.queries';
import { orderNotFound } from './orders.service';
import { recordOrderEvent } from './place-order';

type Refusal = keyof ReturnFieldTexts;
interface Problem {
  code: Refusal;
  field: string;
  values?: Record<string, string | number>;
}

/** The reason must be one of bootstrap's `allowed_return_reasons` (422 on `reason`). */
async function checkReason(db: Db, reason: string, lang: ValidationLanguage): Promise<void> {
  const allowed = (await readSettings(db, 'nl')).get('allowed_return_reasons') as { id: string }[] | undefined;
  if (!allowed?.some((entry) => entry.id === reason)) {
    throw new AppError('invalid_data', 'validation_failed', { fields: { reason: formatMessage(validationMessages[lang].invalid, { field: 'Reason' }) } });
  }
}

/**
 * Checks every requested line against the return rule (domain/orders/order-rules.ts
 * `returnWindow`): the order paid and delivered (refused on `order_id`), the line part of the
 * order and inside its window (`items.N.order_product_id`), no more units than are left
 * (`items.N.quantity`).
 */
function findProblems(order: OrderRow, lines: OrderProductRow[], held: Map<number, number>, items: ReturnRequestInput['items'], now: Date): Problem[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const problems: Problem[] = [];
  for (const [index, item] of items.entries()) {
    const line = byId.get(item.order_product_id);
    if (!line) {
      problems.push({ code: 'order_product_not_found', field: `items.${index}.order_product_id` });
      continue;
    }
    const window = windowOf(order, line, held.get(line.id) ?? 0, now);
    if (window.refusal === 'order_not_paid' || window.refusal === 'order_not_delivered') {
      problems.push({ code: window.refusal, field: 'order_id' });
    } else if (window.refusal === 'return_window_closed') {
      problems.push({ code: window.refusal, field: `items.${index}.order_product_id`, values: { date: window.until!.toISOString().slice(0, 10) } });
    } else if (item.quantity > window.quantity) {
      problems.push({ code: 'return_quantity_exceeded', field: `items.${index}.quantity`, values: { n: window.quantity } });
    }
  }
  return problems;
}

/** A 422 naming each refused field; the code is the first refusal's. */
function refusal(problems: Problem[], lang: ValidationLanguage): AppError {
  const texts = returnFieldMessages[lang];
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= formatMessage(texts[problem.code], problem.values ?? {});
  return new AppError('invalid_data', problems[0]!.code, { fields });
}

/**
 * POST /returns/request. In one transaction with the order's row locked (so two requests for
 * the last unit cannot both pass): the rules above, the request stored as `requested`, a refund
 * request moves a paid order to 6 returnRequested, and the order's history records it.
 */
export async function requestReturn(db: Db, userId: number, input: ReturnRequestInput, lang: ValidationLanguage): Promise<ReturnRequest> {
  await checkReason(db, input.reason, lang);
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, userId, input.order_id);
    if (!order) throw orderNotFound();
    const lines = await readOrderLines(tx, order.id);
    const requests = await readReturnRequests(tx, order.id);
    const problems = findProblems(order, lines, requestedQuantities(requests), input.items, new Date());
    if (problems.length) throw refusal(problems, lang);
    const [row] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        userId,
        type: input.type,
        reason: input.reason,
        comment: input.comment || null,
        items: input.items.map((item) => ({ order_product_id: item.order_product_id, quantity: item.quantity })),
      })
      .returning();
    const refund = input.type === RETURN_TYPE.refund;
    if (refund && order.paymentStatus === PAYMENT_STATUS.paid) {
      await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.returnRequested, updatedAt: new Date() }).where(eq(orders.id, order.id));
    }
    await recordOrderEvent(tx, order.id, refund ? 'return_requested' : 'repair_requested');
    return toReturnRequest(row!);
  });
}
