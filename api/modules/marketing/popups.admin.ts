import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { locales, type Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { AdminPopup, PopupInput, PopupTexts } from '../../contract/marketing-admin';
import type { Db } from '../../db/client';
import { popups, popupTranslations } from '../../db/schema/marketing';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { checkButton, checkLock, checkMedia, checkPeriod, cleanHtml, dateOrNull, editedLanguages, isoOrNull, refuseProblems, textOrNull, type FieldProblems, type Tx } from './promotions.admin-rules';

type Languages = Awaited<ReturnType<typeof editedLanguages>>;
type PopupRow = typeof popups.$inferSelect;
type TextRow = typeof popupTranslations.$inferSelect;

const noTexts: PopupTexts = { title: '', content: '', button_text: null, button_url: null };

/** A row and its texts as the back office edits them. */
function toAdminPopup(row: PopupRow, texts: TextRow[], languages: Languages): AdminPopup {
  const textsOf = (locale: Locale): PopupTexts => {
    const text = texts.find((t) => t.popupId === row.id && languages.localeOf.get(t.languageId) === locale);
    return text ? { title: text.title, content: text.content, button_text: text.buttonText, button_url: text.buttonUrl } : noTexts;
  };
  return {
    id: row.id,
    lock_version: row.lockVersion,
    updated_at: row.updatedAt.toISOString(),
    active: row.active,
    priority: row.priority,
    frequency: row.frequency as AdminPopup['frequency'],
    pages: row.pages,
    starts_at: isoOrNull(row.startsAt),
    ends_at: isoOrNull(row.endsAt),
    subscription: row.subscription,
    image_media_id: row.imageMediaId,
    translations: { nl: textsOf('nl'), en: textsOf('en') },
  };
}

/** Popups with their texts, by the rows given. */
async function withTexts(db: Db | Tx, rows: PopupRow[], languages: Languages): Promise<AdminPopup[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const texts = await db.select().from(popupTranslations).where(inArray(popupTranslations.popupId, ids));
  return rows.map((row) => toAdminPopup(row, texts, languages));
}

async function readOne(db: Db | Tx, id: number, languages: Languages, lock = false): Promise<AdminPopup | undefined> {
  const query = db.select().from(popups).where(eq(popups.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await withTexts(db, [row], languages))[0] : undefined;
}

/** Every popup, highest priority first (the order the storefront chooses in). */
export async function listAdminPopups(db: Db): Promise<AdminPopup[]> {
  const languages = await editedLanguages(db);
  return withTexts(db, await db.select().from(popups).orderBy(desc(popups.priority), asc(popups.id)), languages);
}

export async function readAdminPopup(db: Db, id: number): Promise<AdminPopup> {
  const popup = await readOne(db, id, await editedLanguages(db));
  if (!popup) throw notFound();
  return popup;
}

/** The input as stored: HTML cleaned, empty button parts as none; 422 with every field that is wrong. */
async function checkedPopup(tx: Tx, input: PopupInput, lang: ValidationLanguage): Promise<PopupInput> {
  const problems: FieldProblems = {};
  checkPeriod(input, problems, lang);
  await checkMedia(tx, input.image_media_id, 'image_media_id', problems, lang);
  const texts = Object.fromEntries(
    locales.map((locale) => {
      const text = input.translations[locale];
      const button = { button_text: textOrNull(text.button_text), button_url: textOrNull(text.button_url) };
      checkButton(button.button_text, button.button_url, `translations.${locale}`, problems, lang);
      return [locale, { title: text.title, content: cleanHtml(text.content) ?? '', ...button }];
    }),
  ) as PopupInput['translations'];
  refuseProblems(problems);
  return { ...input, translations: texts };
}

/** Writes the row's fields and both languages' texts. */
async function writePopup(tx: Tx, id: number | null, input: PopupInput, languages: Languages): Promise<number> {
  const fields = {
    active: input.active,
    priority: input.priority,
    frequency: input.frequency,
    pages: input.pages,
    startsAt: dateOrNull(input.starts_at),
    endsAt: dateOrNull(input.ends_at),
    subscription: input.subscription,
    imageMediaId: input.image_media_id,
  };
  const [row] =
    id === null
      ? await tx.insert(popups).values(fields).returning({ id: popups.id })
      : await tx
          .update(popups)
          .set({ ...fields, lockVersion: sql`${popups.lockVersion} + 1`, updatedAt: new Date() })
          .where(eq(popups.id, id))
          .returning({ id: popups.id });
  for (const locale of locales) {
    const text = input.translations[locale];
    const values = { title: text.title, content: text.content, buttonText: text.button_text, buttonUrl: text.button_url };
    await tx
      .insert(popupTranslations)
      .values({ popupId: row!.id, languageId: languages.idOf[locale], ...values })
      .onConflictDoUpdate({ target: [popupTranslations.popupId, popupTranslations.languageId], set: values });
  }
  return row!.id;
}

/** Makes a popup; it runs on the storefront as soon as it is active (the tables' cache version announces it). */
export async function createPopup(db: Db, input: PopupInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminPopup> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    const id = await writePopup(tx, null, await checkedPopup(tx, input, lang), languages);
    const after = (await readOne(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'popup.create', entity: 'popup', entityId: id, after });
    return after;
  });
}

/** Saves a popup when `lockVersion` is the stored one (else 409 `edit_conflict`, nothing written). */
export async function updatePopup(db: Db, id: number, lockVersion: number, input: PopupInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminPopup> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    const before = checkLock(await readOne(tx, id, languages, true), lockVersion);
    await writePopup(tx, id, await checkedPopup(tx, input, lang), languages);
    const after = (await readOne(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'popup.update', entity: 'popup', entityId: id, before, after });
    return after;
  });
}

/** Removes a popup and its texts. */
export async function deletePopup(db: Db, id: number, actor: AuditActor): Promise<void> {
  const languages = await editedLanguages(db);
  await db.transaction(async (tx) => {
    const before = await readOne(tx, id, languages, true);
    if (!before) throw notFound();
    await tx.delete(popups).where(eq(popups.id, id));
    await recordAudit(tx, actor, { action: 'popup.delete', entity: 'popup', entityId: id, before });
  });
}
