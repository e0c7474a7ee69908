import { eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { buildCatalogue } from './catalogue';
import { seedCheckout } from './checkout';
import { catalogPages, seedBanners, seedIntegrations, seedMenus, seedPages, seedSettings, translatableSettings, type SeedMenuItem, type SeedPage } from './content';
import { seedJournalAndPromotions } from './journal-and-promotions';
import { seedDemoCustomer } from './demo-customer';
import { DEMO_STAFF, seedDemoStaff } from './demo-staff';
import { bannerImage, jewelleryImage, pictureOf } from './images';
import type { SeedCatalogue, SeedProduct, SeedTaxon, Texts } from './types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type LangIds = Record<'nl' | 'en', number>;

const mapCities = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Antwerpen', 'Den Haag', 'Groningen', 'Maastricht', 'Haarlem'];

/** The city a map piece shows, read from its title. */
function cityOf(title: string): string | undefined {
  return mapCities.find((city) => title.includes(city));
}

/** Stone colours for generated images, by stone slug. */
const stoneColours: Record<string, string> = {
  diamond: '#f4f8ff',
  'lab-grown-diamond': '#f4f8ff',
  moissanite: '#f0f6ff',
  sapphire: '#1f3f9a',
  emerald: '#1e7a4c',
  ruby: '#9b1b30',
  pearl: '#f3efe6',
};

export interface SeedOptions {
  /** Total number of products; above the demo catalogue's size, variants are generated (benchmarks). */
  products?: number;
}

/** Inserts rows in batches that stay under PostgreSQL's parameter limit; returns inserted ids when asked. */
async function insertBatched<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

async function insertReturningIds<T extends PgTable & { id: AnyPgColumn }>(tx: Tx, table: T, rows: T['$inferInsert'][], size = 1000): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const inserted = (await tx.insert(table).values(rows.slice(i, i + size)).returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

function translationsOf<K extends string>(ownerKey: K, ownerId: number, lang: LangIds, texts: (l: 'nl' | 'en') => Record<string, unknown>) {
  return (['nl', 'en'] as const).map((l) => ({ [ownerKey]: ownerId, languageId: lang[l], ...texts(l) }));
}

/** Stores generated SVGs as media; their URL carries the id, so each file is immutable. */
async function insertMedia(tx: Tx, files: { name: string; svg: string; width: number; height: number; alt: string }[]): Promise<number[]> {
  const ids = await insertReturningIds(
    tx,
    s.media,
    files.map((file) => ({
      url: '',
      mediaType: 'image',
      mimeType: 'image/svg+xml',
      originalName: `${file.name}.svg`,
      width: file.width,
      height: file.height,
      alt: file.alt,
      body: file.svg,
    })),
    200,
  );
  await tx.execute(sql`UPDATE media SET url = '/api/v1/media/' || id || '/' || original_name WHERE url = ''`);
  return ids;
}

async function seedTaxonomy(
  tx: Tx,
  lang: LangIds,
  table: PgTable & { id: AnyPgColumn },
  translations: PgTable,
  ownerKey: string,
  items: (SeedTaxon & Record<string, unknown>)[],
  extra: (item: SeedTaxon & Record<string, unknown>, index: number) => Record<string, unknown> = () => ({}),
): Promise<Map<string, number>> {
  const ids = await insertReturningIds(
    tx,
    table,
    items.map((item, index) => ({ sku: item.sku, slug: item.slug, sortOrder: index + 1, ...extra(item, index) })) as never[],
  );
  const rows = items.flatMap((item, index) =>
    translationsOf(ownerKey, ids[index]!, lang, (l) => ({
      title: item.title[l],
      ...(item.description && 'description' in translations ? { description: item.description[l] } : {}),
    })),
  );
  await insertBatched(tx, translations, rows as never[]);
  return new Map(items.map((item, index) => [item.slug, ids[index]!]));
}

/** Products repeated with a numeric suffix, so a benchmark gets a large, realistic catalogue. */
function scaledProducts(base: SeedProduct[], total: number): { product: SeedProduct; copyOf: number }[] {
  const out = base.map((product, index) => ({ product, copyOf: index }));
  for (let n = base.length; n < total; n++) {
    const index = n % base.length;
    const source = base[index]!;
    const round = Math.floor(n / base.length);
    const suffix = `-v${round}`;
    const jitter = 1 + ((n * 37) % 21 - 10) / 100;
    out.push({
      copyOf: index,
      product: {
        ...source,
        slug: `${source.slug}${suffix}`,
        vendorModel: `${source.vendorModel}${suffix}`,
        recommendedRank: source.recommendedRank + round * base.length,
        defaultSku: source.defaultSku ? `${source.defaultSku}${suffix}` : null,
        related: [],
        configurations: source.configurations.map((config) => ({
          ...config,
          sku: `${config.sku}${suffix}`,
          cost: Math.max(100, Math.round((config.cost * jitter) / 100) * 100),
          stock: (config.stock + n) % 17,
        })),
      },
    });
  }
  return out;
}

async function seedCatalogue(tx: Tx, lang: LangIds, catalogue: SeedCatalogue, options: SeedOptions) {
  const materialCategoryIds = new Map<string, number>();
  for (const [index, category] of catalogue.materialCategories.entries()) {
    const [row] = await tx.insert(s.materialCategories).values({ slug: category.slug, sortOrder: index + 1 }).returning({ id: s.materialCategories.id });
    materialCategoryIds.set(category.slug, row!.id);
    await tx.insert(s.materialCategoryTranslations).values(translationsOf('materialCategoryId', row!.id, lang, (l) => ({ title: category.title[l] })) as never[]);
  }
  const materialColour = new Map(catalogue.materials.map((m) => [m.slug, m.color]));
  const materialIds = await seedTaxonomy(tx, lang, s.materials, s.materialTranslations, 'materialId', catalogue.materials as never[], (item) => ({
    materialCategoryId: materialCategoryIds.get(item.category as string) ?? null,
    color: item.color,
  }));

  // Category and collection images: one tile each, in the metal of their first product.
  const categoryImages = await insertMedia(
    tx,
    catalogue.categories.map((category, index) => {
      const product = catalogue.products.find((p) => p.categories[0] === category.slug) ?? catalogue.products[index % catalogue.products.length]!;
      const image = bannerImage({ ...pictureOf(product), metal: materialColour.get(product.configurations[0]?.material ?? 'yellow-gold-14k') ?? '#d4af37', stone: stoneColours[product.stones[0] ?? ''] ?? null, variant: index, format: 'tile' });
      return { name: `category-${category.slug}`, ...image, alt: category.title.nl };
    }),
  );
  const categoryIds = await seedTaxonomy(tx, lang, s.categories, s.categoryTranslations, 'categoryId', catalogue.categories as never[], (_item, index) => ({ mediaId: categoryImages[index] }));
  const collectionImages = await insertMedia(
    tx,
    catalogue.collections.map((collection, index) => {
      const product = catalogue.products.find((p) => p.collections.includes(collection.slug)) ?? catalogue.products[index]!;
      const image = bannerImage({ ...pictureOf(product), metal: materialColour.get(product.configurations[0]?.material ?? 'yellow-gold-14k') ?? '#d4af37', stone: stoneColours[product.stones[0] ?? ''] ?? null, variant: index + 3, format: 'square' });
      return { name: `collection-${collection.slug}`, ...image, alt: collection.title.nl };
    }),
  );
  const collectionIds = await seedTaxonomy(tx, lang, s.collections, s.collectionTranslations, 'collectionId', catalogue.collections as never[], (_item, index) => ({ mediaId: collectionImages[index] }));
  const stoneIds = await seedTaxonomy(tx, lang, s.stones, s.stoneTranslations, 'ownerId', catalogue.stones as never[]);
  const headStyleIds = await seedTaxonomy(tx, lang, s.headStyles, s.headStyleTranslations, 'ownerId', catalogue.headStyles as never[]);
  const shapeIds = await seedTaxonomy(tx, lang, s.stoneShapes, s.stoneShapeTranslations, 'ownerId', catalogue.stoneShapes as never[]);
  const badgeIds = new Map<string, number>();
  for (const badge of catalogue.badges) {
    const [row] = await tx.insert(s.badges).values({ slug: badge.slug, tone: badge.tone }).returning({ id: s.badges.id });
    badgeIds.set(badge.slug, row!.id);
    await tx.insert(s.badgeTranslations).values(translationsOf('badgeId', row!.id, lang, (l) => ({ name: badge.title[l] })) as never[]);
  }

  // Images per base product and metal: a packshot and a hover view.
  const imageJobs = catalogue.products.flatMap((product, productIndex) => {
    const metals = [...new Set(product.configurations.map((c) => c.material))];
    return metals.flatMap((metal) =>
      ([0, 1] as const).map((view) => ({ productIndex, metal, view })),
    );
  });
  const imageIds = await insertMedia(
    tx,
    imageJobs.map(({ productIndex, metal, view }) => {
      const product = catalogue.products[productIndex]!;
      const picture = pictureOf(product);
      const image = jewelleryImage({
        ...picture,
        metal: materialColour.get(metal) ?? '#d4af37',
        stone: stoneColours[product.stones[0] ?? ''] ?? null,
        view,
        variant: productIndex,
        // An engraved piece shows a word; the gift card its own name (the drawing's default).
        text: product.kind === 'map' ? cityOf(product.title.nl) : product.kind === 'engraved' && picture.kind !== 'gift-card' ? 'Liefde' : undefined,
      });
      return { name: `${product.slug}-${metal}-${view}`, ...image, alt: product.title.nl };
    }),
  );
  const imagesOf = new Map<number, { metal: string; view: number; mediaId: number }[]>();
  imageJobs.forEach((job, i) => {
    const list = imagesOf.get(job.productIndex) ?? [];
    list.push({ metal: job.metal, view: job.view, mediaId: imageIds[i]! });
    imagesOf.set(job.productIndex, list);
  });

  const all = scaledProducts(catalogue.products, Math.max(options.products ?? 0, catalogue.products.length));
  const productIds: number[] = [];
  const chunk = 2000;
  for (let start = 0; start < all.length; start += chunk) {
    const part = all.slice(start, start + chunk);
    const ids = await insertReturningIds(
      tx,
      s.products,
      part.map(({ product }) => {
        const costs = product.configurations.map((c) => c.cost);
        const base = product.configurations.find((c) => c.sku === product.defaultSku)?.cost ?? costs[0] ?? 0;
        return {
          slug: product.slug,
          kind: product.kind,
          embedded: product.embedded,
          digital: product.digital,
          giftCard: product.giftCard ?? false,
          engravable: product.engravable,
          mapCenter: product.mapCenter ?? null,
          defaultSku: product.defaultSku,
          baseCost: base,
          minCost: Math.min(...costs),
          startAtCost: new Set(costs).size > 1,
          sale: product.sale,
          saleValue: product.saleValue,
          vendorModel: product.vendorModel,
          recommendedRank: product.recommendedRank,
          // Every other sale of the demo catalogue ends within the next days (promo countdown).
          saleEndsAt: product.sale && product.recommendedRank % 2 === 0 ? new Date(Date.now() + (2 + (product.recommendedRank % 9)) * 86_400_000) : null,
          // Limited editions: a numbered run, part of it sold (sold bar).
          limitedEditionSize: product.badges.includes('limited') ? product.configurations.reduce((sum, c) => sum + c.stock, 0) + 12 + (product.recommendedRank % 20) : null,
        };
      }),
    );
    productIds.push(...ids);
    const byId = part.map((entry, i) => ({ ...entry, id: ids[i]! }));
    await insertBatched(
      tx,
      s.productTranslations,
      byId.flatMap(({ product, id }) =>
        translationsOf('productId', id, lang, (l) => ({
          title: product.title[l],
          subTitle: product.subTitle[l],
          shortDescription: product.shortDescription[l],
          description: product.description[l],
          metaDescription: product.metaDescription[l],
        })),
      ) as never[],
      500,
    );
    const configRows = byId.flatMap(({ product, id }) =>
      product.configurations.map((config, index) => ({
        productId: id,
        sku: config.sku,
        cost: config.cost,
        trackInventory: config.trackInventory,
        stockQty: config.stock,
        materialId: materialIds.get(config.material) ?? null,
        size: config.size,
        sortOrder: index,
      })),
    );
    const configIds = await insertReturningIds(tx, s.productConfigurations, configRows, 2000);
    const configByProductMetal = new Map<string, number>();
    configRows.forEach((row, i) => {
      const metal = [...materialIds].find(([, mid]) => mid === row.materialId)?.[0];
      const key = `${row.productId}:${metal}`;
      if (!configByProductMetal.has(key)) configByProductMetal.set(key, configIds[i]!);
    });
    const links = (list: string[], map: Map<string, number>, id: number) =>
      list.flatMap((slug, index) => (map.has(slug) ? [{ productId: id, targetId: map.get(slug)!, sortOrder: index }] : []));
    await insertBatched(tx, s.productCategories, byId.flatMap(({ product, id }) => links(product.categories, categoryIds, id)));
    await insertBatched(
      tx,
      s.productCollections,
      byId.flatMap(({ product, id }) => product.collections.flatMap((slug) => (collectionIds.has(slug) ? [{ productId: id, targetId: collectionIds.get(slug)!, sortOrder: product.recommendedRank }] : []))),
    );
    await insertBatched(tx, s.productStones, byId.flatMap(({ product, id }) => links(product.stones, stoneIds, id)));
    await insertBatched(tx, s.productHeadStyles, byId.flatMap(({ product, id }) => links(product.headStyles, headStyleIds, id)));
    await insertBatched(tx, s.productStoneShapes, byId.flatMap(({ product, id }) => links(product.stoneShapes, shapeIds, id)));
    await insertBatched(tx, s.productBadges, byId.flatMap(({ product, id }) => links(product.badges, badgeIds, id)));
    await insertBatched(
      tx,
      s.productMedia,
      byId.flatMap(({ copyOf, id }) =>
        (imagesOf.get(copyOf) ?? []).map((image, index) => ({
          productId: id,
          mediaId: image.mediaId,
          configurationId: configByProductMetal.get(`${id}:${image.metal}`) ?? null,
          position: image.view === 0 ? 'PLP' : 'PDP',
          sortOrder: index,
        })),
      ),
    );
  }

  // Related products of the demo catalogue, now that every slug has an id.
  const idBySlug = new Map(all.map(({ product }, i) => [product.slug, productIds[i]!]));
  await insertBatched(
    tx,
    s.productRelations,
    catalogue.products.flatMap((product) =>
      product.related.flatMap((slug, index) => (idBySlug.has(slug) && slug !== product.slug ? [{ productId: idBySlug.get(product.slug)!, targetId: idBySlug.get(slug)!, sortOrder: index }] : [])),
    ),
  );

  // Return windows: longer for bridal pieces, shorter for personalised ones.
  const timeframes = [
    { collectionId: collectionIds.get('bridal') ?? null, categoryId: null, days: 60 },
    { collectionId: null, categoryId: categoryIds.get('engraved-jewellery') ?? null, days: 14 },
  ].filter((row) => row.collectionId !== null || row.categoryId !== null);
  if (timeframes.length) await tx.insert(s.returnTimeframes).values(timeframes);

  return { products: all.length };
}

async function seedMenuItems(tx: Tx, lang: LangIds, menuId: number, items: SeedMenuItem[], parentId: number | null) {
  for (const [index, item] of items.entries()) {
    const [row] = await tx.insert(s.menuItems).values({ menuId, parentId, url: item.url, sortOrder: index }).returning({ id: s.menuItems.id });
    await tx.insert(s.menuItemTranslations).values(translationsOf('menuItemId', row!.id, lang, (l) => ({ title: item.title[l] })) as never[]);
    if (item.children) await seedMenuItems(tx, lang, menuId, item.children, row!.id);
  }
}

/** Replaces `{ $image: name }` markers in block settings with the banner's image. */
function resolveImages(value: unknown, images: Map<string, { url: string; width: number; height: number }>, alts: Map<string, Texts>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveImages(item, images, alts));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$image === 'string') {
      const image = images.get(record.$image);
      if (!image) throw new Error(`seed: unknown banner ${record.$image}`);
      return { ...image, alt: alts.get(record.$image)?.nl ?? '' };
    }
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, resolveImages(item, images, alts)]));
  }
  return value;
}

