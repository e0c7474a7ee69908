import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_TOKEN_COOKIE } from '../../../../../domain/accounts/account-rules';
import { defaultLocale, isLocale } from '../../../../../domain/locale';
import { ApiError } from '../../../../../kit/data/client';
import { customerApi } from '../../../../lib/session';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Spec section 8: a 401 from the API clears the token and goes to `/`. Pages of the customer area
 * redirect here when their read answers 401 (a server component cannot delete a cookie). The
 * cookie is only cleared when the API still refuses it, so a link to this address from elsewhere
 * cannot sign anyone out. `lang=en` goes to `/en`.
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : defaultLocale;
  // A relative Location: behind `next start` the handler's request.url names localhost, not the host the browser used.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: locale === defaultLocale ? '/' : `/${locale}`, 'Cache-Control': 'private, no-store' },
  });
  if (!request.cookies.has(ACCESS_TOKEN_COOKIE)) return response;
  const stillValid = await (await customerApi(locale))
    .user()
    .then(() => true)
    .catch((error: unknown) => !(error instanceof ApiError && error.status === 401));
  if (!stillValid) response.cookies.set(ACCESS_TOKEN_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure: request.nextUrl.protocol === 'https:' });
  return response;
}
