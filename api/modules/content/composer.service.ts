import { and, asc, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import { PAGE_SLUG } from '../../../domain/content/shop-paths';
import { pageSlugIn, RESERVED_PAGE_SLUGS, SYSTEM_PAGES } from '../../../domain/content/page-slugs';
import type { AdminPage, AdminPageSummary, BlockChecker, PageDocument, PageStatus } from '../../contract/composer';
import type { Db } from '../../db/client';
import { blocks, blockTranslations, pageBlocks, pageDrafts, pages, pageTranslations, pageVersions } from '../../db/schema/content';
import { AppError, invalidField } from '../../lib/errors';
import { languageIds, pickTranslations } from '../settings';
import { assembleBlocks } from './content.service';
import { recordAudit, recordAuditCoalesced, staffEmail, SYSTEM_ACTOR, type AuditActor } from '../staff';
import { repeatEvery } from '../../lib/repeat';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const composerLocales = ['nl', 'en'] as const satisfies readonly Locale[];

/** The ids of the back office's content languages (nl, en): pages and menus. */
export async function languageIdsOf(db: Db | Tx): Promise<Record<(typeof composerLocales)[number], number>> {
  const [nl, en] = await Promise.all(composerLocales.map((locale) => languageIds(db as Db, locale)));
  return { nl: nl!.id, en: en!.id };
}

/** The live page as a composer document: each block's data per language as the storefront reads it. */
export async function documentFromLive(db: Db | Tx, pageId: number): Promise<PageDocument | null> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!page) return null;
  const titles = await db.select().from(pageTranslations).where(eq(pageTranslations.pageId, pageId));
  const rows = await db
    .select({ block: blocks })
    .from(pageBlocks)
    .innerJoin(blocks, eq(blocks.id, pageBlocks.blockId))
    .where(eq(pageBlocks.pageId, pageId))
    .orderBy(asc(pageBlocks.sortOrder), asc(blocks.id));
  // Per language, as the storefront assembles a page (content.service.ts): the language's texts, else the default's.
  const [nl, en] = await Promise.all(
    composerLocales.map(async (locale) => {
      const ids = await languageIds(db as Db, locale);
      const texts = pickTranslations(titles, (row) => row.pageId, ids).get(pageId);
      const assembled = await assembleBlocks(db as Db, rows.map((row) => row.block), ids);
      const own = titles.find((row) => row.languageId === ids.id)?.slug ?? null;
      return { texts: { slug: own, title: texts?.title ?? page.slug, meta_title: texts?.metaTitle ?? null, meta_description: texts?.metaDescription ?? null }, blocks: assembled };
    }),
  );
  return {
    slug: page.slug,
    layout: page.layout as PageDocument['layout'],
    translations: { nl: nl!.texts, en: en!.texts },
    blocks: nl!.blocks.map((block, index) => ({ key: `b${block.id}`, type: block.type, data: { nl: block.data, en: en!.blocks[index]!.data } })),
  };
}

/** What stops a document from being published: each block's schema problems per language. */
export function documentProblems(document: PageDocument, check: BlockChecker, lang: ValidationLanguage): AdminPage['problems'] {
  const problems: AdminPage['problems'] = [];
  for (const block of document.blocks) {
    for (const language of composerLocales) {
      const fields = check(block.type, block.data[language], lang);
      if (fields) problems.push({ key: block.key, language, fields });
    }
  }
  return problems;
}

interface DraftState {
  page: typeof pages.$inferSelect;
  draft: typeof pageDrafts.$inferSelect | undefined;
  document: PageDocument;
  lockVersion: number;
  latest: { version: number; document: unknown } | undefined;
}

async function latestVersion(db: Db | Tx, pageId: number) {
  const [row] = await db.select({ version: pageVersions.version, document: pageVersions.document }).from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(desc(pageVersions.version)).limit(1);
  return row;
}

/** The page, its draft (or the live page as one when it was never opened in the composer) and its latest version. */
async function draftState(db: Db | Tx, pageId: number, lock = false): Promise<DraftState> {
  const query = db.select().from(pages).where(eq(pages.id, pageId));
  const [page] = lock ? await query.for('update') : await query;
  if (!page) throw new AppError('not_found', 'page_not_found');
  const [draft] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId));
  const document = (draft?.document as PageDocument | undefined) ?? (await documentFromLive(db, pageId))!;
  return { page, draft, document, lockVersion: draft?.lockVersion ?? 0, latest: await latestVersion(db, pageId) };
}

