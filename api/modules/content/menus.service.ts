import { asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { pageLinkIn } from '../../../domain/content/page-slugs';
import type { MenuItem } from '../../contract/settings';
import type { Db } from '../../db/client';
import { menuItems, menuItemTranslations, menus } from '../../db/schema/content';
import { pickTranslations, type LanguageIds } from '../settings';
import { pageAddressesIn } from './sitemap.queries';

/**
 * Menus as two-level lists of translated items, keyed by menu slug. A link to a CMS page goes to
 * its address in the language (`/maatgids` is `/size-guide` in English), whichever of its
 * addresses the menu names.
 */
export async function readMenus(db: Db, ids: LanguageIds, locale: Locale): Promise<Record<string, MenuItem[]>> {
  const [items, addresses] = await Promise.all([
    db
      .select({ id: menuItems.id, parentId: menuItems.parentId, url: menuItems.url, menu: menus.slug })
      .from(menuItems)
      .innerJoin(menus, eq(menus.id, menuItems.menuId))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
    pageAddressesIn(db, locale),
  ]);
  const link = (url: string) => pageLinkIn(url, addresses);
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
    const entry: MenuItem = { id: item.id, title: titles.get(item.id)?.title ?? '', url: link(item.url), children: [] };
    tops.set(item.id, entry);
    (trees[item.menu] ??= []).push(entry);
  }
  for (const item of items) {
    if (item.parentId === null) continue;
    tops.get(item.parentId)?.children.push({ id: item.id, title: titles.get(item.id)?.title ?? '', url: link(item.url) });
  }
  return trees;
}
