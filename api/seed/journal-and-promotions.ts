import { inArray, sql } from 'drizzle-orm';
import { POPUP_FREQUENCY } from '../contract/marketing';
import { sanitizeHtml } from '../../domain/html';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { bannerImage } from './images';
import { journalAuthors, journalCategories, journalPosts } from './journal-posts';
import type { Texts } from './types';

type LangIds = Record<'nl' | 'en', number>;
const both = ['nl', 'en'] as const;
const DAY = 86_400_000;

interface SvgFile {
  name: string;
  svg: string;
  width: number;
  height: number;
  alt: string;
}

/** Stores generated SVGs as media served by the API (`/api/v1/media/{id}/{name}`). */
async function insertSvgs(db: Db, files: SvgFile[]): Promise<number[]> {
  if (files.length === 0) return [];
  const rows = await db
    .insert(s.media)
    .values(files.map((file) => ({ url: '', mediaType: 'image', mimeType: 'image/svg+xml', originalName: `${file.name}.svg`, width: file.width, height: file.height, alt: file.alt, body: file.svg })))
    .returning({ id: s.media.id });
  const ids = rows.map((row) => row.id);
  await db
    .update(s.media)
    .set({ url: sql`'/api/v1/media/' || ${s.media.id} || '/' || ${s.media.originalName}` })
    .where(inArray(s.media.id, ids));
  return ids;
}

