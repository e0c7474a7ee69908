import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/locale';
import { promotionBannerOptionsSchema, type DiscountCampaign, type Popup } from '../../contract/marketing';
import { pageMatches, shopPathOf } from '../../../domain/content/page-match';
import { pageLinkIn } from '../../../domain/content/page-slugs';
import { sanitizeHtml } from '../../../domain/html';
import type { Db } from '../../db/client';
import { referenceRead } from '../../lib/reference-cache';
import { discountCampaigns, discountCampaignTranslations, popups, popupTranslations } from '../../db/schema/marketing';
import { pageAddressesIn } from '../content';
import { readImages, readMediaFiles, type MediaFile } from '../media';
import { languageIds, pickTranslations } from '../settings';

/** HTML is stored clean; cleaned again on the way out, for rows written by other means than the API. */
const cleanOrNull = (html: string | null | undefined) => (html ? sanitizeHtml(html) : null);
const pageLinks = (pages: string[]) => pages.map((page_link) => ({ page_link }));
const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Page links at the pages' addresses in a language: a popup limited to `/popup-voorbeeld` is for
 * that page, in English at `/popup-example` (the storefront matches the links against the path it
 * shows). Links that name no CMS page stay as written; without `links` to rewrite, no query.
 */
async function linksIn(db: Db, locale: Locale, links: readonly string[]): Promise<(link: string) => string> {
  if (links.length === 0) return (link) => link;
  const addresses = await pageAddressesIn(db, locale);
  return (link) => {
    const path = shopPathOf(link);
    const address = pageLinkIn(path, addresses);
    return address === path ? link : address;
  };
}

/** When a popup or campaign runs (ms since the epoch; null: open on that side). */
interface Schedule {
  startsAt: number | null;
  endsAt: number | null;
}
const scheduleOf = (row: { startsAt: Date | null; endsAt: Date | null }): Schedule => ({ startsAt: row.startsAt?.getTime() ?? null, endsAt: row.endsAt?.getTime() ?? null });
const runsAt = ({ startsAt, endsAt }: Schedule, now: number) => (startsAt === null || startsAt <= now) && (endsAt === null || endsAt > now);

/** Active and not ended (running, or to start later: the clock decides when it is asked). */
function notEnded(active: AnyPgColumn, endsAt: AnyPgColumn): SQL {
  return and(eq(active, true), or(isNull(endsAt), gt(endsAt, sql`now()`)))!;
}

interface PopupCandidate extends Schedule {
  /** Its pages at their addresses in the language. */
  pages: string[];
  popup: Popup;
}

/**
 * The popups running for a page (`url`: a shop path or an absolute URL; the locale prefix does not
 * count, and a CMS page is the page at any of its addresses), highest priority first. The
 * storefront shows the first whose frequency allows it. Every page view asks; the active popups
 * that have not ended are kept in the reference cache (their rows, texts, images and the pages'
 * addresses all advance the `page` version) and the clock picks those running.
 */
export async function popupsForPage(db: Db, url: string, locale: Locale): Promise<Popup[]> {
  const { linkIn, candidates } = await referenceRead(db, `popups:${locale}`, ['page', 'settings'], () => popupsNotEnded(db, locale));
  // The page asked for, at its address in the language.
  const path = linkIn(shopPathOf(url));
  const now = Date.now();
  return candidates.filter((candidate) => runsAt(candidate, now) && pageMatches(candidate.pages, path)).map((candidate) => candidate.popup);
}

