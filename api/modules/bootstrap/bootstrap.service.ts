import type { Locale } from '../../../domain/locale';
import type { Bootstrap } from '../../contract/settings';
import type { Db } from '../../db/client';
import { referenceRead } from '../../lib/reference-cache';
import { listReturnTimeframes, readMaterialCategories } from '../catalog';
import { readMenus } from '../content';
import { shopShippingRates } from '../pricing';
import { enabledIntegrations, languageIds, listLanguages, readSettings, requiredSetting } from '../settings';

/**
 * Everything the storefront needs at start-up (spec section 3, "Bootstrap data"), kept in the
 * reference cache until a setting, menu, language, shipping rate, the taxonomy or a page (menus link to pages' addresses) changes.
 */
export function getBootstrap(db: Db, locale: Locale): Promise<Bootstrap> {
  return referenceRead(db, `bootstrap:${locale}`, ['settings', 'taxonomy', 'page'], () => readBootstrap(db, locale));
}

async function readBootstrap(db: Db, locale: Locale): Promise<Bootstrap> {
  const ids = await languageIds(db, locale);
  const [values, menuTrees, langs, categories, enabled, timeframes, rates] = await Promise.all([
    readSettings(db, locale),
    readMenus(db, ids, locale),
    listLanguages(db),
    readMaterialCategories(db, ids),
    enabledIntegrations(db),
    listReturnTimeframes(db),
    shopShippingRates(db),
  ]);
  const site = requiredSetting<Omit<Bootstrap['settings'], 'working_hours'>>(values, 'site');
  return {
    settings: { ...site, working_hours: requiredSetting<string>(values, 'working_hours') },
    menu: { main: menuTrees.main ?? [], footer: menuTrees.footer ?? [] },
    integrations: enabled,
    enabled_integrations: enabled.map((row) => row.type),
    languages: langs,
    material_categories: categories,
    allowed_return_reasons: requiredSetting(values, 'allowed_return_reasons'),
    order_statuses: requiredSetting(values, 'order_statuses'),
    return_timeframes: timeframes,
    min_payment_amounts: requiredSetting(values, 'min_payment_amounts'),
    shipping_rates: rates,
  };
}
