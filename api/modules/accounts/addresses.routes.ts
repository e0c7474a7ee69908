import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataEnvelope, idPathSchema, langQuerySchema } from '../../contract';
import { shippingAddressInputSchema, shippingAddressSchema } from '../../contract/accounts';
import { requireSession } from '../../lib/auth';
import { accountErrorResponses, createRouter } from '../../lib/openapi';
import { addAddress, listAddresses, removeAddress, updateAddress } from './addresses.service';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const addressResponse = (description: string) => ({ description, content: json(dataEnvelope(shippingAddressSchema)) });
const PATH = '/users/addresses/shipping';

export const addressRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags: ['accounts'],
      summary: "The signed-in customer's shipping addresses, the default first",
      request: { query: langQuerySchema },
      responses: { 200: { description: 'Addresses', content: json(dataEnvelope(z.array(shippingAddressSchema))) }, ...accountErrorResponses },
    }),
    async (c) => c.json({ data: await listAddresses(c.var.db, requireSession(c).userId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags: ['accounts'],
      summary: 'Add a shipping address (at most 20; the first, or one with is_default, becomes the only default)',
      request: { query: langQuerySchema, body: { required: true, content: json(shippingAddressInputSchema) } },
      responses: { 201: addressResponse('The new address'), ...accountErrorResponses },
    }),
    async (c) => c.json({ data: await addAddress(c.var.db, requireSession(c).userId, c.req.valid('json')) }, 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${PATH}/{id}`,
      tags: ['accounts'],
      summary: "Replace one of the customer's addresses (another customer's id is 404, like a missing one)",
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(shippingAddressInputSchema) } },
      responses: { 200: addressResponse('The address'), ...accountErrorResponses },
    }),
    async (c) => c.json({ data: await updateAddress(c.var.db, requireSession(c).userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${PATH}/{id}`,
      tags: ['accounts'],
      summary: "Remove one of the customer's addresses (404 for another customer's); a removed default passes to the oldest remaining address",
      request: { params: idPathSchema, query: langQuerySchema },
      responses: { 204: { description: 'Removed' }, ...accountErrorResponses },
    }),
    async (c) => {
      await removeAddress(c.var.db, requireSession(c).userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
