import { RETURN_TYPE } from '../../domain/orders/order-rules';
import { format } from '../../domain/forms/form-rules';

/**
 * The return form's rules (POST /returns/request) as plain data and pure functions: checked in
 * the browser before sending, the API's 422 `fields` mapped back onto the same fields.
 */

/** api/contract/orders.ts `returnRequestInputSchema`: comment at most 2000 characters. */
export const RETURN_COMMENT_MAX_LENGTH = 2000;

/** One line that may be sent back, as the form knows it. */
export interface ReturnLine {
  /** The order_product id. */
  id: number;
  /** Units that may still be returned (0..returnable_quantity). */
  max: number;
  /** The quantity field's name in messages, e.g. "Aantal van Ring Aurora". */
  label: string;
}

export interface ReturnFormValues {
  /** '1' refund or '2' repair (spec section 3 return types). */
  type: string;
  /** An id of bootstrap's `allowed_return_reasons`. */
  reason: string;
  comment: string;
  /** Typed quantity per line id; '' counts as 0. */
  quantities: Record<string, string>;
}

/** The spec's validation texts the form uses (domain/messages/validation-messages.ts), plus its own. */
export interface ReturnFormTexts {
  required: string;
  max: string;
  invalid: string;
  maxValue: string;
  /** No line has a quantity above 0. */
  noItems: string;
}

export interface ReturnFieldNames {
  type: string;
  reason: string;
  comment: string;
}

/** Error keys: `type`, `reason`, `comment`, `items` (the group) and `quantity.<line id>`. */
export const quantityKey = (lineId: number) => `quantity.${lineId}`;

const returnTypes = new Set(Object.values(RETURN_TYPE).map(String));

/** The typed quantity as a number; null when it is not a whole number. */
function quantityOf(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  if (text === '') return 0;
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/** Every failing field with its message, in the form's order. */
export function validateReturnForm(values: ReturnFormValues, lines: readonly ReturnLine[], reasons: readonly string[], texts: ReturnFormTexts, names: ReturnFieldNames): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!returnTypes.has(values.type)) errors.type = format(values.type ? texts.invalid : texts.required, { field: names.type });
  if (!values.reason) errors.reason = format(texts.required, { field: names.reason });
  else if (!reasons.includes(values.reason)) errors.reason = format(texts.invalid, { field: names.reason });
  let chosen = 0;
  for (const line of lines) {
    const quantity = quantityOf(values.quantities[String(line.id)]);
    if (quantity === null) errors[quantityKey(line.id)] = format(texts.invalid, { field: line.label });
    else if (quantity > line.max) errors[quantityKey(line.id)] = format(texts.maxValue, { field: line.label, n: line.max });
    else chosen += quantity;
  }
  const anyQuantityError = lines.some((line) => quantityKey(line.id) in errors);
  if (chosen === 0 && !anyQuantityError) errors.items = texts.noItems;
  if (values.comment.trim().length > RETURN_COMMENT_MAX_LENGTH) errors.comment = format(texts.max, { field: names.comment, n: RETURN_COMMENT_MAX_LENGTH });
  return errors;
}

export interface ReturnRequestBody {
  order_id: number;
  type: number;
  reason: string;
  comment?: string;
  items: { order_product_id: number; quantity: number }[];
}

/** The body of a valid form: lines with a quantity above 0, in the order's order; no empty comment. */
export function returnRequestBody(orderId: number, values: ReturnFormValues, lines: readonly ReturnLine[]): ReturnRequestBody {
  const items = lines
    .map((line) => ({ order_product_id: line.id, quantity: quantityOf(values.quantities[String(line.id)]) ?? 0 }))
    .filter((item) => item.quantity > 0);
  const comment = values.comment.trim();
  return { order_id: orderId, type: Number(values.type), reason: values.reason, ...(comment ? { comment } : {}), items };
}

/**
 * The API's 422 `fields` on the form: `items.N.quantity` and `items.N.order_product_id` name the
 * N-th line sent, so they land on that line's quantity; `reason`, `type`, `comment` on their
 * fields; the rest (`order_id`, …) become the form's error.
 */
export function mapReturnFieldErrors(fields: Record<string, string>, sent: ReturnRequestBody['items']): { fields: Record<string, string>; other: string[] } {
  const mapped: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const item = /^items\.(\d+)(?:\.(quantity|order_product_id))?$/.exec(path);
    const line = item ? sent[Number(item[1])] : undefined;
    if (line) mapped[quantityKey(line.order_product_id)] ??= message;
    else if (path === 'items') mapped.items ??= message;
    else if (path === 'reason' || path === 'type' || path === 'comment') mapped[path] ??= message;
    else other.push(message);
  }
  return { fields: mapped, other };
}
