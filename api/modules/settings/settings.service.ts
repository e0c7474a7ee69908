import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cacheTags, type CacheTag } from '../../db/schema';
import { defaultLocale, type Locale } from '../../../domain/locale';
import type { Bootstrap, CacheVersions, MenuItem } from '../../contract/settings';
import { queryRows, type Db } from '../../db/client';
import {
  integrations,
  materialCategories,
  materialCategoryTranslations,
  menuItems,
  menuItemTranslations,
  menus,
  returnTimeframes,
  settings,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { languageIds, listLanguages, pickTranslations, type LanguageIds } from './languages';

/** Reads all settings, resolving translatable values to the requested language. */
export async function readSettings(db: Db, locale: Locale): Promise<Map<string, unknown>> {
  const rows = await db.select().from(settings);
  return new Map(
    rows.map((row) => {
      if (!row.translatable) return [row.key, row.value];
      const byLang = row.value as Record<string, unknown>;
      return [row.key, byLang[locale] ?? byLang[defaultLocale]];
    }),
  );
}

function setting<T>(values: Map<string, unknown>, key: string): T {
  if (!values.has(key)) throw new AppError('unexpected', 'unexpected', { values: { key } });
  return values.get(key) as T;
}

/** Menus as two-level lists of translated items, keyed by menu slug. */
async function readMenus(db: Db, ids: LanguageIds): Promise<Record<string, MenuItem[]>> {
  const items = await db
    .select({ id: menuItems.id, parentId: menuItems.parentId, url: menuItems.url, menu: menus.slug })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menuId))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  const titles = pickTranslations(
    await db
      .select()
      .from(menuItemTranslations)
      .where(inArray(menuItemTranslations.languageId, [ids.id, ids.defaultId])),
    (row) => row.menuItemId,
    ids,
  );
  const tops = new Map<number, MenuItem>();
  const trees: Record<string, MenuItem[]> = {};
  for (const item of items.filter((row) => row.parentId === null)) {
    const entry: MenuItem = { id: item.id, title: titles.get(item.id)?.title ?? '', url: item.url, children: [] };
    tops.set(item.id, entry);
    (trees[item.menu] ??= []).push(entry);
  }
  for (const item of items) {
    if (item.parentId === null) continue;
    tops.get(item.parentId)?.children.push({ id: item.id, title: titles.get(item.id)?.title ?? '', url: item.url });
  }
  return trees;
}

export async function readMaterialCategories(db: Db, ids: LanguageIds) {
  const rows = await db.select().from(materialCategories).orderBy(asc(materialCategories.sortOrder), asc(materialCategories.id));
  const titles = pickTranslations(
    await db
      .select()
      .from(materialCategoryTranslations)
      .where(inArray(materialCategoryTranslations.languageId, [ids.id, ids.defaultId])),
    (row) => row.materialCategoryId,
    ids,
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: titles.get(row.id)?.title ?? row.slug, sort_order: row.sortOrder }));
}

/** Everything the storefront needs at start-up (spec section 3, "Bootstrap data"). */
export async function getBootstrap(db: Db, locale: Locale): Promise<Bootstrap> {
  const ids = await languageIds(db, locale);
  const [values, menuTrees, langs, categories, enabled, timeframes] = await Promise.all([
    readSettings(db, locale),
    readMenus(db, ids),
    listLanguages(db),
    readMaterialCategories(db, ids),
    db.select().from(integrations).where(and(eq(integrations.enabled, true))).orderBy(asc(integrations.type)),
    db.select().from(returnTimeframes).orderBy(asc(returnTimeframes.id)),
  ]);
  const site = setting<Omit<Bootstrap['settings'], 'working_hours'>>(values, 'site');
  return {
    settings: { ...site, working_hours: setting<string>(values, 'working_hours') },
    menu: { main: menuTrees.main ?? [], footer: menuTrees.footer ?? [] },
    integrations: enabled.map((row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      config: row.config as Record<string, unknown>,
    })),
    enabled_integrations: enabled.map((row) => row.type),
    languages: langs,
    material_categories: categories,
    allowed_return_reasons: setting(values, 'allowed_return_reasons'),
    order_statuses: setting(values, 'order_statuses'),
    return_timeframes: timeframes.map((row) => ({ collection_id: row.collectionId, category_id: row.categoryId, days: row.days })),
    min_payment_amounts: setting(values, 'min_payment_amounts'),
  };
}

/** The shop is in maintenance when the `maintenance` setting is true. */
export async function isInMaintenance(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'maintenance'));
  return row?.value === true;
}

/** Current version of every cache tag group, read from its sequence. */
export async function getCacheVersions(db: Db): Promise<CacheVersions> {
  const union = sql.join(
    cacheTags.map(
      (tag) => sql`SELECT ${tag}::text AS tag, CASE WHEN is_called THEN last_value ELSE 0 END::int AS version FROM ${sql.identifier(`cache_version_${tag}`)}`,
    ),
    sql` UNION ALL `,
  );
  const rows = await queryRows<{ tag: CacheTag; version: number }>(db, union);
  const versions = Object.fromEntries(cacheTags.map((tag) => [tag, 0])) as CacheVersions;
  for (const row of rows) versions[row.tag] = Number(row.version);
  return versions;
}
