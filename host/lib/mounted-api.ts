import { createApp } from '../../api/app';
import { processDatabase } from '../../api/db/process-database';
import { checkBlock } from './block-check';

const globalKey = Symbol.for('juwelier.api');
type GlobalWithApi = typeof globalThis & { [globalKey]?: ReturnType<typeof createApp> };

/**
 * The API app mounted in this process, one per process: the shop's server answers `/api/v1` with
 * it (host/server/api-requests.ts), the pages call it in process (host/lib/api.ts) and the back
 * office's route (`/admin/api`) through Next. On globalThis, since the server's code and Next's
 * bundle each hold a copy of this module: whichever asks first makes it, the other finds it.
 */
export function mountedApi() {
  const holder = globalThis as GlobalWithApi;
  holder[globalKey] ??= createApp({ database: processDatabase, internalUrl: true, checkBlock });
  return holder[globalKey];
}
