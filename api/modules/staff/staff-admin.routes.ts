import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { staffCreateRequestSchema, staffMemberSchema, staffPasswordRequestSchema, staffUpdateRequestSchema, staffWithPasswordSchema } from '../../contract/staff';
import { createRouter } from '../../lib/openapi';
import { requireStaff } from './sessions';
import { addStaffMember, listStaff, replaceStaffPassword, resetStaffTotp, updateStaffMember } from './staff-admin.service';
import { staffErrorResponses } from './staff.routes';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: staff'];
const memberAnswer = { 200: { description: 'The member of staff', content: json(dataEnvelope(staffMemberSchema)) }, ...staffErrorResponses } as const;
const withPassword = (description: string) => ({ description: `${description}; \`password\` is the one the server made (shown once), or null`, content: json(dataEnvelope(staffWithPasswordSchema)) });
const adminsOnly = 'Admins only (403 `role_not_allowed`).';

/** The staff screen's API: every member of staff, and the changes an admin makes to them. */
export const staffAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/staff',
      tags,
      summary: `Every member of staff: role, two-step verification on or off, disabled, made, last signed in (from the audit log; null when it has none). ${adminsOnly}`,
      request: { query: langQuerySchema },
      responses: { 200: { description: 'The staff', content: json(dataEnvelope(z.array(staffMemberSchema))) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'staff');
      return c.json({ data: await listStaff(c.var.db) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/staff',
      tags,
      summary: `Make a staff account. Without \`password\` the server makes a strong one and answers it this once; a given one needs at least 12 characters (422 on \`password\`). An address that has an account is 409 \`staff_exists\`. Audited. ${adminsOnly}`,
      request: { query: langQuerySchema, body: { required: true, content: json(staffCreateRequestSchema) } },
      responses: { 201: withPassword('Made'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'staff');
      return c.json({ data: await addStaffMember(c.var.db, actor, c.req.valid('json')) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/admin/staff/{id}',
      tags,
      summary: `Change a member of staff's role or disable (or enable) the account. Disabling ends their sign-ins and they cannot sign in again until enabled. The last enabled admin cannot be demoted or disabled (409 \`last_admin\`); an admin cannot disable themselves (409 \`staff_cannot_disable_self\`). Audited. ${adminsOnly}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(staffUpdateRequestSchema) } },
      responses: memberAnswer,
    }),
    async (c) => {
      const actor = requireStaff(c, 'staff');
      return c.json({ data: await updateStaffMember(c.var.db, actor, c.req.valid('param').id, c.req.valid('json')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/staff/{id}/password',
      tags,
      summary: `Give a member of staff a new password: the one given (at least 12 characters) or, without one, a strong one the server makes and answers this once. Every sign-in of the account ends. Audited without the password. ${adminsOnly}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(staffPasswordRequestSchema) } },
      responses: { 200: withPassword('Set'), ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'staff');
      return c.json({ data: await replaceStaffPassword(c.var.db, actor, c.req.valid('param').id, c.req.valid('json').password) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/staff/{id}/totp',
      tags,
      summary: `Turn a member of staff's two-step verification off (a lost authenticator): they sign in with their password and set it up again. 409 \`totp_not_enabled\` when it is off. Audited. ${adminsOnly}`,
      request: { params: idPathSchema, query: langQuerySchema },
      responses: memberAnswer,
    }),
    async (c) => {
      const actor = requireStaff(c, 'staff');
      return c.json({ data: await resetStaffTotp(c.var.db, actor, c.req.valid('param').id) }, 200);
    },
  );
