import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminMenu, AdminMenuItem } from '../../contract/composer';
import type { Db } from '../../db/client';
import { menuItems, menuItemTranslations, menus } from '../../db/schema/content';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { languageIdsOf } from './composer.service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const revisionOf = (items: AdminMenuItem[]) => createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 32);

/** One menu with both languages' titles, in order, two levels (empty when the menu has no entries yet). */
async function readMenu(db: Db | Tx, slug: string): Promise<AdminMenuItem[]> {
  const [menu] = await db.select().from(menus).where(eq(menus.slug, slug));
  if (!menu) return [];
  const language = await languageIdsOf(db);
  const rows = await db.select().from(menuItems).where(eq(menuItems.menuId, menu.id)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  const titles = rows.length
    ? await db
        .select()
        .from(menuItemTranslations)
        .where(
          inArray(
            menuItemTranslations.menuItemId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const titlesOf = (id: number) => {
    const of = (languageId: number) => titles.find((row) => row.menuItemId === id && row.languageId === languageId)?.title;
    const nl = of(language.nl) ?? '';
    return { nl, en: of(language.en) ?? nl };
  };
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      titles: titlesOf(row.id),
      url: row.url,
      children: rows.filter((child) => child.parentId === row.id).map((child) => ({ titles: titlesOf(child.id), url: child.url })),
    }));
}

/** The main and footer menus as the back office edits them. */
export async function readAdminMenus(db: Db): Promise<AdminMenu[]> {
  return Promise.all(
    (['main', 'footer'] as const).map(async (slug) => {
      const items = await readMenu(db, slug);
      return { slug, items, revision: revisionOf(items) };
    }),
  );
}

/**
 * Replaces a menu's entries when `revision` is what the menu is now (else 409 `edit_conflict`):
 * the entries, their order and titles in one transaction with the audit entry. The storefront's
 * header and footer follow through the menu tables' cache version.
 */
export async function saveAdminMenu(db: Db, slug: 'main' | 'footer', revision: string, items: AdminMenuItem[], actor: AuditActor): Promise<AdminMenu> {
  return db.transaction(async (tx) => {
    let [menu] = await tx.select().from(menus).where(eq(menus.slug, slug)).for('update');
    if (!menu) [menu] = await tx.insert(menus).values({ slug }).returning();
    const before = await readMenu(tx, slug);
    if (revisionOf(before) !== revision) throw new AppError('conflict', 'edit_conflict');
    const language = await languageIdsOf(tx);
    await tx.delete(menuItems).where(eq(menuItems.menuId, menu!.id));
    const insert = async (item: { titles: { nl: string; en: string }; url: string }, sortOrder: number, parentId: number | null) => {
      const [row] = await tx.insert(menuItems).values({ menuId: menu!.id, parentId, url: item.url, sortOrder }).returning({ id: menuItems.id });
      await tx.insert(menuItemTranslations).values([
        { menuItemId: row!.id, languageId: language.nl, title: item.titles.nl },
        { menuItemId: row!.id, languageId: language.en, title: item.titles.en },
      ]);
      return row!.id;
    };
    for (const [index, item] of items.entries()) {
      const id = await insert(item, index, null);
      for (const [childIndex, child] of item.children.entries()) await insert(child, childIndex, id);
    }
    await recordAudit(tx, actor, { action: 'menu.save', entity: 'menu', entityId: slug, before, after: items });
    return { slug, items, revision: revisionOf(items) };
  });
}