function statusOf(state: { active: boolean; deletedAt: Date | null | undefined; changed: boolean }): PageStatus {
  if (state.deletedAt) return 'deleted';
  if (!state.active) return 'draft';
  return state.changed ? 'changed' : 'published';
}

/**
 * The page locked for a change to its draft: 409 `page_deleted` when it is in the bin, 409
 * `edit_conflict` when `lockVersion` (what the editor loaded) is not the stored one.
 */
async function lockedForEdit(tx: Tx, pageId: number, lockVersion: number): Promise<DraftState> {
  const state = await draftState(tx, pageId, true);
  if (state.draft?.deletedAt) throw new AppError('conflict', 'page_deleted');
  if (state.lockVersion !== lockVersion) throw new AppError('conflict', 'edit_conflict');
  return state;
}

/** Where a page stands, with who changed its draft last. */
async function summaryOf(db: Db, state: DraftState): Promise<AdminPageSummary> {
  const updatedBy = state.draft?.updatedBy ? await staffEmail(db, state.draft.updatedBy) : null;
  const changed = state.draft ? JSON.stringify(state.latest?.document ?? null) !== JSON.stringify(state.document) : false;
  return {
    id: state.page.id,
    slug: state.document.slug,
    title: state.document.translations.nl.title,
    layout: state.document.layout,
    status: statusOf({ active: state.page.active, deletedAt: state.draft?.deletedAt, changed }),
    system: SYSTEM_PAGES.has(state.page.slug),
    published_version: state.page.active ? (state.latest?.version ?? null) : null,
    lock_version: state.lockVersion,
    updated_at: state.draft?.updatedAt.toISOString() ?? null,
    updated_by: updatedBy,
    publish_at: state.draft?.publishAt?.toISOString() ?? null,
    unpublish_at: state.draft?.unpublishAt?.toISOString() ?? null,
  };
}

/** One page for the composer: its draft document, where it stands, and what stops publishing. */
export async function readAdminPage(db: Db, pageId: number, check: BlockChecker | null, lang: ValidationLanguage): Promise<AdminPage> {
  const state = await draftState(db, pageId);
  return { ...(await summaryOf(db, state)), document: state.document, problems: check ? documentProblems(state.document, check, lang) : [] };
}


/** The pages for the composer's list: searched in one language's titles and slugs, filtered by status and layout. */
export async function listAdminPages(db: Db, query: { q?: string; status?: PageStatus; layout?: string; language: 'nl' | 'en' }): Promise<AdminPageSummary[]> {
  const rows = await db.select({ id: pages.id }).from(pages).orderBy(asc(pages.id));
  const summaries = await Promise.all(
    rows.map(async (row) => {
      const state = await draftState(db, row.id);
      return { ...(await summaryOf(db, state)), title: state.document.translations[query.language].title };
    }),
  );
  const needle = query.q?.toLowerCase();
  return summaries.filter(
    (page) =>
      (!needle || page.title.toLowerCase().includes(needle) || page.slug.includes(needle)) &&
      (!query.status || page.status === query.status) &&
      (!query.layout || page.layout === query.layout),
  );
}

/** A slug another page has in any language (live or in its draft), or one the shop's routes use. */
async function checkSlug(db: Db | Tx, pageId: number | null, slug: string, field: string, lang: ValidationLanguage, current?: string): Promise<void> {
  const message = lang === 'nl' ? 'Er is al een pagina met dit adres' : 'There is already a page at this address';
  if (!PAGE_SLUG.test(slug) || (RESERVED_PAGE_SLUGS.has(slug) && slug !== current)) {
    throw invalidField(field, lang === 'nl' ? 'Dit adres is voor de winkel zelf gereserveerd' : 'This address is reserved for the shop itself');
  }
  // One slug names one page in every language, so a path never depends on which language asks.
  // One after the other: inside a transaction the queries share one connection.
  const live = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug));
  const translated = await db.select({ id: pageTranslations.pageId }).from(pageTranslations).where(eq(pageTranslations.slug, slug));
  const drafted = await db
    .select({ id: pageDrafts.pageId })
    .from(pageDrafts)
    .where(and(or(sql`${pageDrafts.document}->>'slug' = ${slug}`, sql`${pageDrafts.document}->'translations'->'en'->>'slug' = ${slug}`), isNull(pageDrafts.deletedAt)));
  if ([...live, ...translated, ...drafted].some((row) => row.id !== pageId)) throw invalidField(field, message);
}