async function seedContent(tx: Tx, lang: LangIds) {
  await tx.insert(s.settings).values(
    Object.entries(seedSettings).map(([key, value]) => ({ key, value: value as unknown, translatable: translatableSettings.has(key) })),
  );
  await tx.insert(s.integrations).values(seedIntegrations.map((row) => ({ ...row, enabled: false })));
  for (const [slug, items] of Object.entries(seedMenus)) {
    const [menu] = await tx.insert(s.menus).values({ slug }).returning({ id: s.menus.id });
    await seedMenuItems(tx, lang, menu!.id, items, null);
  }

  const bannerIds = await insertMedia(
    tx,
    seedBanners.map((banner) => ({ name: banner.name, ...bannerImage(banner), alt: banner.alt.nl })),
  );
  const stored = await tx.select({ id: s.media.id, url: s.media.url, width: s.media.width, height: s.media.height }).from(s.media);
  const byId = new Map(stored.map((row) => [row.id, row]));
  const images = new Map(
    seedBanners.map((banner, i) => {
      const row = byId.get(bannerIds[i]!)!;
      return [banner.name, { url: row.url, width: row.width ?? 0, height: row.height ?? 0 }];
    }),
  );
  const alts = new Map(seedBanners.map((banner) => [banner.name, banner.alt]));

  for (const page of [...seedPages, ...catalogPages]) await insertPage(tx, lang, page, images, alts);
}

