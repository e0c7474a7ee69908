import { mountedApi } from '../../../../lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * "New page" (a form post, no script needed): a draft with a free `nieuwe-pagina-…` slug and no
 * blocks, made through the back office's API (origin checked there), then the composer opens it.
 */
export async function POST(request: Request) {
  const slug = `nieuwe-pagina-${Date.now().toString(36)}`;
  const document = { slug, layout: 'default', translations: { nl: { title: 'Nieuwe pagina' }, en: { title: 'New page' } }, blocks: [] };
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const answer = await mountedApi().fetch(new Request(new URL('/api/v1/admin/pages', request.url), { method: 'POST', headers, body: JSON.stringify({ document }) }));
  if (answer.status !== 201) return answer;
  const { data } = (await answer.json()) as { data: { id: number } };
  return new Response(null, { status: 303, headers: { location: `/admin/pages/${data.id}`, 'cache-control': 'private, no-store' } });
}
