import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import {
  acceptedSchema,
  changePasswordRequestSchema,
  recoverPasswordRequestSchema,
  subscriptionsSchema,
  successSchema,
  updateUserRequestSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '../../contract/accounts';
import { requireSession } from '../../lib/auth';
import { accountErrorResponses, createRouter } from '../../lib/openapi';
import { shopLinks } from '../../lib/origin';
import { clientAddress } from '../../lib/throttle';
import { changePassword, completeRecovery, requestRecovery, resendVerification, verifyEmail } from './passwords.service';
import { sessionUser, toUser, updateUser } from './users.service';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const userResponse = { description: 'The signed-in customer', content: json(dataEnvelope(userSchema)) };
const accepted = { description: 'Accepted (the same answer whether a mail went out or not)', content: json(dataEnvelope(acceptedSchema)) };
const success = { description: 'Done', content: json(dataEnvelope(successSchema)) };
const ACCEPTED = { data: { accepted: true as const } };
const SUCCESS = { data: { success: true as const } };

export const userRoutes = createRouter()
  .openapi(
    createRoute({ method: 'get', path: '/users', tags: ['accounts'], summary: 'The signed-in customer', request: { query: langQuerySchema }, responses: { 200: userResponse, ...accountErrorResponses } }),
    async (c) => c.json({ data: toUser(await sessionUser(c.var.db, requireSession(c).userId)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/users',
      tags: ['accounts'],
      summary: 'Update the profile (names, phone, gender, language, newsletter); the e-mail address is not changed here',
      request: { query: langQuerySchema, body: { required: true, content: json(updateUserRequestSchema) } },
      responses: { 200: userResponse, ...accountErrorResponses },
    }),
    async (c) => c.json({ data: await updateUser(c.var.db, requireSession(c).userId, c.req.valid('json')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/subscriptions',
      tags: ['accounts'],
      summary: "The signed-in customer's subscriptions",
      request: { query: langQuerySchema },
      responses: { 200: { description: 'Subscriptions', content: json(dataEnvelope(subscriptionsSchema)) }, ...accountErrorResponses },
    }),
    async (c) => c.json({ data: { newsletter: (await sessionUser(c.var.db, requireSession(c).userId)).newsletter } }, 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/users/recover-password',
      tags: ['accounts'],
      summary:
        '`{ email }`: mail a recovery link (202, the same for unknown addresses; throttled like sign-in). `{ token, password, password_confirmation }`: set the password (single-use token, 60 minutes; every sign-in ends).',
      request: { query: langQuerySchema, body: { required: true, content: json(recoverPasswordRequestSchema) } },
      responses: { 200: success, 202: accepted, ...accountErrorResponses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      if ('token' in body) {
        await completeRecovery(c.var.db, body.token, body.password, c.var.validationLanguage);
        return c.json(SUCCESS, 200);
      }
      await requestRecovery(c.var.db, body.email, clientAddress(c), shopLinks(c));
      return c.json(ACCEPTED, 202);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/users/change-password',
      tags: ['accounts'],
      summary: "Change the signed-in customer's password (422 on `current_password` when wrong); this sign-in stays, the others end",
      request: { query: langQuerySchema, body: { required: true, content: json(changePasswordRequestSchema) } },
      responses: { 200: success, ...accountErrorResponses },
    }),
    async (c) => {
      const session = requireSession(c);
      const body = c.req.valid('json');
      await changePassword(c.var.db, session.userId, session.tokenId, body.current_password, body.password, c.var.validationLanguage);
      return c.json(SUCCESS, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/verify-email',
      tags: ['accounts'],
      summary: '`{ token }` from the mail: verify the address (200; single use). Signed in without a token: mail a new link (202).',
      request: { query: langQuerySchema, body: { required: false, content: json(verifyEmailRequestSchema) } },
      responses: { 200: success, 202: accepted, ...accountErrorResponses },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      if (token) {
        await verifyEmail(c.var.db, token, c.var.validationLanguage);
        return c.json(SUCCESS, 200);
      }
      await resendVerification(c.var.db, requireSession(c).userId, shopLinks(c));
      return c.json(ACCEPTED, 202);
    },
  );
