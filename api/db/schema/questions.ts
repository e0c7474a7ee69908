import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/* The table of the questions module (api/modules/questions). */

/** A shopper's question, about a product or in general; mailed to the shop. Plain text. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    language: text('language').notNull().default('nl'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_questions_product_idx').on(t.productId)],
);
