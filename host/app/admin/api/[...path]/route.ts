import { mountedApi } from '../../../../lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The back office's API (`/api/v1/admin/*`) where the back office's screens call it: under /admin,
 * the path of the staff cookie (domain/staff/staff-rules.ts), so the storefront never carries it.
 */
function handler(request: Request) {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^\/admin\/api(?=\/|$)/, '/api/v1/admin');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return mountedApi().fetch(new Request(url, { method: request.method, headers: request.headers, body: hasBody ? request.body : null, ...(hasBody ? { duplex: 'half' } : {}) } as RequestInit));
}

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as HEAD };