/** A round avatar with the author's initials. */
function avatarSvg(name: string, colour: string): string {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><title>${name}</title><circle cx="128" cy="128" r="128" fill="${colour}"/><circle cx="128" cy="128" r="116" fill="none" stroke="#f6efe3" stroke-opacity=".35" stroke-width="2"/><text x="128" y="150" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="84" fill="#f6efe3">${initials}</text></svg>`;
}

const texts = <T>(value: Texts<T>, l: 'nl' | 'en') => value[l];

async function seedJournal(db: Db, lang: LangIds, now: number): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [index, category] of journalCategories.entries()) {
    const [row] = await db.insert(s.blogCategories).values({ sortOrder: index + 1 }).returning({ id: s.blogCategories.id });
    categoryIds.set(category.key, row!.id);
    await db.insert(s.blogCategoryTranslations).values(
      both.map((l) => ({ categoryId: row!.id, languageId: lang[l], slug: category.slug[l], title: category.title[l], description: category.description[l], metaDescription: category.description[l] })),
    );
  }

  const avatars = await insertSvgs(
    db,
    journalAuthors.map((author) => ({ name: `author-${author.key}`, svg: avatarSvg(author.name, author.colour), width: 256, height: 256, alt: author.name })),
  );
  const authorIds = new Map<string, number>();
  for (const [index, author] of journalAuthors.entries()) {
    const [row] = await db.insert(s.blogAuthors).values({ name: author.name, avatarMediaId: avatars[index] }).returning({ id: s.blogAuthors.id });
    authorIds.set(author.key, row!.id);
    await db.insert(s.blogAuthorTranslations).values(both.map((l) => ({ authorId: row!.id, languageId: lang[l], role: author.role[l] })));
  }

  const covers = await insertSvgs(
    db,
    journalPosts.map((post) => ({ name: `journal-${post.slug.en}`, ...bannerImage({ ...post.cover, format: 'hero' }), alt: post.title.nl })),
  );
  for (const [index, post] of journalPosts.entries()) {
    const publishedAt = new Date(now - post.daysAgo * DAY);
    const [row] = await db
      .insert(s.blogPosts)
      .values({ type: post.type, authorId: authorIds.get(post.author) ?? null, coverMediaId: covers[index], publishedAt, createdAt: publishedAt, updatedAt: publishedAt })
      .returning({ id: s.blogPosts.id });
    const postId = row!.id;
    await db.insert(s.blogPostTranslations).values(
      both.map((l) => ({
        postId,
        languageId: lang[l],
        slug: texts(post.slug, l),
        title: texts(post.title, l),
        excerpt: texts(post.excerpt, l),
        body: sanitizeHtml(texts(post.body, l)),
        metaDescription: texts(post.excerpt, l),
        tags: texts(post.tags, l),
      })),
    );
    await db.insert(s.blogPostCategories).values(post.categories.map((key, sortOrder) => ({ postId, categoryId: categoryIds.get(key)!, sortOrder })));
    if (post.comments?.length) {
      await db.insert(s.blogComments).values(
        post.comments.map((comment) => ({
          postId,
          authorName: comment.name,
          email: comment.email,
          body: comment.body,
          language: comment.language,
          status: 'approved',
          createdAt: new Date(now - comment.daysAgo * DAY),
        })),
      );
    }
  }
}

const welcome = {
  title: { nl: 'Welkom bij Juwelier Aurum', en: 'Welcome to Juwelier Aurum' },
  content: {
    nl: '<p>Schrijf je in voor onze nieuwsbrief en hoor als eerste over nieuwe collecties, verhalen uit het atelier en acties. Als welkom krijg je <strong>10% korting</strong> op je eerste bestelling met de code <strong>WELKOM10</strong>.</p>',
    en: '<p>Sign up for our newsletter and be the first to hear about new collections, stories from the workshop and offers. As a welcome you get <strong>10% off</strong> your first order with the code <strong>WELKOM10</strong>.</p>',
  },
};

const sizeHelp = {
  title: { nl: 'Twijfel je over je maat?', en: 'Not sure about your size?' },
  content: {
    nl: '<p>In onze maatgids meet je je ring- of armbandmaat in vijf minuten. En past het toch niet? Verlovingsringen passen we de eerste keer gratis aan.</p>',
    en: '<p>With our size guide you measure your ring or bracelet size in five minutes. Still not right? We resize engagement rings free of charge the first time.</p>',
  },
  buttonText: { nl: 'Naar de maatgids', en: 'Open the size guide' },
  buttonUrl: { nl: '/maatgids', en: '/size-guide' },
};

const preview = {
  title: { nl: 'Voorbeeld: popup bij elk paginabezoek', en: 'Example: a popup on every page view' },
  content: {
    nl: '<p>Deze popup staat alleen op <em>/popup-voorbeeld</em> en verschijnt bij elk bezoek aan die pagina. Zo zie je hoe de frequentie <strong>EACH_PAGE_VIEW</strong> werkt.</p>',
    en: '<p>This popup is limited to <em>/en/popup-example</em> and appears on every visit to that page. It shows how the <strong>EACH_PAGE_VIEW</strong> frequency works.</p>',
  },
};

/** The shop's three demo popups: a welcome with the newsletter (once, everywhere), a size tip on the catalogue (daily) and an example on a page nobody opens. */
async function seedPopups(db: Db, lang: LangIds): Promise<void> {
  const [image] = await insertSvgs(db, [{ name: 'popup-welcome', ...bannerImage({ kind: 'necklace', metal: '#d4af37', stone: '#f4f8ff', variant: 4, format: 'square' }), alt: welcome.title.nl }]);
  const popups = [
    { row: { frequency: POPUP_FREQUENCY.ONCE, priority: 10, pages: [], imageMediaId: image ?? null, subscription: true }, text: welcome },
    { row: { frequency: POPUP_FREQUENCY.PER_DAY, priority: 5, pages: ['/catalog'], imageMediaId: null, subscription: false }, text: sizeHelp },
    { row: { frequency: POPUP_FREQUENCY.EACH_PAGE_VIEW, priority: 1, pages: ['/popup-voorbeeld'], imageMediaId: null, subscription: false }, text: preview },
  ];
  for (const { row, text } of popups) {
    const [popup] = await db.insert(s.popups).values(row).returning({ id: s.popups.id });
    await db.insert(s.popupTranslations).values(
      both.map((l) => ({
        popupId: popup!.id,
        languageId: lang[l],
        title: text.title[l],
        content: sanitizeHtml(text.content[l]),
        buttonText: 'buttonText' in text ? text.buttonText[l] : null,
        buttonUrl: 'buttonUrl' in text ? text.buttonUrl[l] : null,
      })),
    );
  }
}

const campaignTexts = {
  topBar: {
    nl: 'Gratis verzending vanaf €100 · Code <strong>WELKOM10</strong> voor 10% korting',
    en: 'Free shipping from €100 · Code <strong>WELKOM10</strong> for 10% off',
  },
  popup: {
    nl: '<p><strong>Welkom!</strong> Gebruik de code <strong>WELKOM10</strong> bij het afrekenen en krijg 10% korting op je eerste bestelling.</p>',
    en: '<p><strong>Welcome!</strong> Use the code <strong>WELKOM10</strong> at checkout for 10% off your first order.</p>',
  },
  banner: {
    nl: '<h3>10% welkomstkorting</h3><p>Met de code <strong>WELKOM10</strong>, op de hele collectie.</p>',
    en: '<h3>10% welcome discount</h3><p>With the code <strong>WELKOM10</strong>, on the whole collection.</p>',
  },
};

/** The running discount campaign: the WELKOM10 code (seeded by checkout) in the top bar, a popup and a catalogue banner. */
async function seedCampaign(db: Db, lang: LangIds): Promise<void> {
  const [banner] = await insertSvgs(db, [{ name: 'campaign-welkom10', ...bannerImage({ kind: 'engagement-ring', metal: '#e0a98c', stone: '#f4f8ff', variant: 8, format: 'tile' }), alt: 'Roségouden verlovingsring' }]);
  const [campaign] = await db
    .insert(s.discountCampaigns)
    .values({
      isPopup: true,
      isTopBarText: true,
      promotionBanner: true,
      promotionBannerMediaId: banner ?? null,
      promotionBannerOptions: { size: '1x2', position: 6, skip_rows: 1, url: '/catalog' },
      frequency: POPUP_FREQUENCY.ONCE,
      pages: [],
    })
    .returning({ id: s.discountCampaigns.id });
  await db.insert(s.discountCampaignTranslations).values(
    both.map((l) => ({
      campaignId: campaign!.id,
      languageId: lang[l],
      topBarText: sanitizeHtml(campaignTexts.topBar[l]),
      popupText: sanitizeHtml(campaignTexts.popup[l]),
      promotionBannerText: sanitizeHtml(campaignTexts.banner[l]),
    })),
  );
}

/**
 * The journal (4 categories, 3 authors, 14 posts with comments), the popups and the discount
 * campaign. Runs when all of their tables are empty: on a new shop, and once on a shop seeded
 * before they existed (api/seed/index.ts `ensureStorefrontPages`); an owner's own content is never
 * added to or changed.
 */
export async function seedJournalAndPromotions(db: Db, now = Date.now()): Promise<boolean> {
  // One after another: inside the seed's transaction a connection runs one query at a time.
  for (const table of [s.blogCategories, s.blogPosts, s.popups, s.discountCampaigns]) {
    if ((await db.$count(table)) > 0) return false;
  }
  const languages = await db.select({ id: s.languages.id, slug: s.languages.slug }).from(s.languages);
  const nl = languages.find((l) => l.slug === 'nl');
  const en = languages.find((l) => l.slug === 'en');
  if (!nl || !en) return false;
  const lang = { nl: nl.id, en: en.id };
  await seedJournal(db, lang, now);
  await seedPopups(db, lang);
  await seedCampaign(db, lang);
  return true;
}
