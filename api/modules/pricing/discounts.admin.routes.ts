import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { adminDiscountCodePageSchema, adminDiscountCodeQuerySchema, adminDiscountCodeSchema, discountCodeInputSchema, discountCodeRemovalSchema, discountCodeUpdateSchema } from '../../contract/pricing-admin';
import { createRouter } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import { createDiscountCode, listAdminDiscountCodes, readAdminDiscountCode, removeDiscountCode, updateDiscountCode } from './discounts.admin';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: discount codes'];
const codeAnswer = { 200: { description: 'The discount code', content: json(dataEnvelope(adminDiscountCodeSchema)) }, ...staffErrorResponses };
const idRequest = { params: idPathSchema, query: langQuerySchema };
const fieldRules =
  'The code is stored as checkout compares it (spaces removed, upper case; 3–40 letters, digits, - or _). 422 with a field per problem: a percentage outside 1–100, `ends_at` not after `starts_at`, a `usage_limit` below the uses so far, a used code renamed. A code another one has is 409 `discount_code_exists` (field `code`)';

/**
 * The back office's discount codes (admins only: the `codes` area). Every change is audited in its
 * transaction; checkout reads the same rows, so a change counts from the next cart call on.
 */
export const discountCodeAdminRoutes = createRouter()
  .openapi(
    createRoute({ method: 'get', path: '/admin/discount-codes', tags, summary: 'Discount codes, newest first, 25 a page; `q` searches the code (any part, any case). Each with its uses so far.', request: { query: adminDiscountCodeQuerySchema }, responses: { 200: { description: 'A page of codes', content: json(dataEnvelope(adminDiscountCodePageSchema)) }, ...staffErrorResponses } }),
    async (c) => {
      requireStaff(c, 'codes');
      return c.json({ data: await listAdminDiscountCodes(c.var.db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/discount-codes', tags, summary: `Make a discount code. ${fieldRules}.`, request: { query: langQuerySchema, body: { required: true, content: json(discountCodeInputSchema) } }, responses: { 201: codeAnswer[200], ...staffErrorResponses } }),
    async (c) => {
      const actor = requireStaff(c, 'codes');
      return c.json({ data: await createDiscountCode(c.var.db, c.req.valid('json'), actor, c.var.validationLanguage) }, 201);
    },
  )
  .openapi(createRoute({ method: 'get', path: '/admin/discount-codes/{id}', tags, summary: 'One discount code and the lock version an edit names.', request: idRequest, responses: codeAnswer }), async (c) => {
    requireStaff(c, 'codes');
    return c.json({ data: await readAdminDiscountCode(c.var.db, c.req.valid('param').id) }, 200);
  })
  .openapi(
    createRoute({ method: 'put', path: '/admin/discount-codes/{id}', tags, summary: `Save a discount code when \`lock_version\` is its current one (else 409 \`edit_conflict\`, nothing written). ${fieldRules}.`, request: { ...idRequest, body: { required: true, content: json(discountCodeUpdateSchema) } }, responses: codeAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'codes');
      const { lock_version, ...input } = c.req.valid('json');
      return c.json({ data: await updateDiscountCode(c.var.db, c.req.valid('param').id, lock_version, input, actor, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'delete', path: '/admin/discount-codes/{id}', tags, summary: 'Remove a discount code no order uses (`deleted`); one that orders use is switched off instead (`deactivated`): their cancellation gives the use back to it by its code.', request: idRequest, responses: { 200: { description: 'What was done', content: json(dataEnvelope(discountCodeRemovalSchema)) }, ...staffErrorResponses } }),
    async (c) => {
      const actor = requireStaff(c, 'codes');
      return c.json({ data: await removeDiscountCode(c.var.db, c.req.valid('param').id, actor) }, 200);
    },
  );