type BannerImages = Map<string, { url: string; width: number; height: number }>;

async function insertPage(tx: Tx, lang: LangIds, page: SeedPage, images: BannerImages, alts: Map<string, Texts>) {
  const [pageRow] = await tx.insert(s.pages).values({ slug: page.slug, layout: page.layout }).returning({ id: s.pages.id });
  await tx.insert(s.pageTranslations).values(
    translationsOf('pageId', pageRow!.id, lang, (l) => ({ slug: l === 'en' ? (page.enSlug ?? null) : null, title: page.title[l], metaTitle: page.metaTitle[l], metaDescription: page.metaDescription[l] })) as never[],
  );
  for (const [index, block] of page.blocks.entries()) {
    const settings = resolveImages(block.settings, images, alts) as Record<string, unknown>;
    const [blockRow] = await tx.insert(s.blocks).values({ type: block.type, key: block.key ?? null, settings }).returning({ id: s.blocks.id });
    // Image alt texts are language-specific: put them in each language's content.
    await tx.insert(s.blockTranslations).values(
      (['nl', 'en'] as const).map((l) => ({
        blockId: blockRow!.id,
        languageId: lang[l],
        content: localiseAlts(block.content[l], block.settings, alts, l) as Record<string, unknown>,
      })),
    );
    await tx.insert(s.pageBlocks).values({ pageId: pageRow!.id, blockId: blockRow!.id, sortOrder: index });
  }
}

