import { mountedApi } from '../../../../lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The commerce API (api/app.ts), mounted at /api/v1. */
const handler = (request: Request) => mountedApi().fetch(request);

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS, handler as HEAD };
