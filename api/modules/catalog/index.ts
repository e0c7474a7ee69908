/**
 * The catalogue: products, configurations, taxonomies, the listing, stock and return windows; and
 * how products show on cart and list lines. Owns api/db/schema/catalog.ts.
 */
export { catalogListingRoutes, catalogRoutes } from './catalog.routes';
export { catalogueAdminRoutes } from './catalogue.admin.routes';
export { queueRestockMails } from './restock-mail';
export { readMaterialCategories } from './catalog.service';
export { getProduct } from './product.service';
export { eraseStockNotificationsOf, stockNotificationsOf } from './stock-notifications.customer';
export { configurationOfLine, productTitles, sellableConfiguration, type ConfigurationRow } from './configurations.queries';
export { lineImage, readProductMedia, taxonomyMaps } from './hydrate';
export { readBundlesOfConfigurations, type ProductBundle } from './bundles';
export { savedListItems } from './list-items';
export { defaultReturnDays, listReturnTimeframes, productReturnDays, type ProductLinks } from './return-days';
export { lockConfigurations, releaseStock, takeStock } from './stock';
export { giftCardProductIds } from './gift-card-products';
export { activeProductCount, activeProductSlugs, collectionSlugs } from './sitemap.queries';
export { lowStockVariants, type LowStockVariant } from './low-stock.queries';
export { endEndedSales, startSaleScheduler } from './sale-schedule';
