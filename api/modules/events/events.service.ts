import type { FrontendEventRequest } from '../../contract/events';
import type { Db } from '../../db/client';
import { frontendEvents } from '../../db/schema/events';

/** Stores one shopper event for a visitor whose id has been checked already. */
export async function recordFrontendEvent(db: Db, visitorId: string, body: FrontendEventRequest): Promise<void> {
  await db.insert(frontendEvents).values({ type: body.type, visitorId, url: body.url ?? null, payload: body.payload ?? null });
}
