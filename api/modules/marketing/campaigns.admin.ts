import { desc, eq, inArray, sql } from 'drizzle-orm';
import { locales, type Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import { campaignBannerOptionsSchema, type AdminCampaign, type CampaignInput, type CampaignTexts } from '../../contract/marketing-admin';
import type { Db } from '../../db/client';
import { discountCampaigns, discountCampaignTranslations } from '../../db/schema/marketing';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { checkBannerPlace, checkLock, checkMedia, checkPeriod, cleanHtml, dateOrNull, editedLanguages, isoOrNull, refuseProblems, requireText, type FieldProblems, type Tx } from './promotions.admin-rules';

type Languages = Awaited<ReturnType<typeof editedLanguages>>;
type CampaignRow = typeof discountCampaigns.$inferSelect;
type TextRow = typeof discountCampaignTranslations.$inferSelect;

const noTexts: CampaignTexts = { popup_text: null, top_bar_text: null, promotion_banner_text: null };

/** A row and its texts as the back office edits them. */
function toAdminCampaign(row: CampaignRow, texts: TextRow[], languages: Languages): AdminCampaign {
  const textsOf = (locale: Locale): CampaignTexts => {
    const text = texts.find((t) => t.campaignId === row.id && languages.localeOf.get(t.languageId) === locale);
    return text ? { popup_text: text.popupText, top_bar_text: text.topBarText, promotion_banner_text: text.promotionBannerText } : noTexts;
  };
  // A jsonb column: read through the contract, so a malformed value shows as none rather than breaking the form.
  const options = campaignBannerOptionsSchema.safeParse(row.promotionBannerOptions);
  return {
    id: row.id,
    lock_version: row.lockVersion,
    updated_at: row.updatedAt.toISOString(),
    active: row.active,
    starts_at: isoOrNull(row.startsAt),
    ends_at: isoOrNull(row.endsAt),
    frequency: row.frequency as AdminCampaign['frequency'],
    pages: row.pages,
    is_popup: row.isPopup,
    is_top_bar_text: row.isTopBarText,
    promotion_banner: row.promotionBanner,
    promotion_banner_media_id: row.promotionBannerMediaId,
    promotion_banner_options: options.success ? options.data : null,
    translations: { nl: textsOf('nl'), en: textsOf('en') },
  };
}

async function withTexts(db: Db | Tx, rows: CampaignRow[], languages: Languages): Promise<AdminCampaign[]> {
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(discountCampaignTranslations)
    .where(
      inArray(
        discountCampaignTranslations.campaignId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => toAdminCampaign(row, texts, languages));
}

async function readOne(db: Db | Tx, id: number, languages: Languages, lock = false): Promise<AdminCampaign | undefined> {
  const query = db.select().from(discountCampaigns).where(eq(discountCampaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await withTexts(db, [row], languages))[0] : undefined;
}

/** Every campaign, the one the storefront answers first (started last) at the top. */
export async function listAdminCampaigns(db: Db): Promise<AdminCampaign[]> {
  const languages = await editedLanguages(db);
  const rows = await db.select().from(discountCampaigns).orderBy(sql`${discountCampaigns.startsAt} DESC NULLS LAST`, desc(discountCampaigns.id));
  return withTexts(db, rows, languages);
}

export async function readAdminCampaign(db: Db, id: number): Promise<AdminCampaign> {
  const campaign = await readOne(db, id, await editedLanguages(db));
  if (!campaign) throw notFound();
  return campaign;
}

/**
 * The input as stored: HTML cleaned; a part that is on (popup, top bar) has its text in both
 * languages and a banner that is on has its place in the grid; 422 with every field that is wrong.
 */
async function checkedCampaign(tx: Tx, input: CampaignInput, lang: ValidationLanguage): Promise<CampaignInput> {
  const problems: FieldProblems = {};
  checkPeriod(input, problems, lang);
  await checkMedia(tx, input.promotion_banner_media_id, 'promotion_banner_media_id', problems, lang);
  checkBannerPlace(input.promotion_banner, input.promotion_banner_options, problems, lang);
  const texts = Object.fromEntries(
    locales.map((locale) => {
      const given = input.translations[locale];
      const text = { popup_text: cleanHtml(given.popup_text), top_bar_text: cleanHtml(given.top_bar_text), promotion_banner_text: cleanHtml(given.promotion_banner_text) };
      if (input.is_popup) requireText(text.popup_text, `translations.${locale}.popup_text`, problems, lang);
      if (input.is_top_bar_text) requireText(text.top_bar_text, `translations.${locale}.top_bar_text`, problems, lang);
      return [locale, text];
    }),
  ) as CampaignInput['translations'];
  refuseProblems(problems);
  return { ...input, translations: texts };
}

/** Writes the row's fields and both languages' texts. */
async function writeCampaign(tx: Tx, id: number | null, input: CampaignInput, languages: Languages): Promise<number> {
  const fields = {
    active: input.active,
    startsAt: dateOrNull(input.starts_at),
    endsAt: dateOrNull(input.ends_at),
    frequency: input.frequency,
    pages: input.pages,
    isPopup: input.is_popup,
    isTopBarText: input.is_top_bar_text,
    promotionBanner: input.promotion_banner,
    promotionBannerMediaId: input.promotion_banner_media_id,
    promotionBannerOptions: input.promotion_banner_options,
  };
  const [row] =
    id === null
      ? await tx.insert(discountCampaigns).values(fields).returning({ id: discountCampaigns.id })
      : await tx
          .update(discountCampaigns)
          .set({ ...fields, lockVersion: sql`${discountCampaigns.lockVersion} + 1`, updatedAt: new Date() })
          .where(eq(discountCampaigns.id, id))
          .returning({ id: discountCampaigns.id });
  for (const locale of locales) {
    const text = input.translations[locale];
    const values = { popupText: text.popup_text, topBarText: text.top_bar_text, promotionBannerText: text.promotion_banner_text };
    await tx
      .insert(discountCampaignTranslations)
      .values({ campaignId: row!.id, languageId: languages.idOf[locale], ...values })
      .onConflictDoUpdate({ target: [discountCampaignTranslations.campaignId, discountCampaignTranslations.languageId], set: values });
  }
  return row!.id;
}

/** Makes a campaign; of several running ones the storefront shows the one started last. */
export async function createCampaign(db: Db, input: CampaignInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminCampaign> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    const id = await writeCampaign(tx, null, await checkedCampaign(tx, input, lang), languages);
    const after = (await readOne(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'campaign.create', entity: 'campaign', entityId: id, after });
    return after;
  });
}

/** Saves a campaign when `lockVersion` is the stored one (else 409 `edit_conflict`, nothing written). */
export async function updateCampaign(db: Db, id: number, lockVersion: number, input: CampaignInput, actor: AuditActor, lang: ValidationLanguage): Promise<AdminCampaign> {
  const languages = await editedLanguages(db);
  return db.transaction(async (tx) => {
    const before = checkLock(await readOne(tx, id, languages, true), lockVersion);
    await writeCampaign(tx, id, await checkedCampaign(tx, input, lang), languages);
    const after = (await readOne(tx, id, languages))!;
    await recordAudit(tx, actor, { action: 'campaign.update', entity: 'campaign', entityId: id, before, after });
    return after;
  });
}

/** Removes a campaign and its texts. */
export async function deleteCampaign(db: Db, id: number, actor: AuditActor): Promise<void> {
  const languages = await editedLanguages(db);
  await db.transaction(async (tx) => {
    const before = await readOne(tx, id, languages, true);
    if (!before) throw notFound();
    await tx.delete(discountCampaigns).where(eq(discountCampaigns.id, id));
    await recordAudit(tx, actor, { action: 'campaign.delete', entity: 'campaign', entityId: id, before });
  });
}