/** The English address when it is the page's own (not the Dutch one again). */
const ownEnglishSlug = (document: PageDocument) => (pageSlugIn(document, 'en') === document.slug ? null : pageSlugIn(document, 'en'));

/**
 * Checks a document's addresses: the page's (Dutch) slug and its own English one, each free. A
 * system page keeps its slug and has no address of its own in English (its route is fixed).
 * `before`: the document as it was (only changed addresses are checked), `current` its live slug.
 */
async function checkSlugs(db: Db | Tx, pageId: number | null, document: PageDocument, lang: ValidationLanguage, before?: PageDocument, current?: string): Promise<void> {
  const english = ownEnglishSlug(document);
  if (current !== undefined && SYSTEM_PAGES.has(current) && (document.slug !== current || english !== null)) {
    throw invalidField(document.slug !== current ? 'document.slug' : 'document.translations.en.slug', lang === 'nl' ? 'Het adres van deze pagina kan niet veranderen' : 'The address of this page cannot change');
  }
  if (!before || document.slug !== before.slug) await checkSlug(db, pageId, document.slug, 'document.slug', lang, current);
  if (english !== null && (!before || english !== ownEnglishSlug(before))) await checkSlug(db, pageId, english, 'document.translations.en.slug', lang, current);
}

/** Makes a page from a document: a draft only, not live until published. */
export async function createPage(db: Db, document: PageDocument, actor: AuditActor & { id: number }, lang: ValidationLanguage): Promise<number> {
  return db.transaction(async (tx) => {
    await checkSlugs(tx, null, document, lang);
    // The live slug is the draft's until the first publish; it is unique, so a race is a 422 too.
    const [page] = await tx.insert(pages).values({ slug: document.slug, layout: document.layout, active: false }).returning({ id: pages.id });
    await tx.insert(pageDrafts).values({ pageId: page!.id, document, lockVersion: 1, updatedBy: actor.id });
    await recordAudit(tx, actor, { action: 'page.create', entity: 'page', entityId: page!.id, after: document });
    return page!.id;
  });
}

/**
 * Saves the draft when `lockVersion` is the one stored (0: the page was never opened in the
 * composer): otherwise someone saved in between and the answer is 409 `edit_conflict`, never a
 * silent overwrite. A system page keeps its slug.
 */
export async function saveDraft(db: Db, pageId: number, lockVersion: number, document: PageDocument, actor: AuditActor & { id: number }, lang: ValidationLanguage): Promise<number> {
  return db.transaction(async (tx) => {
    const state = await lockedForEdit(tx, pageId, lockVersion);
    await checkSlugs(tx, pageId, document, lang, state.document, state.page.slug);
    const next = lockVersion + 1;
    await ensureDraft(tx, state, actor);
    await tx.update(pageDrafts).set({ document, lockVersion: next, updatedAt: new Date(), updatedBy: actor.id }).where(eq(pageDrafts.pageId, pageId));
    // Autosave: one entry per run of edits (api/modules/staff/audit.ts), with the draft before and after it.
    await recordAuditCoalesced(tx, actor, { action: 'page.save_draft', entity: 'page', entityId: pageId, before: state.document, after: document });
    return next;
  });
}

/** Writes a document to the live page tables (the storefront's caches follow through the tables' cache versions). */
async function writeLive(tx: Tx, pageId: number, document: PageDocument): Promise<void> {
  const ids = await languageIdsOf(tx);
  await tx.update(pages).set({ slug: document.slug, layout: document.layout, active: true }).where(eq(pages.id, pageId));
  for (const locale of composerLocales) {
    const texts = document.translations[locale];
    await tx
      .insert(pageTranslations)
    const slug = locale === 'en' ? ownEnglishSlug(document) : null;
    await tx
      .insert(pageTranslations)
      .values({ pageId, languageId: ids[locale], slug, title: texts.title, metaTitle: texts.meta_title, metaDescription: texts.meta_description })
      .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.languageId], set: { slug, title: texts.title, metaTitle: texts.meta_title, metaDescription: texts.meta_description } });
  }
  // The page's own blocks go (a block with a key, or shared with another page, stays for the others).
  const old = await tx.select({ id: pageBlocks.blockId }).from(pageBlocks).where(eq(pageBlocks.pageId, pageId));
  await tx.delete(pageBlocks).where(eq(pageBlocks.pageId, pageId));
  if (old.length) {
    const shared = await tx.select({ id: pageBlocks.blockId }).from(pageBlocks).where(inArray(pageBlocks.blockId, old.map((row) => row.id)));
    const own = old.map((row) => row.id).filter((id) => !shared.some((row) => row.id === id));
    if (own.length) await tx.delete(blocks).where(and(inArray(blocks.id, own), isNull(blocks.key)));
  }
  for (const [index, block] of document.blocks.entries()) {
    const [row] = await tx.insert(blocks).values({ type: block.type, settings: {} }).returning({ id: blocks.id });
    await tx.insert(blockTranslations).values(composerLocales.map((locale) => ({ blockId: row!.id, languageId: ids[locale], content: block.data[locale] })));
    await tx.insert(pageBlocks).values({ pageId, blockId: row!.id, sortOrder: index });
  }
}

