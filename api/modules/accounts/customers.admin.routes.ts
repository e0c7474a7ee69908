import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { adminCustomerPageSchema, adminCustomerQuerySchema, adminCustomerSchema, customerErasureSchema, customerExportSchema, eraseCustomerRequestSchema } from '../../contract/customers-admin';
import { createRouter } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import { adminCustomerView, eraseCustomer, exportCustomer, listAdminCustomers } from './customers.admin';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: customers'];
const who = 'Admins only (the `customers` area; 403 `role_not_allowed` for others).';
const idRequest = { params: idPathSchema, query: langQuerySchema };

/** The back office's customers: search, one customer, the data export and the erasure on request. */
export const customerAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/customers',
      tags,
      summary: `Customer accounts, newest first, 25 a page: \`q\` finds any part of the e-mail address or name (any case). Each with the orders it placed signed in. ${who}`,
      request: { query: adminCustomerQuerySchema },
      responses: { 200: { description: 'A page of customers', content: json(dataEnvelope(adminCustomerPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'customers');
      return c.json({ data: await listAdminCustomers(c.var.db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/customers/{id}',
      tags,
      summary: `One customer: profile, sign-in (password, linked social identities), saved addresses, newsletter (the profile's box and the address's subscription), and the 50 newest orders, signed in or as a guest with the address (\`orders_total\` counts them all). 404 \`customer_not_found\`. ${who}`,
      request: idRequest,
      responses: { 200: { description: 'The customer', content: json(dataEnvelope(adminCustomerSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'customers');
      return c.json({ data: await adminCustomerView(c.var.db, c.req.valid('param').id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/customers/{id}/export',
      tags,
      summary: `Everything the shop keeps about the customer, as a JSON attachment (a GDPR access request; the document itself, not \`{ data }\`): profile, identities, addresses, every order with its lines and return requests, carts, newsletter, "back in stock" sign-ups, gift cards made out to the address (without their codes), questions, comments, the mails sent. Never a password hash, token, cart id or gift-card code. Audited (which account, not its data). 404 \`customer_not_found\`. ${who}`,
      request: idRequest,
      responses: { 200: { description: 'The export, as a download', content: json(customerExportSchema) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'customers');
      const id = c.req.valid('param').id;
      const document = await exportCustomer(c.var.db, id, actor);
      c.header('Content-Disposition', `attachment; filename="customer-${id}-export.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(document, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/customers/{id}/erase',
      tags,
      summary: `Erase the customer on request, in one transaction: the account and what exists for it alone are deleted (identities, tokens, sessions, trusted devices, addresses, carts, the address's newsletter subscription, "back in stock" sign-ups, questions, comments, mails); their orders and return requests stay for the books without personal data (a placeholder address, names, streets and phone removed, the country kept; amounts, lines and numbers kept), and gift cards made out to the address lose it (their balance stays). \`confirm_email\` must be the customer's address (else 422 on \`confirm_email\`); 409 \`customer_has_open_orders\` while a paid order waits to ship or a return is open. Audited with the account's id and the counts only. The address may sign up again afterwards. 404 \`customer_not_found\`. ${who}`,
      request: { ...idRequest, body: { required: true, content: json(eraseCustomerRequestSchema) } },
      responses: { 200: { description: 'What was erased (counts)', content: json(dataEnvelope(customerErasureSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'customers');
      const erased = await eraseCustomer(c.var.db, c.req.valid('param').id, c.req.valid('json').confirm_email, actor, c.var.validationLanguage);
      return c.json({ data: erased }, 200);
    },
  );
