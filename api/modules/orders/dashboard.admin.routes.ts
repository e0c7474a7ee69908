import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { adminDashboardSchema } from '../../contract/dashboard-admin';
import { createRouter } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import { adminDashboard } from './dashboard.admin';

/** The back office's dashboard (area `orders`: fulfilment and admins). */
export const dashboardAdminRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/admin/dashboard',
    tags: ['admin: orders'],
    summary:
      'The shop at a glance, integer cents, Amsterdam days: today and each of the last 30 days (oldest first, every day present) with orders placed (voided ones left out), paid orders, revenue (`final_amount + gift_card_amount` of orders whose money came in — paid, return requested, refund started, (partially) refunded — on the day placed, gross) and average order; unpaid orders not cancelled; paid orders still processing; open return requests (requested, approved, received); variants of active products with 3 or fewer in stock (the 10 lowest and how many). Fulfilment and admins (403 `role_not_allowed` for others).',
    request: { query: langQuerySchema },
    responses: { 200: { description: 'The figures', content: { 'application/json': { schema: dataEnvelope(adminDashboardSchema) } } }, ...staffErrorResponses },
  }),
  async (c) => {
    requireStaff(c, 'orders');
    return c.json({ data: await adminDashboard(c.var.db, c.var.locale) }, 200);
  },
);
