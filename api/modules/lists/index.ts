/** Shoppers' wishlists and comparison lists, by unguessable id. Owns api/db/schema/lists.ts. */
export { comparisonRoutes, wishlistRoutes } from './lists.routes';
