/**
 * Settings: the shop's languages, its key/value settings and integrations, the cache versions
 * (`/cv`) and maintenance mode. Owns api/db/schema/settings.ts.
 */
export { cacheVersionRoutes, settingsRoutes } from './settings.routes';
export { currentSetting, enabledIntegrations, getCacheVersions, getReferenceVersions, isInMaintenance, readSettings, requiredSetting, shopInfo } from './settings.service';
export { languageIds, languageSlugs, listLanguages, pickTranslations, type LanguageIds } from './languages.service';
