import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { adminGiftCardDetailSchema, adminGiftCardPageSchema, adminGiftCardQuerySchema, adminGiftCardSchema, giftCardCreateSchema, giftCardUpdateSchema } from '../../contract/gift-cards-admin';
import { createRouter } from '../../lib/openapi';
import { orderNumbers } from '../orders';
import { createGiftCard, listAdminGiftCards, readAdminGiftCard, updateGiftCard } from '../pricing';
import { requireStaff, staffErrorResponses } from '../staff';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: gift cards'];
const cardAnswer = { 200: { description: 'The gift card with its uses', content: json(dataEnvelope(adminGiftCardDetailSchema)) }, ...staffErrorResponses };
const idRequest = { params: idPathSchema, query: langQuerySchema };

/**
 * The back office's gift cards (admins only: the `codes` area). The cards are pricing's; the routes
 * sit in checkout because a card's uses and sale name orders by their number, and orders build on
 * pricing (as the order routes sit here for orders and payments). Every change is audited in its
 * transaction; checkout spends the same rows, so a change counts from the next cart call on.
 */
export const giftCardAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/gift-cards',
      tags,
      summary: 'Gift cards, newest first, 25 a page; `q` searches the code (any part, any case, spaces ignored). Each with its balance, what orders spent, its state and the order that bought it.',
      request: { query: adminGiftCardQuerySchema },
      responses: { 200: { description: 'A page of gift cards', content: json(dataEnvelope(adminGiftCardPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'codes');
      return c.json({ data: await listAdminGiftCards(c.var.db, c.req.valid('query'), orderNumbers) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/gift-cards',
      tags,
      summary:
        'Make a gift card: an amount in cents (`static`) or a percentage of one order (`percent`, 1–100). Without a `code` a random one is made (16 characters, 80 bits); a typed one is stored as checkout compares it (spaces removed, upper case; 8–40 letters, digits, - or _) and a taken one is 409 `gift_card_exists` (field `code`). `expires_at` in the future. With `recipient_email` the code is mailed there (in `language`) in the same transaction. 422 with a field per problem.',
      request: { query: langQuerySchema, body: { required: true, content: json(giftCardCreateSchema) } },
      responses: { 201: { description: 'The new gift card', content: json(dataEnvelope(adminGiftCardSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'codes');
      return c.json({ data: await createGiftCard(c.var.db, c.req.valid('json'), actor, c.var.validationLanguage) }, 201);
    },
  )
  .openapi(createRoute({ method: 'get', path: '/admin/gift-cards/{id}', tags, summary: 'One gift card, the lock version an edit names, and its uses (order number, amount, when), newest first.', request: idRequest, responses: cardAnswer }), async (c) => {
    requireStaff(c, 'codes');
    return c.json({ data: await readAdminGiftCard(c.var.db, c.req.valid('param').id, orderNumbers) }, 200);
  })
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/gift-cards/{id}',
      tags,
      summary:
        "Save a gift card's expiry, active/blocked and recipient, and optionally adjust a static card's balance by `adjustment.amount` cents with a `reason` (both audited), when `lock_version` is its current one (else 409 `edit_conflict`, nothing written). The balance never goes below zero — what orders spent stays spent — and a percentage card has none to adjust: 422 on `adjustment.amount`.",
      request: { ...idRequest, body: { required: true, content: json(giftCardUpdateSchema) } },
      responses: cardAnswer,
    }),
    async (c) => {
      const actor = requireStaff(c, 'codes');
      return c.json({ data: await updateGiftCard(c.var.db, c.req.valid('param').id, c.req.valid('json'), actor, c.var.validationLanguage, orderNumbers) }, 200);
    },
  );
