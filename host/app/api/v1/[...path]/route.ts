import { mountedApi } from '../../../../lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The commerce API (api/app.ts), mounted at /api/v1: for `npm run dev` (and `next start`). The
 * shop's production server answers /api/v1 before Next with the same app (host/server/api-requests.ts).
 */
const handler = (request: Request) => mountedApi().fetch(request);

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS, handler as HEAD };
