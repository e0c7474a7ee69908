import { mountedApi } from '../../../lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The back office's sign-out forms post here (no script needed): the API ends the sign-in, or every
 * sign-in of the member of staff (it checks the form came from the shop's own origin), and the
 * browser goes to the sign-in page, cookie cleared.
 */
export async function POST(request: Request) {
  // `?everywhere=1`: every sign-in of the member of staff ends, not only this browser's.
  const everywhere = new URL(request.url).searchParams.get('everywhere') === '1';
  const url = new URL(everywhere ? '/api/v1/admin/sessions' : '/api/v1/admin/sessions/current', request.url);
  const answer = await mountedApi().fetch(new Request(url, { method: 'DELETE', headers: request.headers }));
  if (answer.status !== 204) return answer;
  const response = new Response(null, { status: 303, headers: { location: '/admin/sign-in', 'cache-control': 'private, no-store' } });
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}
