/** Shoppers' questions to the shop, about a product or not: stored and mailed to the shop. Owns api/db/schema/questions.ts. */
export { questionRoutes } from './questions.routes';
export { questionAdminRoutes } from './questions.admin.routes';
export { eraseQuestionsOf, questionsOf } from './questions.admin';
