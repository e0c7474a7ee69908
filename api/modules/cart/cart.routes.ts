import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, idPathSchema, langQuerySchema } from '../../contract';
import { addCartItemRequestSchema, cartRefSchema, cartSchema, cartUniqueIdSchema, updateCartItemRequestSchema } from '../../contract/cart';
import { formatMessage, validationMessages } from '../../../domain/messages/validation-messages';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import { addCartItem, getCart, removeCartItem, updateCartItem } from './cart.service';

const cartResponse = { description: 'The cart', content: { 'application/json': { schema: dataEnvelope(cartSchema) } } };

export const cartRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/carts',
      tags: ['cart'],
      summary: 'A cart by its unique id, priced from the catalogue',
      request: { query: langQuerySchema.extend({ cart_unique_id: cartUniqueIdSchema }) },
      responses: { 200: cartResponse, ...errorResponses },
    }),
    async (c) => c.json({ data: await getCart(c.var.db, c.req.valid('query').cart_unique_id, c.var.locale) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/carts/items',
      tags: ['cart'],
      summary: 'Add a configuration (by SKU or id) to a cart; without a known cart_unique_id a new cart is made. Prices sent are ignored.',
      request: { query: langQuerySchema, body: { required: true, content: { 'application/json': { schema: addCartItemRequestSchema } } } },
      responses: { 200: cartResponse, ...errorResponses },
    }),
    async (c) => {
      // A new cart comes back as its statement wrote it: priced without reading it again.
      const added = await addCartItem(c.var.db, c.req.valid('json'), c.var.validationLanguage);
      return c.json({ data: await getCart(c.var.db, added, c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/carts/items/{id}',
      tags: ['cart'],
      summary: "Set a cart line's quantity (and options); only lines of the given cart",
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: { 'application/json': { schema: updateCartItemRequestSchema } } } },
      responses: { 200: cartResponse, ...errorResponses },
    }),
    async (c) => {
      const uniqueId = await updateCartItem(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.validationLanguage);
      return c.json({ data: await getCart(c.var.db, uniqueId, c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/carts/items/{id}',
      tags: ['cart'],
      summary: 'Remove a cart line; cart_unique_id in the query or the JSON body',
      request: {
        params: idPathSchema,
        query: langQuerySchema.extend(cartRefSchema.shape),
        body: { required: false, content: { 'application/json': { schema: cartRefSchema } } },
      },
      responses: { 200: cartResponse, ...errorResponses },
    }),
    async (c) => {
      const uniqueId = c.req.valid('query').cart_unique_id ?? c.req.valid('json').cart_unique_id;
      if (!uniqueId) {
        const message = formatMessage(validationMessages[c.var.validationLanguage].required, { field: 'Cart unique id' });
        throw new AppError('invalid_data', 'validation_failed', { fields: { cart_unique_id: message } });
      }
      const cartId = await removeCartItem(c.var.db, c.req.valid('param').id, uniqueId);
      return c.json({ data: await getCart(c.var.db, cartId, c.var.locale) }, 200);
    },
  );
