import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { and, eq, lte, ne } from 'drizzle-orm';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_TTL_DAYS } from '../../domain/accounts/account-rules';
import type { Db } from '../db/client';
import { accessTokens } from '../db/schema/lib';
import { AppError } from './errors';
import type { ApiEnv } from './openapi';
import { isHttps, senderOrigin, trustedOrigins } from './origin';

/** A signed-in customer: whose token it is, and how the request carried it. */
export interface Session {
  userId: number;
  tokenId: number;
  via: 'bearer' | 'cookie';
}

/** 256 random bits as 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has the shape of a token `newToken` makes (anything else is looked up nowhere). */
export function isTokenShaped(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** What the database keeps of a token: its SHA-256 (hex). The tokens themselves are never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random token for a link or a sign-in (256 bits, base64url) with its hash. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Signs a user in: a new access token, valid ACCESS_TOKEN_TTL_DAYS. */
export async function issueAccessToken(db: Db, userId: number): Promise<{ token: string; tokenId: number; expiredAt: Date }> {
  const { token, hash } = newToken();
  const expiredAt = new Date(Date.now() + ACCESS_TOKEN_TTL_DAYS * 86_400_000);
  const [row] = await db.insert(accessTokens).values({ userId, tokenHash: hash, expiredAt }).returning({ id: accessTokens.id });
  return { token, tokenId: row!.id, expiredAt };
}

/** Ends a sign-in. */
export async function revokeAccessToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

/** Ends every sign-in of a user, except `keep` (the one making the change). */
export async function revokeUserTokens(db: Db, userId: number, keep?: number): Promise<void> {
  await db.delete(accessTokens).where(keep === undefined ? eq(accessTokens.userId, userId) : and(eq(accessTokens.userId, userId), ne(accessTokens.id, keep)));
}

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

async function findSession(db: Db, token: string, via: Session['via']): Promise<Session | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId, expiredAt: accessTokens.expiredAt })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashToken(token)));
  if (!row) return null;
  if (row.expiredAt.getTime() <= Date.now()) {
    await db.delete(accessTokens).where(and(eq(accessTokens.id, row.id), lte(accessTokens.expiredAt, new Date())));
    return null;
  }
  return { userId: row.userId, tokenId: row.id, via };
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A change (POST, PUT, PATCH, DELETE) must come from the shop's own origin (`Origin`, else
 * `Referer`): otherwise 403 `cross_origin`. For what a cookie authenticates (customers', staff's).
 */
export function requireOwnOriginForChanges(c: Context<ApiEnv>): void {
  if (!MUTATIONS.has(c.req.method)) return;
  const sender = senderOrigin(c);
  if (!sender || !trustedOrigins(c).has(sender)) throw new AppError('not_allowed', 'cross_origin');
}

/**
 * Resolves the customer from `Authorization: Bearer` or the `access_token_v1` cookie (an unknown or
 * expired token is a guest). A change authenticated by the cookie must come from the shop's own
 * origin (`Origin`, else `Referer`): otherwise 403 `cross_origin`, whatever the route. Answers are
 * `Cache-Control: private, no-store`.
 */
export const authenticate: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const bearer = bearerToken(c);
  const cookie = bearer ? undefined : getCookie(c, ACCESS_TOKEN_COOKIE);
  const session = bearer ? await findSession(c.var.db, bearer, 'bearer') : cookie ? await findSession(c.var.db, cookie, 'cookie') : null;
  if (session?.via === 'cookie') requireOwnOriginForChanges(c);
  c.set('session', session);
  // Answers about a customer are theirs alone: no shared cache may keep them.
  c.header('Cache-Control', 'private, no-store');
  await next();
};

/** The signed-in customer, or 401 `unauthenticated`. */
export function requireSession(c: Context<ApiEnv>): Session {
  const session = c.get('session');
  if (!session) throw new AppError('unauthorized', 'unauthenticated');
  return session;
}

/** Hands the token to the browser: HttpOnly, SameSite=Lax, whole site, Secure over https, until it expires. */
export function setAccessCookie(c: Context, token: string, expiredAt: Date): void {
  setCookie(c, ACCESS_TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c), expires: expiredAt });
}

export function clearAccessCookie(c: Context): void {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) });
}