/**
 * Pages the storefront itself links to (header, cart, lists, the size guide, the quiz at /journey).
 * A shop seeded before one of them existed gets it on the next start; a page the owner already
 * has under that slug is left alone.
 */
export const STOREFRONT_PAGE_SLUGS = ['wishlist', 'comparison', 'maatgids', 'journey', 'contact', 'acties', 'inspiratie'] as const;

export async function ensureStorefrontPages(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const existing = new Set((await tx.select({ slug: s.pages.slug }).from(s.pages)).map((row) => row.slug));
    await seedCheckout(tx);
    await seedJournalAndPromotions(tx);
    const missing = seedPages.filter((page) => (STOREFRONT_PAGE_SLUGS as readonly string[]).includes(page.slug) && !existing.has(page.slug));
    if (missing.length === 0) return [];
    const languages = await tx.select({ id: s.languages.id, slug: s.languages.slug }).from(s.languages);
    const nl = languages.find((l) => l.slug === 'nl');
    const en = languages.find((l) => l.slug === 'en');
    if (!nl || !en) return [];
    // An English address another page already has (in any language) stays that page's: the added page keeps its Dutch one.
    const own = await tx.select({ slug: s.pageTranslations.slug }).from(s.pageTranslations).where(isNotNull(s.pageTranslations.slug));
    const taken = new Set([...existing, ...own.map((row) => row.slug)]);
    for (const { enSlug, ...page } of missing) {
      await insertPage(tx, { nl: nl.id, en: en.id }, enSlug && !taken.has(enSlug) ? { ...page, enSlug } : page, new Map(), new Map());
    }
    return missing.map((page) => page.slug);
  });
}

