import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { errorResponseSchema } from '../../contract/errors';
import { auditPageSchema, auditQuerySchema, staffSessionSchema, staffSignInRequestSchema, totpCodeRequestSchema, totpSetupSchema, staffSchema } from '../../contract/staff';
import { createRouter, errorResponses } from '../../lib/openapi';
import { clientAddress } from '../../lib/throttle';
import { readAudit, recordAudit } from './audit';
import { clearStaffCookie, closeAllStaffSessions, closeStaffSession, openStaffSession, requireStaff, setStaffCookie } from './sessions';
import { confirmTotp, disableTotp, findStaff, signInStaff, startTotpSetup, toStaff } from './staff.service';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const errorContent = json(errorResponseSchema);

/** What every back-office route may answer besides the common errors. */
export const staffErrorResponses = {
  ...errorResponses,
  401: { description: 'Not signed in to the back office (`unauthenticated`), or wrong credentials', content: errorContent },
  403: { description: 'A change from another origin (`cross_origin`), or a role without access (`role_not_allowed`)', content: errorContent },
  409: { description: 'A conflicting change (`edit_conflict`, …)', content: errorContent },
  429: { description: 'Too many sign-in attempts (`too_many_attempts`), with Retry-After', content: errorContent },
} as const;

const tags = ['admin: staff'];

export const staffRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/sessions',
      tags,
      summary:
        'Staff sign-in: e-mail, password and, when the account has two-step verification on, `code`. Sets the HttpOnly, SameSite=Strict `staff_session_v1` cookie for /admin (12 hours). Wrong credentials are 401 `invalid_credentials`; a right password without the needed code 401 `totp_required`. Throttled per account and address (5), per address (20) and per account (100) in 15 minutes.',
      request: { query: langQuerySchema, body: { required: true, content: json(staffSignInRequestSchema) } },
      responses: { 200: { description: 'Signed in', content: json(dataEnvelope(staffSessionSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const row = await signInStaff(c.var.db, c.req.valid('json'), clientAddress(c));
      const previous = c.var.staff;
      if (previous) await closeStaffSession(c.var.db, previous.sessionId);
      const session = await openStaffSession(c.var.db, row.id);
      await recordAudit(c.var.db, row, { action: 'staff.sign_in', entity: 'staff', entityId: row.id, after: { address: clientAddress(c) } });
      setStaffCookie(c, session.token, session.expiresAt);
      return c.json({ data: { staff: toStaff(row), expires_at: session.expiresAt.toISOString() } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/sessions/current',
      tags,
      summary: 'The signed-in member of staff, or 401.',
      request: { query: langQuerySchema },
      responses: { 200: { description: 'Signed in', content: json(dataEnvelope(staffSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c);
      const row = await findStaff(c.var.db, actor.id);
      return c.json({ data: toStaff(row!) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/sessions/current',
      tags,
      summary: 'Sign out of this browser. 204 whether or not anyone was signed in.',
      request: { query: langQuerySchema },
      responses: { 204: { description: 'Signed out' }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = c.var.staff;
      if (actor) {
        await closeStaffSession(c.var.db, actor.sessionId);
        await recordAudit(c.var.db, actor, { action: 'staff.sign_out', entity: 'staff', entityId: actor.id });
      }
      clearStaffCookie(c);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/sessions',
      tags,
      summary: 'Sign out everywhere: every sign-in of the signed-in member of staff ends, this one too.',
      request: { query: langQuerySchema },
      responses: { 204: { description: 'Signed out everywhere' }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c);
      const closed = await closeAllStaffSessions(c.var.db, actor.id);
      await recordAudit(c.var.db, actor, { action: 'staff.sign_out_everywhere', entity: 'staff', entityId: actor.id, after: { sessions: closed } });
      clearStaffCookie(c);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/me/totp',
      tags,
      summary: 'Start setting up two-step verification: a new secret and its otpauth:// URI. It counts once confirmed with a code.',
      request: { query: langQuerySchema },
      responses: { 200: { description: 'The secret to scan', content: json(dataEnvelope(totpSetupSchema)) }, ...staffErrorResponses },
    }),
    async (c) => c.json({ data: await startTotpSetup(c.var.db, requireStaff(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/me/totp/confirm',
      tags,
      summary: 'Turn two-step verification on with a code from the app (422 on `code` when it is wrong).',
      request: { query: langQuerySchema, body: { required: true, content: json(totpCodeRequestSchema) } },
      responses: { 200: { description: 'On', content: json(dataEnvelope(staffSchema)) }, ...staffErrorResponses },
    }),
    async (c) => c.json({ data: toStaff(await confirmTotp(c.var.db, requireStaff(c), c.req.valid('json').code, c.var.validationLanguage)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/me/totp/disable',
      tags,
      summary: 'Turn two-step verification off, with a current code.',
      request: { query: langQuerySchema, body: { required: true, content: json(totpCodeRequestSchema) } },
      responses: { 200: { description: 'Off', content: json(dataEnvelope(staffSchema)) }, ...staffErrorResponses },
    }),
    async (c) => c.json({ data: toStaff(await disableTotp(c.var.db, requireStaff(c), c.req.valid('json').code, c.var.validationLanguage)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/audit',
      tags,
      summary: 'The audit log, newest first (admins only): who changed what, when, and the record before and after. Filter by entity, entity_id, staff_id; page with `before` = the last id seen.',
      request: { query: auditQuerySchema },
      responses: { 200: { description: 'A page of the log', content: json(dataEnvelope(auditPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'audit');
      return c.json({ data: await readAudit(c.var.db, c.req.valid('query')) }, 200);
    },
  );
