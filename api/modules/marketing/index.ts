/**
 * Marketing: the site popups, the discount campaign and the newsletter sign-up with double opt-in.
 * Owns api/db/schema/marketing.ts.
 */
export { promotionRoutes } from './promotions.routes';
export { newsletterRoutes } from './newsletter.routes';
