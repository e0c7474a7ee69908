/** The journal: posts, categories, authors and shoppers' comments. Owns api/db/schema/blog.ts. */
export { blogRoutes } from './blog.routes';
export { blogAdminRoutes } from './blog.admin.routes';
export { commentAdminRoutes } from './comments.admin.routes';
export { commentsOf, eraseCommentsOf } from './comments.admin';
export { journalSitemap, type JournalSitemap } from './sitemap.queries';
