import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { langQuerySchema } from '../../contract';
import { NEWSLETTER_CSV_COLUMNS } from '../../contract/customers-admin';
import { createRouter } from '../../lib/openapi';
import { recordAudit, requireStaff, staffErrorResponses } from '../staff';
import { confirmedSubscribersCsv } from './newsletter.admin';

/** The newsletter's confirmed subscribers for the mailing tool (admins only: the `customers` area). */
export const newsletterAdminRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/admin/newsletter-subscribers.csv',
    tags: ['admin: customers'],
    summary: `The confirmed newsletter subscribers as a CSV attachment (UTF-8, comma-separated, CRLF; columns ${NEWSLETTER_CSV_COLUMNS.map((name) => `\`${name}\``).join(', ')}; \`subscribed_at\` is the confirmation's moment, ISO 8601), in the order they confirmed. Pending and unsubscribed addresses are left out. Each export is in the audit log (how many rows, not the addresses). Admins only (403 \`role_not_allowed\`).`,
    request: { query: langQuerySchema },
    responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } }, ...staffErrorResponses },
  }),
  async (c) => {
    const actor = requireStaff(c, 'customers');
    const { csv, count } = await confirmedSubscribersCsv(c.var.db);
    await recordAudit(c.var.db, actor, { action: 'newsletter.subscribers_exported', entity: 'newsletter', after: { rows: count } });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  },
);
