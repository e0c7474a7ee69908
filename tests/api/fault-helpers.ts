import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../../api/db/client';
import { listenForMail } from '../e2e/mailbox';

/*
 * Shared by the fault-injection suites (fault-postgres.test.ts, fault-pglite.test.ts): a client that
 * checks out the way a shopper's browser retries, a mail server that counts what it receives, and
 * the consistency checks run in SQL afterwards.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are read by the assertions
export type Answer = { status: number; body: any; headers: Headers };
/** One API call; throws when no answer came (the server died). */
export type Send = (method: string, path: string, body?: unknown) => Promise<Answer>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the clients saw. */
export class Figures {
  readonly statuses = new Map<number, number>();
  /** 503s without Retry-After or without the JSON error shape (must stay 0). */
  badUnavailable = 0;
  /** Calls that got no answer at all (the server was killed). */
  noAnswer = 0;

  record(answer: Answer): void {
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 503 && !(Number(answer.headers.get('retry-after')) > 0 && answer.body?.error?.code === 'database_unavailable' && typeof answer.body.error.message === 'string')) {
      this.badUnavailable++;
    }
  }

  count(predicate: (status: number) => boolean): number {
    return [...this.statuses].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
  }

  summary(): string {
    return [...this.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ');
  }
}

export interface CheckoutOutcome {
  /** The final answer's status (200 placed, 409 out of stock …), or 0 when the server never answered. */
  status: number;
  order?: { id: number; po_number: string };
}

/**
 * Places a cart's bank-transfer order as a client would: after a 503 it waits and sends the same
 * request with the same cart again; any other answer is final. Then reads the order back (a GET,
 * which the API retries itself before answering 503). `giveUpOnNoAnswer`: a dead server ends the
 * attempt (the caller retries after the restart) instead of counting as an answer.
 */
export async function checkoutAsClient(send: Send, cart: string, figures: Figures, options: { giveUpOnNoAnswer?: boolean } = {}): Promise<CheckoutOutcome> {
  for (let attempt = 0; attempt < 100; attempt++) {
    let answer: Answer;
    try {
      answer = await send('POST', '/api/v1/carts/checkout/finish-immediately', { cart_unique_id: cart, type: 'bank_transfer' });
    } catch (error) {
      figures.noAnswer++;
      if (options.giveUpOnNoAnswer) return { status: 0 };
      throw error;
    }
    figures.record(answer);
    if (answer.status === 503) {
      await sleep(20 + Math.random() * 60);
      continue;
    }
    if (answer.status !== 200) return { status: answer.status };
    const { id, po_number } = answer.body.data.order as { id: number; po_number: string };
    const order = { id, po_number };
    for (let read = 0; read < 100; read++) {
      let shown: Answer;
      try {
        shown = await send('GET', `/api/v1/checkout/get-order?cart_unique_id=${cart}&order_id=${order.id}`);
      } catch (error) {
        figures.noAnswer++;
        if (options.giveUpOnNoAnswer) return { status: 200, order };
        throw error;
      }
      figures.record(shown);
      if (shown.status !== 503) {
        expect(shown.status).toBe(200);
        expect(shown.body.data.po_number).toBe(order.po_number);
        break;
      }
      await sleep(20);
    }
    return { status: 200, order };
  }
  throw new Error(`cart ${cart}: still 503 after 100 attempts`);
}

export interface ReceivedMail {
  messageId: string;
  subject: string;
}

/** A local SMTP server that keeps what it receives (the e2e runs' own, tests/e2e/mailbox.ts). */
export async function startMailSink(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = await listenForMail(0, (mail) => {
    received.push({ messageId: mail.messageId ?? '', subject: mail.subject ?? '' });
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const poNumberIn = (subject: string) => /AU-\d{4}-\d+/.exec(subject)?.[0];

export interface Consistency {
  orders: { id: number; po_number: string; unique_id: string }[];
  /** Orders without lines, or whose lines do not hold their cart's units. */
  halfOrders: number[];
  /** Carts marked ordered without an order, and orders whose cart is not marked ordered. */
  unmarkedCarts: string[];
  /** Configurations whose stock moved by other than the units ordered. */
  stockMismatches: { id: number; taken: number; ordered: number }[];
  /** Confirmation rows per order number. */
  confirmations: Map<string, { sent: boolean; attempts: number }[]>;
}

/**
 * Reads back what the checkouts of `carts` left in the database: the orders, and everything that
 * must hold for each — its lines, its cart closed, the stock it took, its confirmation mail.
 */
export async function checkConsistency(db: Db, carts: string[], stock: { id: number; initial: number }[]): Promise<Consistency> {
  const ids = sql.join(
    carts.map((id) => sql`${id}`),
    sql`, `,
  );
  const orders = await queryRows<{ id: number; po_number: string; unique_id: string }>(
    db,
    sql`SELECT o.id, o.po_number, c.unique_id FROM orders o JOIN carts c ON c.id = o.cart_id WHERE c.unique_id IN (${ids}) ORDER BY o.id`,
  );
  const half = await queryRows<{ id: number }>(
    db,
    sql`SELECT o.id FROM orders o JOIN carts c ON c.id = o.cart_id
        WHERE c.unique_id IN (${ids})
          AND coalesce((SELECT sum(quantity) FROM order_products p WHERE p.order_id = o.id), 0)
              <> (SELECT sum(quantity) FROM cart_items i WHERE i.cart_id = c.id)`,
  );
  const unmarked = await queryRows<{ unique_id: string }>(
    db,
    sql`SELECT c.unique_id FROM carts c LEFT JOIN orders o ON o.cart_id = c.id
        WHERE c.unique_id IN (${ids}) AND (c.ordered_at IS NULL) <> (o.id IS NULL)`,
  );
  const stockMismatches: Consistency['stockMismatches'] = [];
  for (const { id, initial } of stock) {
    const [row] = await queryRows<{ now: number; ordered: number }>(
      db,
      sql`SELECT (SELECT stock_qty FROM product_configurations WHERE id = ${id}) AS now,
                 (SELECT coalesce(sum(p.quantity), 0)::int FROM order_products p JOIN orders o ON o.id = p.order_id JOIN carts c ON c.id = o.cart_id
                   WHERE p.product_configuration_id = ${id} AND c.unique_id IN (${ids})) AS ordered`,
    );
    const taken = initial - Number(row!.now);
    if (taken !== Number(row!.ordered)) stockMismatches.push({ id, taken, ordered: Number(row!.ordered) });
  }
  const mails = await queryRows<{ subject: string; sent_at: Date | null; attempts: number }>(db, sql`SELECT subject, sent_at, attempts FROM mail_outbox WHERE kind = 'order_confirmation'`);
  const confirmations = new Map<string, { sent: boolean; attempts: number }[]>();
  for (const mail of mails) {
    const po = poNumberIn(mail.subject);
    if (po) confirmations.set(po, [...(confirmations.get(po) ?? []), { sent: mail.sent_at !== null, attempts: mail.attempts }]);
  }
  return { orders, halfOrders: half.map((row) => row.id), unmarkedCarts: unmarked.map((row) => row.unique_id), stockMismatches, confirmations };
}
