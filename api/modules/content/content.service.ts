import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/locale';
import type { Block, Page } from '../../contract/content';
import type { Db } from '../../db/client';
import { blocks, blockTranslations, pageBlocks, pages, pageTranslations } from '../../db/schema/content';
import { AppError } from '../../lib/errors';
import { deepMerge } from '../../lib/merge';
import { referenceRead } from '../../lib/reference-cache';
import { languageIds, pickTranslations, type LanguageIds } from '../settings';

/** A numeric id matches the id column, anything else the slug/key column. */
function byIdOrName(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, value: string): SQL {
  return /^\d+$/.test(value) ? eq(idColumn, Number(value)) : eq(nameColumn, value);
}

/** Merges each block's language-neutral settings with its texts in the requested language. */
export async function assembleBlocks(db: Db, rows: (typeof blocks.$inferSelect)[], ids: LanguageIds): Promise<Block[]> {
  if (rows.length === 0) return [];
  const texts = pickTranslations(
    await db
      .select()
      .from(blockTranslations)
      .where(
        and(
          inArray(
            blockTranslations.blockId,
            rows.map((row) => row.id),
          ),
          inArray(blockTranslations.languageId, [ids.id, ids.defaultId]),
        ),
      ),
    (row) => row.blockId,
    ids,
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    data: deepMerge(row.settings, texts.get(row.id)?.content ?? {}) as Record<string, unknown>,
  }));
}

/**
 * A CMS page with its blocks in order, by id or slug. Inactive pages do not exist for shoppers.
 * Kept in the reference cache until a page, block or image changes (what is not found is not kept).
 */
export function getPage(db: Db, idOrSlug: string, locale: Locale): Promise<Page> {
  return referenceRead(db, `page:${locale}:${idOrSlug}`, ['page'], () => readPage(db, idOrSlug, locale));
}

/**
 * The page at a slug in a language: its own address there, else the page's (default) slug, else
 * its address in another language. A slug names one page in every language (the composer keeps
 * them apart), so this finds one at most.
 */
async function pageIdAt(db: Db, idOrSlug: string, languageId: number): Promise<number | undefined> {
  if (/^\d+$/.test(idOrSlug)) return Number(idOrSlug);
  const [own] = await db.select({ id: pageTranslations.pageId }).from(pageTranslations).where(and(eq(pageTranslations.languageId, languageId), eq(pageTranslations.slug, idOrSlug)));
  if (own) return own.id;
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, idOrSlug));
  if (page) return page.id;
  // Another language's own address (`/size-guide` asked in Dutch): the page, whose answer names its address here.
  const [other] = await db.select({ id: pageTranslations.pageId }).from(pageTranslations).where(eq(pageTranslations.slug, idOrSlug)).limit(1);
  return other?.id;
}

async function readPage(db: Db, idOrSlug: string, locale: Locale): Promise<Page> {
  const ids = await languageIds(db, locale);
  const id = await pageIdAt(db, idOrSlug, ids.id);
  const [page] = id === undefined ? [] : await db.select().from(pages).where(and(eq(pages.id, id), eq(pages.active, true)));
  if (!page) throw new AppError('not_found', 'page_not_found');
  const [titles, blockRows, nl, en] = await Promise.all([
    db.select().from(pageTranslations).where(eq(pageTranslations.pageId, page.id)),
    db
      .select({ block: blocks })
      .from(pageBlocks)
      .innerJoin(blocks, eq(blocks.id, pageBlocks.blockId))
      .where(eq(pageBlocks.pageId, page.id))
      .orderBy(asc(pageBlocks.sortOrder), asc(blocks.id)),
    languageIds(db, 'nl'),
    languageIds(db, 'en'),
  ]);
  const title = pickTranslations(titles, (row) => row.pageId, ids).get(page.id);
  const slugIn = (languageId: number) => titles.find((row) => row.languageId === languageId)?.slug ?? page.slug;
  return {
    id: page.id,
    slug: slugIn(ids.id),
    slugs: { nl: slugIn(nl.id), en: slugIn(en.id) },
    layout: page.layout as Page['layout'],
    title: title?.title ?? page.slug,
    meta_title: title?.metaTitle ?? null,
    meta_description: title?.metaDescription ?? null,
    blocks: await assembleBlocks(
      db,
      blockRows.map((row) => row.block),
      ids,
    ),
  };
}

/** One block on its own (e.g. the footer form), by id or key; kept like a page. */
export function getBlock(db: Db, idOrKey: string, locale: Locale): Promise<Block> {
  return referenceRead(db, `block:${locale}:${idOrKey}`, ['page'], async () => {
    const [row] = await db.select().from(blocks).where(byIdOrName(blocks.id, blocks.key, idOrKey));
    if (!row) throw new AppError('not_found', 'block_not_found');
    const [block] = await assembleBlocks(db, [row], await languageIds(db, locale));
    return block!;
  });
}