async function popupsNotEnded(db: Db, locale: Locale): Promise<{ linkIn: (link: string) => string; candidates: PopupCandidate[] }> {
  const live = await db.select().from(popups).where(notEnded(popups.active, popups.endsAt)).orderBy(desc(popups.priority), asc(popups.id));
  const linkIn = await linksIn(db, locale, live.flatMap((row) => row.pages));
  if (live.length === 0) return { linkIn, candidates: [] };
  const ids = await languageIds(db, locale);
  const [texts, images] = await Promise.all([
    db
      .select()
      .from(popupTranslations)
      .where(
        and(
          inArray(
            popupTranslations.popupId,
            live.map((row) => row.id),
          ),
          inArray(popupTranslations.languageId, [ids.id, ids.defaultId]),
        ),
      ),
    readImages(
      db,
      live.map((row) => row.imageMediaId),
      ids.id,
    ),
  ]);
  const textOf = pickTranslations(texts, (row) => row.popupId, ids);
  const candidates = live.flatMap((row): PopupCandidate[] => {
    const text = textOf.get(row.id);
    if (!text) return [];
    const image = row.imageMediaId === null ? undefined : images.get(row.imageMediaId);
    const pages = row.pages.map(linkIn);
    return [
      {
        ...scheduleOf(row),
        pages,
        popup: {
          id: row.id,
          frequency: row.frequency as Popup['frequency'],
          priority: row.priority,
          pages: pageLinks(pages),
          title: text.title,
          content: sanitizeHtml(text.content),
          image: image ? { ...image, alt: text.title } : null,
          button: text.buttonText && text.buttonUrl ? { text: text.buttonText, url: text.buttonUrl } : null,
          subscription: row.subscription,
          starts_at: iso(row.startsAt),
          ends_at: iso(row.endsAt),
        },
      },
    ];
  });
  return { linkIn, candidates };
}

/** A campaign as the storefront gets it, with when it runs. */
interface CampaignCandidate extends Schedule {
  campaign: DiscountCampaign;
}

/**
 * The running discount campaign (the one started last when several run), or null. Every page asks
 * for it; the active campaigns that have not ended are kept in the reference cache (their rows,
 * texts, banner and page links all advance the `page` version) and the clock picks the running
 * one, so a campaign still starts and ends on time without a write.
 */
export async function activeCampaign(db: Db, locale: Locale): Promise<DiscountCampaign | null> {
  const candidates = await referenceRead(db, `campaigns:${locale}`, ['page', 'settings'], () => campaignsNotEnded(db, locale));
  const now = Date.now();
  return candidates.find((candidate) => runsAt(candidate, now))?.campaign ?? null;
}

/** Active campaigns that have not ended, started last first, as the storefront gets them. */
async function campaignsNotEnded(db: Db, locale: Locale): Promise<CampaignCandidate[]> {
  const rows = await db
    .select()
    .from(discountCampaigns)
    .where(notEnded(discountCampaigns.active, discountCampaigns.endsAt))
    .orderBy(sql`${discountCampaigns.startsAt} DESC NULLS LAST`, desc(discountCampaigns.id));
  if (rows.length === 0) return [];
  const ids = await languageIds(db, locale);
  const mediaIds = rows.flatMap((row) => (row.promotionBannerMediaId === null ? [] : [row.promotionBannerMediaId]));
  const [texts, files, linkIn] = await Promise.all([
    db
      .select()
      .from(discountCampaignTranslations)
      .where(
        and(
          inArray(
            discountCampaignTranslations.campaignId,
            rows.map((row) => row.id),
          ),
          inArray(discountCampaignTranslations.languageId, [ids.id, ids.defaultId]),
        ),
      ),
    mediaIds.length === 0 ? Promise.resolve(new Map<number, MediaFile>()) : readMediaFiles(db, mediaIds, ids.id),
    linksIn(db, locale, rows.flatMap((row) => row.pages)),
  ]);
  const textOf = pickTranslations(texts, (t) => t.campaignId, ids);
  return rows.map((row) => {
    const text = textOf.get(row.id);
    const file = row.promotionBannerMediaId === null ? undefined : files.get(row.promotionBannerMediaId);
    // A jsonb column: read through the contract, so a malformed value is left out rather than sent.
    const options = promotionBannerOptionsSchema.safeParse(row.promotionBannerOptions);
    return {
      ...scheduleOf(row),
      campaign: {
        id: row.id,
        is_popup: row.isPopup,
        is_top_bar_text: row.isTopBarText,
        popup_text: cleanOrNull(text?.popupText),
        top_bar_text: cleanOrNull(text?.topBarText),
        promotion_banner: row.promotionBanner,
        promotion_banner_text: cleanOrNull(text?.promotionBannerText),
        promotion_banner_file: file ? { url: file.url, media_type: file.mediaType === 'video' ? 'video' : 'image', original_name: file.originalName } : null,
        promotion_banner_options: options.success ? options.data : null,
        frequency: row.frequency as DiscountCampaign['frequency'],
        pages: pageLinks(row.pages.map(linkIn)),
        starts_at: iso(row.startsAt),
        ends_at: iso(row.endsAt),
      },
    };
  });
}
