/** Shopper analytics events sent by the storefront (write-only). Owns api/db/schema/events.ts. */
export { eventRoutes } from './events.routes';