/**
 * Publishes the draft the editor saw (`lockVersion`): every block must pass its schema in both
 * languages (else 422 `page_has_invalid_blocks` with `fields` `blocks.{key}.{language}.{path}`).
 * The live tables, a new version and the audit entry commit together. The scheduler passes `due`
 * and no lock version: null when the page is no longer scheduled by then.
 */
export async function publishPage(db: Db, pageId: number, lockVersion: number | null, check: BlockChecker | null, actor: AuditActor, lang: ValidationLanguage, due?: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const state = await draftState(tx, pageId, true);
    // An unknown page is a 404 first; without the storefront's block check nothing can be published.
    if (!check) throw new AppError('unavailable', 'block_check_unavailable');
    // The scheduler's call (`due`): still scheduled once the page is locked? Another instance may have published it meanwhile.
    if (due && !(state.draft?.publishAt && state.draft.publishAt <= due)) return null;
    if (state.draft?.deletedAt) throw new AppError('conflict', 'page_deleted');
    if (lockVersion !== null && state.lockVersion !== lockVersion) throw new AppError('conflict', 'edit_conflict');
    const problems = documentProblems(state.document, check, lang);
    if (problems.length) {
      const fields = Object.fromEntries(problems.flatMap((problem) => Object.entries(problem.fields).map(([path, message]) => [`blocks.${problem.key}.${problem.language}.${path}`, message])));
      throw new AppError('invalid_data', 'page_has_invalid_blocks', { fields });
    }
    const before = state.page.active ? await documentFromLive(tx, pageId) : null;
    await writeLive(tx, pageId, state.document);
    const [top] = await tx.select({ version: max(pageVersions.version) }).from(pageVersions).where(eq(pageVersions.pageId, pageId));
    const version = (top?.version ?? 0) + 1;
    await tx.insert(pageVersions).values({ pageId, version, document: state.document, staffId: actor.id, staffEmail: actor.email });
    await ensureDraft(tx, state, actor);
    await tx.update(pageDrafts).set({ publishedVersion: version, publishAt: null }).where(eq(pageDrafts.pageId, pageId));
    await recordAudit(tx, actor, { action: 'page.publish', entity: 'page', entityId: pageId, before, after: { version, document: state.document } });
    return version;
  });
}

/** Takes a page off the storefront (it stays in the composer as a draft); the scheduler's call (`due`) is false when no longer due. */
export async function unpublishPage(db: Db, pageId: number, actor: AuditActor, due?: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const state = await draftState(tx, pageId, true);
    if (due && !(state.draft?.unpublishAt && state.draft.unpublishAt <= due)) return false;
    if (SYSTEM_PAGES.has(state.page.slug)) throw new AppError('not_allowed', 'system_page');
    await tx.update(pages).set({ active: false }).where(eq(pages.id, pageId));
    if (state.draft) await tx.update(pageDrafts).set({ unpublishAt: null }).where(eq(pageDrafts.pageId, pageId));
    await recordAudit(tx, actor, { action: 'page.unpublish', entity: 'page', entityId: pageId, before: { active: state.page.active }, after: { active: false } });
    return true;
  });
}

/** Ensures the page has a draft row (a page never opened in the composer gets one from its live state). */
async function ensureDraft(tx: Tx, state: DraftState, actor: AuditActor): Promise<void> {
  if (state.draft) return;
  await tx.insert(pageDrafts).values({ pageId: state.page.id, document: state.document, lockVersion: 1, updatedBy: actor.id, publishedVersion: state.latest?.version ?? null });
}

