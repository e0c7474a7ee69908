/*
 * Every table, for drizzle-kit (drizzle.config.ts), the database client's typed schema, the seed,
 * scripts and tests. A module imports only its own file (api/db/schema/<module>.ts); the lint
 * configuration forbids this barrel to modules.
 */
export * from './settings';
export * from './media';
export * from './catalog';
export * from './content';
export * from './cart';
export * from './lists';
export * from './events';
export * from './accounts';
export * from './lib';
export * from './orders';
export * from './pricing';
export * from './payments';
export * from './blog';
export * from './marketing';
export * from './questions';
export * from './staff';