/** Mirrors `{ $image }` markers of the settings into the content as `{ image: { alt } }` per language. */
function localiseAlts(content: unknown, settings: unknown, alts: Map<string, Texts>, l: 'nl' | 'en'): unknown {
  if (Array.isArray(settings)) {
    // Only lists of objects can hold image markers; a list of plain values stays in the settings.
    if (!settings.some((item) => item && typeof item === 'object')) return content;
    const list = Array.isArray(content) ? content : [];
    return settings.map((item, i) => localiseAlts(list[i], item, alts, l));
  }
  if (settings && typeof settings === 'object') {
    const record = settings as Record<string, unknown>;
    if (typeof record.$image === 'string') return { ...(content as object), alt: alts.get(record.$image)?.[l] ?? '' };
    const out: Record<string, unknown> = { ...((content as Record<string, unknown>) ?? {}) };
    for (const [key, value] of Object.entries(record)) {
      const localised = localiseAlts(out[key], value, alts, l);
      if (localised !== undefined) out[key] = localised;
    }
    return out;
  }
  return content;
}

/** Writes the whole demo shop in one transaction; returns a one-line summary. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<string> {
  const catalogue = buildCatalogue();
  return db.transaction(async (tx) => {
    const [nl] = await tx.insert(s.languages).values({ slug: 'nl', name: 'Nederlands', isDefault: true, sortOrder: 1 }).returning({ id: s.languages.id });
    const [en] = await tx.insert(s.languages).values({ slug: 'en', name: 'English', isDefault: false, sortOrder: 2 }).returning({ id: s.languages.id });
    const lang = { nl: nl!.id, en: en!.id };
    await seedContent(tx, lang);
    const { products } = await seedCatalogue(tx, lang, catalogue, options);
    const orders = await seedDemoCustomer(tx, catalogue);
    await seedCheckout(tx);
    await seedJournalAndPromotions(tx);
    await seedDemoStaff(tx);
    const [pages] = await tx.select({ n: sql<number>`count(*)::int` }).from(s.pages).where(eq(s.pages.active, true));
    const staff = DEMO_STAFF.map((member) => `${member.role} ${member.email} / ${member.password}`).join(', ');
    return `${products} products, ${pages?.n ?? 0} pages, a demo customer with ${orders} orders; back office at /admin: ${staff}`;
  });
}
