import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages, pages, pageTranslations } from '../../api/db/schema';
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
    // Other links stay as written.
    expect(en).toContain('/over-ons');
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
});
