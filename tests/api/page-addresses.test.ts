import { readFile } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogPostTranslations, discountCampaigns, languages, pages, pageTranslations, popupTranslations } from '../../api/db/schema';
import { sitemapKey } from '../../api/modules/seo';
import { describeOnEachDatabase } from './harness';
import { newStaff, staffCall } from './staff-helpers';

/** The size guide's own English address (issue #17: `/en/maatgids` kept the Dutch slug). */
describeOnEachDatabase('pages: an address per language', (shop) => {
  const englishRow = async () => {
    const db = shop().database.db;
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'maatgids'));
    const [en] = await db.select({ id: languages.id }).from(languages).where(eq(languages.slug, 'en'));
    return and(eq(pageTranslations.pageId, page!.id), eq(pageTranslations.languageId, en!.id))!;
  };

  it('serves the size guide at /maatgids in Dutch and /size-guide in English, each address finding the page', async () => {
    const nl = await shop().get('/api/v1/pages/maatgids?lang=nl');
    expect(nl.body.data).toMatchObject({ slug: 'maatgids', slugs: { nl: 'maatgids', en: 'size-guide' }, title: 'Maatgids' });
    const en = await shop().get('/api/v1/pages/size-guide?lang=en');
    expect(en.body.data).toMatchObject({ slug: 'size-guide', slugs: { nl: 'maatgids', en: 'size-guide' }, title: 'Size guide' });
    // The other language's address finds the page too, with this language's address (the storefront sends the shopper on, 308).
    expect((await shop().get('/api/v1/pages/maatgids?lang=en')).body.data.slug).toBe('size-guide');
    expect((await shop().get('/api/v1/pages/size-guide?lang=nl')).body.data.slug).toBe('maatgids');
    expect((await shop().get('/api/v1/pages/size-guid?lang=en')).status).toBe(404);
  });

  it('lists both addresses in the sitemap, each with the other as its alternate', async () => {
    const map = await shop().get(`/api/v1/sitemap?key=${encodeURIComponent(sitemapKey())}&page=1`);
    const urls = map.body.data.sitemap.map((item: { url: string }) => item.url);
    expect(urls).toContain('/maatgids');
    expect(urls).toContain('/en/size-guide');
    expect(urls).not.toContain('/en/maatgids');
    const entry = map.body.data.sitemap.find((item: { url: string }) => item.url === '/en/size-guide');
    expect(entry.alternates).toEqual({ nl: '/maatgids', en: '/en/size-guide', 'x-default': '/maatgids' });
  });

  it('links the menus to each language’s address, whichever one the menu names', async () => {
    const links = async (lang: 'nl' | 'en') => {
      const { body, headers } = await shop().get(`/api/v1/bootstrap?lang=${lang}`);
      expect(headers.get('x-cache-tags')?.split(',')).toContain('page');
      const { main, footer } = body.data.menu as Record<string, { url: string; children?: { url: string }[] }[]>;
      return [...main!, ...footer!].flatMap((item) => [item.url, ...(item.children ?? []).map((child) => child.url)]);
    };
    const nl = await links('nl');
    const en = await links('en');
    expect(nl).toContain('/maatgids');
    expect(nl).not.toContain('/size-guide');
    expect(en).toContain('/size-guide');
    expect(en).not.toContain('/maatgids');
    expect(en).toEqual(expect.arrayContaining(['/about-us', '/customer-service', '/offers', '/inspiration']));
    for (const dutch of ['/over-ons', '/klantenservice', '/acties', '/inspiratie']) expect(nl).toContain(dutch);
    // Other links stay as written: a page at the same address in both languages, and what is not a CMS page.
    expect(en).toContain('/contact');
    expect(en).toContain('/journey');
    expect(en).toContain('/articles');
    expect(en).toContain('/catalog?categories=rings');

    // A menu item that names the English address links to the Dutch one in Dutch.
    const staff = await newStaff(shop(), 'merchandiser');
    const footer = (await staffCall(shop(), 'GET', '/admin/menus', { staff: staff.token })).body.data.find((menu: { slug: string }) => menu.slug === 'footer');
    const items = [{ titles: { nl: 'Maten', en: 'Sizes' }, url: '/size-guide#ring-size', children: [] }, ...footer.items];
    expect((await staffCall(shop(), 'PUT', '/admin/menus/footer', { staff: staff.token, body: { revision: footer.revision, items } })).status).toBe(200);
    const first = async (lang: 'nl' | 'en') => (await shop().get(`/api/v1/bootstrap?lang=${lang}`)).body.data.menu.footer[0].url;
    expect(await first('nl')).toBe('/maatgids#ring-size');
    expect(await first('en')).toBe('/size-guide#ring-size');
  });

  it('gives a shop seeded before the English address the address (migration 0030), unless it is taken', async () => {
    const db = shop().database.db;
    const migration = await readFile(new URL('../../api/db/migrations/0030_size_guide_english_address.sql', import.meta.url), 'utf8');
    const where = await englishRow();
    const english = async () => (await db.select({ slug: pageTranslations.slug }).from(pageTranslations).where(where))[0]?.slug;

    await db.update(pageTranslations).set({ slug: null }).where(where);
    expect(await english()).toBeNull();
    await db.execute(sql.raw(migration));
    expect(await english()).toBe('size-guide');

    // A page of the owner's own at that address keeps it; the size guide stays without one.
    await db.update(pageTranslations).set({ slug: null }).where(where);
    await db.update(pages).set({ slug: 'size-guide' }).where(eq(pages.slug, 'journey'));
    await db.execute(sql.raw(migration));
    expect(await english()).toBeNull();
    await db.update(pages).set({ slug: 'journey' }).where(eq(pages.slug, 'size-guide'));
    await db.update(pageTranslations).set({ slug: 'size-guide' }).where(where);
  });

  /** The demo shop's pages with an English address of their own (api/seed/content.ts), Dutch to English. */
  const english: Record<string, string> = { 'over-ons': 'about-us', klantenservice: 'customer-service', acties: 'offers', inspiratie: 'inspiration', 'popup-voorbeeld': 'popup-example', maatgids: 'size-guide' };
  const englishId = async () => (await shop().database.db.select({ id: languages.id }).from(languages).where(eq(languages.slug, 'en')))[0]!.id;

  it('serves each content page at its English address in English and its Dutch one in Dutch; contact and the shop’s own pages keep theirs', async () => {
    for (const [nl, en] of Object.entries(english)) {
      const page = await shop().get(`/api/v1/pages/${en}?lang=en`);
      expect(page.status, en).toBe(200);
      expect(page.body.data).toMatchObject({ slug: en, slugs: { nl, en } });
      // The other language's address finds the page with this language's: the storefront sends the shopper on (308), as for the size guide.
      expect((await shop().get(`/api/v1/pages/${nl}?lang=en`)).body.data.slug, nl).toBe(en);
      expect((await shop().get(`/api/v1/pages/${en}?lang=nl`)).body.data.slug, en).toBe(nl);
    }
    expect((await shop().get('/api/v1/pages/about-us?lang=en')).body.data.title).toBe('About us');
    expect((await shop().get('/api/v1/pages/about-u?lang=en')).status).toBe(404);
    for (const slug of ['contact', 'journey', 'wishlist', 'comparison', 'home', 'catalog', 'collection', 'collections', 'product']) {
      expect((await shop().get(`/api/v1/pages/${slug}?lang=en`)).body.data.slugs, slug).toEqual({ nl: slug, en: slug });
    }
  });

  it('lists the English addresses in the sitemap, each with the Dutch one as its alternate, and no Dutch address under /en', async () => {
    const map = await shop().get(`/api/v1/sitemap?key=${encodeURIComponent(sitemapKey())}&page=1`);
    const entries = map.body.data.sitemap as { url: string; alternates: Record<string, string> }[];
    const urls = entries.map((entry) => entry.url);
    for (const [nl, en] of Object.entries(english)) {
      expect(urls).toContain(`/${nl}`);
      expect(urls).not.toContain(`/en/${nl}`);
      expect(entries.find((entry) => entry.url === `/en/${en}`)?.alternates, en).toEqual({ nl: `/${nl}`, en: `/en/${en}`, 'x-default': `/${nl}` });
    }
    expect(entries.find((entry) => entry.url === '/en/contact')?.alternates).toEqual({ nl: '/contact', en: '/en/contact', 'x-default': '/contact' });
  });

  it('writes every English link of the seed to a page at its English address, and English HTML links under /en', async () => {
    const db = shop().database.db;
    const en = await englishId();
    const live = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.active, true));
    const blocks = await Promise.all(live.map(async (page) => JSON.stringify((await shop().get(`/api/v1/pages/${page.slug}?lang=en`)).body.data.blocks)));
    const posts = await db.select({ body: blogPostTranslations.body }).from(blogPostTranslations).where(eq(blogPostTranslations.languageId, en));
    const popups = await db.select({ content: popupTranslations.content, url: popupTranslations.buttonUrl }).from(popupTranslations).where(eq(popupTranslations.languageId, en));
    const texts = [...blocks, ...posts.map((post) => post.body), ...popups.map((popup) => JSON.stringify(popup))].join('\n');
    // A Dutch address as a shop path (a block's link, a button: `"/acties"`) or under /en (English HTML).
    for (const nl of Object.keys(english)) expect(texts, nl).not.toMatch(new RegExp(`(?:"|/en)/${nl}(?=[?#"\\\\])`));
    // HTML is not localised on the way out: its links name the English page themselves.
    expect(texts).not.toMatch(/href=\\?"\/(?!en[/?#"\\])/);
    expect(texts).toContain('href=\\"/en/customer-service\\"');
    const sizeGuide = (await shop().get('/api/v1/pages/size-guide?lang=en')).body.data.blocks[0].data;
    expect(sizeGuide.link).toEqual({ text: expect.any(String), url: '/customer-service' });
    expect((await shop().get('/api/v1/pages/maatgids?lang=nl')).body.data.blocks[0].data.link.url).toBe('/klantenservice');
  });

  it('shows a popup limited to a page there at each of its addresses, naming its address in the language', async () => {
    const popups = async (url: string, lang: 'nl' | 'en') => (await shop().get(`/api/v1/popups?url=${encodeURIComponent(url)}&lang=${lang}`)).body.data as { frequency: number; pages: { page_link: string }[] }[];
    const example = async (url: string, lang: 'nl' | 'en') => (await popups(url, lang)).find((popup) => popup.frequency === 3)?.pages;
    expect(await example('/en/popup-example', 'en')).toEqual([{ page_link: '/popup-example' }]);
    expect(await example('https://shop.example/en/popup-example?x=1', 'en')).toEqual([{ page_link: '/popup-example' }]);
    expect(await example('/en/popup-voorbeeld', 'en')).toEqual([{ page_link: '/popup-example' }]);
    expect(await example('/popup-voorbeeld', 'nl')).toEqual([{ page_link: '/popup-voorbeeld' }]);
    expect(await example('/popup-example', 'nl')).toEqual([{ page_link: '/popup-voorbeeld' }]);
    expect(await example('/en/about-us', 'en')).toBeUndefined();
    // Links that name no CMS page stay as written.
    expect((await popups('/en/catalog', 'en')).find((popup) => popup.frequency === 4)?.pages).toEqual([{ page_link: '/catalog' }]);

    // The campaign's pages too.
    const db = shop().database.db;
    const before = await db.select({ id: discountCampaigns.id, pages: discountCampaigns.pages }).from(discountCampaigns);
    await db.update(discountCampaigns).set({ pages: ['/acties', '/catalog?page=2'] });
    try {
      const links = async (lang: 'nl' | 'en') => (await shop().get(`/api/v1/campaign-discount?lang=${lang}`)).body.data.pages;
      expect(await links('en')).toEqual([{ page_link: '/offers' }, { page_link: '/catalog?page=2' }]);
      expect(await links('nl')).toEqual([{ page_link: '/acties' }, { page_link: '/catalog?page=2' }]);
    } finally {
      for (const row of before) await db.update(discountCampaigns).set({ pages: row.pages }).where(eq(discountCampaigns.id, row.id));
    }
  });

  it('gives a shop seeded before the English addresses theirs (migration 0033), each unless taken or the page has its own', async () => {
    const db = shop().database.db;
    const migration = await readFile(new URL('../../api/db/migrations/0033_pages_english_addresses.sql', import.meta.url), 'utf8');
    const en = await englishId();
    const addresses = async () => {
      const rows = await db.select({ slug: pages.slug, en: pageTranslations.slug }).from(pages).innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id)).where(eq(pageTranslations.languageId, en));
      return Object.fromEntries(rows.filter((row) => row.slug in english).map((row) => [row.slug, row.en]));
    };
    const seeded = await addresses();
    expect(seeded).toEqual(english);
    const rowsOf = (...slugs: string[]) => and(eq(pageTranslations.languageId, en), inArray(pageTranslations.pageId, db.select({ id: pages.id }).from(pages).where(inArray(pages.slug, slugs))));
    const forget = (...slugs: string[]) => db.update(pageTranslations).set({ slug: null }).where(rowsOf(...slugs));

    await forget('over-ons', 'klantenservice', 'acties', 'inspiratie', 'popup-voorbeeld');
    await db.execute(sql.raw(migration));
    expect(await addresses()).toEqual(english);
    // Run again: nothing changes.
    await db.execute(sql.raw(migration));
    expect(await addresses()).toEqual(english);

    // A page of the owner's own at `offers`, and an English address the owner gave `over-ons`, stay.
    await forget('acties');
    await db.update(pageTranslations).set({ slug: 'our-story' }).where(rowsOf('over-ons'));
    await db.update(pages).set({ slug: 'offers' }).where(eq(pages.slug, 'journey'));
    try {
      await db.execute(sql.raw(migration));
      expect(await addresses()).toMatchObject({ acties: null, 'over-ons': 'our-story', klantenservice: 'customer-service' });
    } finally {
      await db.update(pages).set({ slug: 'journey' }).where(eq(pages.slug, 'offers'));
      await forget('acties', 'over-ons');
      await db.execute(sql.raw(migration));
    }
    expect(await addresses()).toEqual(english);
  });
});