/** Sets or clears when the draft goes live and when the page comes off the storefront. */
export async function schedulePage(db: Db, pageId: number, input: { lockVersion: number; publishAt: Date | null; unpublishAt: Date | null }, actor: AuditActor, lang: ValidationLanguage): Promise<void> {
  if (input.publishAt && input.unpublishAt && input.unpublishAt <= input.publishAt) {
    throw invalidField('unpublish_at', lang === 'nl' ? 'Het einde moet na het begin liggen' : 'The end must be after the start');
  }
  await db.transaction(async (tx) => {
    const state = await lockedForEdit(tx, pageId, input.lockVersion);
    await ensureDraft(tx, state, actor);
    await tx.update(pageDrafts).set({ publishAt: input.publishAt, unpublishAt: input.unpublishAt }).where(eq(pageDrafts.pageId, pageId));
    await recordAudit(tx, actor, {
      action: 'page.schedule',
      entity: 'page',
      entityId: pageId,
      before: { publish_at: state.draft?.publishAt ?? null, unpublish_at: state.draft?.unpublishAt ?? null },
      after: { publish_at: input.publishAt, unpublish_at: input.unpublishAt },
    });
  });
}

/**
 * Runs what is due at `now`: publishes scheduled drafts (a draft whose blocks fail stays
 * unpublished; its schedule is kept and the failure is logged) and unpublishes pages whose end
 * has come. Every instance may run it: each page is locked while it is handled, and what another
 * instance did meanwhile is not done again.
 */
export async function runDueSchedules(db: Db, check: BlockChecker | null, now: Date, log: Pick<Console, 'warn'> = console): Promise<{ published: number[]; unpublished: number[] }> {
  const due = await db
    .select({ pageId: pageDrafts.pageId, publishAt: pageDrafts.publishAt, unpublishAt: pageDrafts.unpublishAt })
    .from(pageDrafts)
    .where(and(isNull(pageDrafts.deletedAt), sql`(${pageDrafts.publishAt} <= ${now} OR ${pageDrafts.unpublishAt} <= ${now})`));
  const published: number[] = [];
  const unpublished: number[] = [];
  for (const row of due) {
    if (row.publishAt && row.publishAt <= now) {
      try {
        if ((await publishPage(db, row.pageId, null, check, SYSTEM_ACTOR, 'en', now)) !== null) published.push(row.pageId);
      } catch (error) {
        log.warn(`[composer] scheduled publish of page ${row.pageId} failed: ${error instanceof AppError ? error.code : 'error'}`);
      }
    }
    if (row.unpublishAt && row.unpublishAt <= now) {
      if (await unpublishPage(db, row.pageId, SYSTEM_ACTOR, now).catch(() => false)) unpublished.push(row.pageId);
    }
  }
  return { published, unpublished };
}

/** Moves a page to the bin: off the storefront, out of the list's default view; a system page cannot go. */
export async function deletePage(db: Db, pageId: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await draftState(tx, pageId, true);
    if (SYSTEM_PAGES.has(state.page.slug)) throw new AppError('not_allowed', 'system_page');
    await ensureDraft(tx, state, actor);
    await tx.update(pages).set({ active: false }).where(eq(pages.id, pageId));
    await tx.update(pageDrafts).set({ deletedAt: new Date(), publishAt: null, unpublishAt: null }).where(eq(pageDrafts.pageId, pageId));
    await recordAudit(tx, actor, { action: 'page.delete', entity: 'page', entityId: pageId, before: { active: state.page.active } });
  });
}

/** Takes a page out of the bin, as a draft (publish it again to show it). */
export async function restorePage(db: Db, pageId: number, actor: AuditActor, lang: ValidationLanguage): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await draftState(tx, pageId, true);
    if (!state.draft?.deletedAt) return;
    await checkSlugs(tx, pageId, state.document, lang);
    await tx.update(pageDrafts).set({ deletedAt: null, lockVersion: state.lockVersion + 1 }).where(eq(pageDrafts.pageId, pageId));
    await recordAudit(tx, actor, { action: 'page.restore', entity: 'page', entityId: pageId });
  });
}

