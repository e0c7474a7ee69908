/** CMS content: pages with their blocks, single blocks, and the menus. Owns api/db/schema/content.ts. */
export { contentRoutes } from './content.routes';
export { readMenus } from './menus.service';
export { activePageSlugs, pageAddressesIn } from './sitemap.queries';
export { composerRoutes } from './composer.routes';
export { runDueSchedules, startComposerScheduler } from './composer.service';
