/**
 * Marketing: the site popups, the discount campaign (read by the storefront, edited in the back
 * office) and the newsletter sign-up with double opt-in.
 * Owns api/db/schema/marketing.ts.
 */
export { promotionRoutes } from './promotions.routes';
export { promotionAdminRoutes } from './promotions.admin.routes';
export { newsletterRoutes } from './newsletter.routes';
export { newsletterAdminRoutes } from './newsletter.admin.routes';
export { eraseSubscriptionOf, subscriptionOf } from './newsletter.admin';
