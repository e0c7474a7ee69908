/**
 * Bootstrap: the start-up data the storefront reads once (settings, menus, languages, material
 * categories, return windows, integrations, shipping rates), composed from the modules that own them. Owns no tables.
 */
export { bootstrapRoutes } from './bootstrap.routes';
