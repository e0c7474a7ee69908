import { mountedApi } from '../../../lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The back office's sign-out form posts here (no script needed): the API ends the sign-in (it checks
 * the form came from the shop's own origin) and the browser goes to the sign-in page, cookie cleared.
 */
export async function POST(request: Request) {
  const url = new URL('/api/v1/admin/sessions/current', request.url);
  const answer = await mountedApi().fetch(new Request(url, { method: 'DELETE', headers: request.headers }));
  if (answer.status !== 204) return answer;
  const response = new Response(null, { status: 303, headers: { location: '/admin/sign-in', 'cache-control': 'private, no-store' } });
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}
