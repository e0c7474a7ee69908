import { mountedApi } from '../../lib/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Cache versions at the site root (spec section 7), answered by the API app. */
export const GET = (request: Request) => mountedApi().fetch(request);