/** A copy of a page's draft as a new draft page, at the first free `{slug}-copy`, `{slug}-copy-2`, … */
export async function duplicatePage(db: Db, pageId: number, actor: AuditActor & { id: number }, lang: ValidationLanguage): Promise<number> {
  const state = await draftState(db, pageId);
  const base = `${state.document.slug}`.slice(0, 90);
  const taken = new Set(
    [
      ...(await db.select({ slug: pages.slug }).from(pages)).map((row) => row.slug),
      ...(await db.select({ slug: sql<string>`${pageDrafts.document}->>'slug'` }).from(pageDrafts)).map((row) => row.slug),
    ],
  );
  let slug = `${base}-copy`;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-copy-${n}`;
  const document: PageDocument = {
    ...state.document,
    slug,
    translations: {
      nl: { ...state.document.translations.nl, title: `${state.document.translations.nl.title} (kopie)`.slice(0, 200) },
      // The copy's English address is its Dutch one until someone gives it its own.
      en: { ...state.document.translations.en, slug: null, title: `${state.document.translations.en.title} (copy)`.slice(0, 200) },
    },
  };
  return createPage(db, document, actor, lang);
}

/** What changed from one document to the next, a line per kind of change. */
export function diffSummary(before: PageDocument | null, after: PageDocument): string[] {
  if (!before) return [`first version: ${after.blocks.length} blocks`];
  const lines: string[] = [];
  if (before.slug !== after.slug) lines.push(`address: /${before.slug} → /${after.slug}`);
  if (before.layout !== after.layout) lines.push(`layout: ${before.layout} → ${after.layout}`);
  for (const locale of composerLocales) {
    if (JSON.stringify(before.translations[locale]) !== JSON.stringify(after.translations[locale])) lines.push(`${locale}: title or description changed`);
  }
  const beforeKeys = new Map(before.blocks.map((block) => [block.key, block]));
  const afterKeys = new Set(after.blocks.map((block) => block.key));
  const added = after.blocks.filter((block) => !beforeKeys.has(block.key));
  const removed = before.blocks.filter((block) => !afterKeys.has(block.key));
  const changed = after.blocks.filter((block) => beforeKeys.has(block.key) && JSON.stringify(beforeKeys.get(block.key)) !== JSON.stringify(block));
  const kept = after.blocks.filter((block) => beforeKeys.has(block.key)).map((block) => block.key);
  const keptBefore = before.blocks.filter((block) => afterKeys.has(block.key)).map((block) => block.key);
  if (added.length) lines.push(`added: ${added.map((block) => block.type).join(', ')}`);
  if (removed.length) lines.push(`removed: ${removed.map((block) => block.type).join(', ')}`);
  if (changed.length) lines.push(`changed: ${changed.map((block) => block.type).join(', ')}`);
  if (JSON.stringify(kept) !== JSON.stringify(keptBefore)) lines.push('blocks reordered');
  return lines.length ? lines : ['no changes'];
}

/** The page's published versions, newest first, each with what it changed. */
export async function listVersions(db: Db, pageId: number) {
  const rows = await db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(asc(pageVersions.version));
  const out = rows.map((row, index) => ({
    version: row.version,
    created_at: row.createdAt.toISOString(),
    staff_email: row.staffEmail,
    summary: diffSummary(index > 0 ? (rows[index - 1]!.document as PageDocument) : null, row.document as PageDocument),
  }));
  return out.reverse();
}

/** Makes a published version the draft again (publish it to make it live); 409 on a stale lock version. */
export async function restoreVersion(db: Db, pageId: number, version: number, lockVersion: number, actor: AuditActor & { id: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const state = await draftState(tx, pageId, true);
    if (state.lockVersion !== lockVersion) throw new AppError('conflict', 'edit_conflict');
    const [row] = await tx.select().from(pageVersions).where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.version, version)));
    if (!row) throw new AppError('not_found', 'page_version_not_found');
    const next = lockVersion + 1;
    const document = row.document as PageDocument;
    await ensureDraft(tx, state, actor);
    await tx.update(pageDrafts).set({ document, lockVersion: next, updatedAt: new Date(), updatedBy: actor.id }).where(eq(pageDrafts.pageId, pageId));
    await recordAudit(tx, actor, { action: 'page.restore_version', entity: 'page', entityId: pageId, before: state.document, after: { version, document } });
    return next;
  });
}


/** How often every instance looks for scheduled publishing (the schedule is kept to within this). */
export const SCHEDULE_INTERVAL_MS = 15_000;

/** Runs the composer's schedule every SCHEDULE_INTERVAL_MS (each instance; the pages' row locks keep them apart). */
export function startComposerScheduler(db: Db, check: BlockChecker, log: Pick<Console, 'warn'> = console): { stop: () => void } {
  return repeatEvery(
    SCHEDULE_INTERVAL_MS,
    () => runDueSchedules(db, check, new Date(), log),
    (error) => log.warn(`[composer] schedule run failed: ${error instanceof Error ? error.name : 'error'}`),
  );
}
