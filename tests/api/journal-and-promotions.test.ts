import { and, eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { plainText, sanitizeHtml } from '../../domain/html';
import { shopPathOf } from '../../domain/content/page-match';
import { ensureStorefrontPages } from '../../api/seed';
import {
  blogCategories,
  blogComments,
  blogPosts,
  blogPostTranslations,
  discountCampaigns,
  languages,
  mailOutbox,
  newsletterSubscriptions,
  popups,
  popupTranslations,
  productQuestions,
  products,
} from '../../api/db/schema';
import { referenceCacheListens } from '../../api/lib/reference-cache';
import { THROTTLE_LIMITS } from '../../api/lib/throttle';
import { call, linkIn, newClientAddress, newEmail, OWN_ORIGIN } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

type Summary = { id: number; slug: string; type: string; title: string; tags: string[]; published_at: string; categories: { slug: string }[]; image: { url: string } | null };

const postPage = async (shop: TestShop, path: string) => {
  const response = await call(shop, 'GET', path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: Summary[]; meta: { current_page: number; last_page: number; total: number } };
};

const mailsTo = (shop: TestShop, to: string, kind: string) =>
  shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to.toLowerCase()), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);

describeOnEachDatabase('journal, popups, campaign and forms', (shop) => {
  seedSuite(shop);
  blogSuite(shop);
  commentSuite(shop);
  promotionSuite(shop);
  formSuite(shop);
  // Last: it empties the journal, popups and campaign and seeds them again.
  it('gives a shop seeded before the journal existed its journal, popups and campaign on the next start, once', async () => {
    const db = shop().database.db;
    const before = await postPage(shop(), '/blog/posts?count=50');
    await db.delete(blogPosts);
    await db.delete(blogCategories);
    await db.delete(popups);
    await db.delete(discountCampaigns);
    expect((await postPage(shop(), '/blog/posts')).meta.total).toBe(0);
    expect((await call(shop(), 'GET', '/campaign-discount')).body).toEqual({ data: null });

    await ensureStorefrontPages(db);
    await ensureStorefrontPages(db);
    const after = await postPage(shop(), '/blog/posts?count=50');
    expect(after.data.map((post) => post.slug)).toEqual(before.data.map((post) => post.slug));
    expect((await call(shop(), 'GET', '/blog/categories')).body.data).toHaveLength(4);
    expect(await db.$count(popups)).toBe(3);
    expect(await db.$count(discountCampaigns)).toBe(1);

    // An owner's own content is left alone: with any of it present, nothing is added.
    await db.delete(popups);
    await ensureStorefrontPages(db);
    expect(await db.$count(popups)).toBe(0);
  });
});

function seedSuite(shop: () => TestShop) {
  it('seeds at least 12 published posts in Dutch and English, each with a cover image the API serves', async () => {
    const nl = await postPage(shop(), '/blog/posts?count=50');
    const en = await postPage(shop(), '/blog/posts?count=50&lang=en');
    expect(nl.meta.total).toBeGreaterThanOrEqual(12);
    expect(en.data.map((post) => post.id)).toEqual(nl.data.map((post) => post.id));
    for (const [index, post] of nl.data.entries()) {
      const other = en.data[index]!;
      expect(post.title).not.toBe(other.title);
      expect(post.slug).not.toBe(other.slug);
      expect(post.image?.url).toMatch(/^\/api\/v1\/media\/\d+\/.+\.svg$/);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.categories.length).toBeGreaterThan(0);
    }
    const image = await shop().app.request(nl.data[0]!.image!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');

    const detail = await call(shop(), 'GET', `/blog/posts/${nl.data[0]!.slug}`);
    const paragraphs = (detail.body.data.body as string).match(/<p>/g) ?? [];
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
  });

  it('seeds four categories, three authors, approved comments, three popups and a running campaign', async () => {
    const categories = await call(shop(), 'GET', '/blog/categories');
    expect(categories.body.data.map((c: { slug: string }) => c.slug)).toEqual(['verloving-en-trouwen', 'edelstenen', 'onderhoud', 'inspiratie']);
    const posts = await postPage(shop(), '/blog/posts?count=50');
    const authors = new Set<string>();
    let commented = 0;
    for (const post of posts.data) {
      const detail = (await call(shop(), 'GET', `/blog/posts/${post.slug}`)).body.data;
      authors.add(detail.author.name);
      if (detail.comments.length >= 2) commented++;
    }
    expect(authors.size).toBe(3);
    expect(commented).toBeGreaterThanOrEqual(3);
    expect(await shop().database.db.$count(popups)).toBe(3);
    expect((await call(shop(), 'GET', '/campaign-discount')).body.data).not.toBeNull();
  });
}

function blogSuite(shop: () => TestShop) {
  it('lists the categories with slugs in each language and published post counts', async () => {
    const nl = await call(shop(), 'GET', '/blog/categories');
    const en = await call(shop(), 'GET', '/blog/categories?lang=en');
    expect(nl.status).toBe(200);
    expect(nl.body.data).toHaveLength(4);
    expect(en.body.data.map((c: { slug: string }) => c.slug)).toEqual(['engagement-and-wedding', 'gemstones', 'care', 'inspiration']);
    expect(nl.body.data[2]).toMatchObject({ slug: 'onderhoud', title: 'Onderhoud', slugs: { nl: 'onderhoud', en: 'care' } });
    expect(en.body.data[2]).toMatchObject({ slug: 'care', title: 'Care' });
    for (const category of nl.body.data) expect(category.posts_count).toBeGreaterThan(0);
  });

  it('answers one category by its slug in either language, 404 for an unknown one and 422 for a malformed one', async () => {
    const own = await call(shop(), 'GET', '/blog/categories/onderhoud');
    expect(own.status).toBe(200);
    const other = await call(shop(), 'GET', '/blog/categories/care');
    expect(other.body.data).toMatchObject({ id: own.body.data.id, slug: 'onderhoud' });
    const missing = await call(shop(), 'GET', '/blog/categories/bestaat-niet');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'blog_category_not_found', message: 'Deze categorie bestaat niet' } });
    expect((await call(shop(), 'GET', '/blog/categories/bestaat-niet?lang=en')).body.error.message).toBe('This category does not exist');
    const malformed = await call(shop(), 'GET', '/blog/categories/Not_A_Slug!');
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['category']);
  });

  it("pages a category's posts like the catalogue, newest first", async () => {
    const all = await postPage(shop(), '/blog/categories/edelstenen/posts?count=50');
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    expect(all.data.every((post) => post.categories.some((c) => c.slug === 'edelstenen'))).toBe(true);
    const dates = all.data.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await postPage(shop(), '/blog/categories/edelstenen/posts?count=2');
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(all.meta.total / 2), total: all.meta.total });
    expect(first.data.map((post) => post.id)).toEqual(all.data.slice(0, 2).map((post) => post.id));
    const second = await postPage(shop(), '/blog/categories/edelstenen/posts?count=2&page=2');
    expect(second.data.map((post) => post.id)).toEqual(all.data.slice(2, 4).map((post) => post.id));
    expect((await postPage(shop(), '/blog/categories/edelstenen/posts?page=99')).data).toEqual([]);
    expect((await call(shop(), 'GET', '/blog/categories/bestaat-niet/posts')).status).toBe(404);
    const bad = await call(shop(), 'GET', '/blog/categories/edelstenen/posts?count=0&page=x');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['count', 'page']);
    expect((await call(shop(), 'GET', '/blog/posts?count=51')).status).toBe(422);
  });

  it('filters posts by tag in either language, by type, and by type and category', async () => {
    const diamant = await postPage(shop(), '/blog/posts?tag=Diamant&count=50');
    expect(diamant.meta.total).toBeGreaterThanOrEqual(2);
    expect(diamant.data.every((post) => post.tags.includes('diamant'))).toBe(true);
    const diamond = await postPage(shop(), '/blog/posts?tag=diamond&count=50');
    expect(diamond.data.map((post) => post.id)).toEqual(diamant.data.map((post) => post.id));
    expect((await postPage(shop(), '/blog/posts?tag=bestaat-niet')).meta).toEqual({ current_page: 1, last_page: 1, total: 0 });

    const guides = await postPage(shop(), '/blog/posts/guide?count=50');
    const news = await postPage(shop(), '/blog/posts/news?count=50');
    const articles = await postPage(shop(), '/blog/posts/article?count=50');
    const all = await postPage(shop(), '/blog/posts?count=50');
    expect(guides.data.every((post) => post.type === 'guide')).toBe(true);
    expect(news.data.every((post) => post.type === 'news')).toBe(true);
    expect(guides.meta.total + news.meta.total + articles.meta.total).toBe(all.meta.total);

    const careGuides = await postPage(shop(), '/blog/posts/guide/onderhoud?count=50');
    expect(careGuides.meta.total).toBeGreaterThan(0);
    expect(careGuides.data.every((post) => post.type === 'guide' && post.categories.some((c) => c.slug === 'onderhoud'))).toBe(true);
    expect((await postPage(shop(), '/blog/posts/guide/care?lang=en')).meta.total).toBe(careGuides.meta.total);
    const unknown = await call(shop(), 'GET', '/blog/posts/guide/bestaat-niet');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('blog_category_not_found');
  });

  it('answers a post with body, tags, author, categories, three related posts, approved comments and neighbours', async () => {
    const response = await call(shop(), 'GET', '/blog/posts/de-vier-cs-van-een-diamant');
    expect(response.status).toBe(200);
    const post = response.body.data;
    expect(post).toMatchObject({ slug: 'de-vier-cs-van-een-diamant', type: 'guide', slugs: { nl: 'de-vier-cs-van-een-diamant', en: 'the-four-cs-of-a-diamond' } });
    expect(post.tags).toContain('diamant');
    expect(post.author).toMatchObject({ name: 'Daan Verbeek', role: 'Gemmoloog', avatar: { url: expect.stringMatching(/^\/api\/v1\/media\//) } });
    expect(post.categories.map((c: { slug: string }) => c.slug)).toEqual(['edelstenen', 'verloving-en-trouwen']);
    expect(post.body).toContain('<h2>');
    expect(post.meta_description).toBeTruthy();
    expect(post.related).toHaveLength(3);
    expect(post.related.map((r: Summary) => r.id)).not.toContain(post.id);
    expect(post.related[0].categories.some((c: { slug: string }) => c.slug === 'edelstenen' || c.slug === 'verloving-en-trouwen')).toBe(true);
    expect(post.comments.length).toBeGreaterThanOrEqual(2);
    expect(post.comments_count).toBe(post.comments.length);
    for (const comment of post.comments) expect(Object.keys(comment).sort()).toEqual(['body', 'created_at', 'id', 'name']);
    expect(JSON.stringify(post)).not.toContain('@example.com');

    const english = await call(shop(), 'GET', '/blog/posts/de-vier-cs-van-een-diamant?lang=en');
    expect(english.body.data).toMatchObject({ id: post.id, slug: 'the-four-cs-of-a-diamond', title: 'The four Cs of a diamond explained' });
    expect((await call(shop(), 'GET', '/blog/posts/the-four-cs-of-a-diamond')).body.data.slug).toBe('de-vier-cs-van-een-diamant');
  });

  it('walks the journal with previous (newer) and next (older), and /next answers the next post in full', async () => {
    const all = (await postPage(shop(), '/blog/posts?count=50')).data;
    const newest = (await call(shop(), 'GET', `/blog/posts/${all[0]!.slug}`)).body.data;
    expect(newest.previous).toBeNull();
    expect(newest.next).toEqual({ slug: all[1]!.slug, title: all[1]!.title, type: all[1]!.type, categories: all[1]!.categories });
    const middle = (await call(shop(), 'GET', `/blog/posts/${all[1]!.slug}`)).body.data;
    expect(middle.previous).toEqual({ slug: all[0]!.slug, title: all[0]!.title, type: all[0]!.type, categories: all[0]!.categories });
    const next = await call(shop(), 'GET', `/blog/posts/${all[0]!.slug}/next?lang=en`);
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ id: all[1]!.id, body: expect.stringContaining('<p>') });
    const oldest = all[all.length - 1]!;
    expect((await call(shop(), 'GET', `/blog/posts/${oldest.slug}`)).body.data.next).toBeNull();
    expect((await call(shop(), 'GET', `/blog/posts/${oldest.slug}/next`)).body).toEqual({ data: null });
    expect((await call(shop(), 'GET', '/blog/posts/bestaat-niet/next')).status).toBe(404);
  });

  it('answers 404 for an unknown post, 422 for a malformed slug, and hides drafts and scheduled posts', async () => {
    const missing = await call(shop(), 'GET', '/blog/posts/bestaat-niet');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'blog_post_not_found', message: 'Dit artikel bestaat niet' } });
    const malformed = await call(shop(), 'GET', '/blog/posts/Geen%20slug');
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['slug']);

    const db = shop().database.db;
    const [nl] = await db.select({ id: languages.id }).from(languages).where(eq(languages.slug, 'nl'));
    const total = (await postPage(shop(), '/blog/posts')).meta.total;
    for (const [slug, publishedAt] of [
      ['concept-zonder-datum', null],
      ['verschijnt-volgende-week', new Date(Date.now() + 7 * 86_400_000)],
    ] as const) {
      const [row] = await db.insert(blogPosts).values({ type: 'news', publishedAt }).returning({ id: blogPosts.id });
      await db.insert(blogPostTranslations).values({ postId: row!.id, languageId: nl!.id, slug, title: slug, tags: ['concept'] });
      expect((await call(shop(), 'GET', `/blog/posts/${slug}`)).status).toBe(404);
    }
    expect((await postPage(shop(), '/blog/posts')).meta.total).toBe(total);
    expect((await postPage(shop(), '/blog/posts?tag=concept')).meta.total).toBe(0);
  });

  it('lists and links a scheduled post from its moment on, with no write in between (lists and posts are kept in the reference cache)', async () => {
    const db = shop().database.db;
    expect(await referenceCacheListens(db)).toBe(true);
    const [nl] = await db.select({ id: languages.id }).from(languages).where(eq(languages.slug, 'nl'));
    const [row] = await db.insert(blogPosts).values({ type: 'news', publishedAt: new Date(Date.now() + 1_500) }).returning({ id: blogPosts.id });
    await db.insert(blogPostTranslations).values({ postId: row!.id, languageId: nl!.id, slug: 'verschijnt-zo-meteen', title: 'Verschijnt zo meteen', tags: ['straks'] });
    const before = await postPage(shop(), '/blog/posts');
    expect(before.data.map((post) => post.slug)).not.toContain('verschijnt-zo-meteen');
    const newest = before.data[0]!.slug;
    expect((await call(shop(), 'GET', `/blog/posts/${newest}`)).body.data.previous).toBeNull();
    expect((await call(shop(), 'GET', `/blog/posts/${newest}`)).body.data.previous).toBeNull();
    expect((await postPage(shop(), '/blog/posts?tag=straks')).meta.total).toBe(0);
    expect((await postPage(shop(), '/blog/posts?tag=straks')).meta.total).toBe(0);
    await vi.waitFor(async () => expect((await postPage(shop(), '/blog/posts?tag=straks')).meta.total).toBe(1), { timeout: 5_000, interval: 100 });
    expect((await call(shop(), 'GET', `/blog/posts/${newest}`)).body.data.previous).toMatchObject({ slug: 'verschijnt-zo-meteen' });
    expect((await call(shop(), 'GET', '/blog/posts/verschijnt-zo-meteen')).status).toBe(200);
    const after = await postPage(shop(), '/blog/posts');
    expect(after.data[0]!.slug).toBe('verschijnt-zo-meteen');
    expect(after.meta.total).toBe(before.meta.total + 1);
    await db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, row!.id));
    await db.delete(blogPosts).where(eq(blogPosts.id, row!.id));
    expect((await postPage(shop(), '/blog/posts')).meta.total).toBe(before.meta.total);
  });

  it('refuses a post slug that names a type, so /blog/posts/{type} stays unambiguous', async () => {
    const db = shop().database.db;
    const [nl] = await db.select({ id: languages.id }).from(languages).where(eq(languages.slug, 'nl'));
    const [row] = await db.insert(blogPosts).values({ type: 'news' }).returning({ id: blogPosts.id });
    await expect(db.insert(blogPostTranslations).values({ postId: row!.id, languageId: nl!.id, slug: 'guide', title: 'x' })).rejects.toThrow();
  });
}

function commentSuite(shop: () => TestShop) {
  it('stores a comment pending (202 with the review text), without markup, and shows it only once approved', async () => {
    const before = (await shop().get('/cv')).body.data;
    const response = await call(shop(), 'POST', '/blog/posts/je-ringmaat-thuis-bepalen/comments', {
      body: { name: 'Eva <b>de</b> Boer', email: 'Eva@Example.com', body: 'Mooi stuk!<script>alert("x")</script> <img src=x onerror=alert(1)>Groet, Eva & Co' },
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ data: { accepted: true, status: 'pending', message: 'Bedankt voor je reactie! Hij verschijnt zodra we hem hebben bekeken.' } });
    const english = await call(shop(), 'POST', '/blog/posts/finding-your-ring-size-at-home/comments?lang=en', { body: { name: 'Eve', email: 'eve@example.com', body: 'Lovely.' } });
    expect(english.body.data.message).toBe('Thank you for your comment! It will appear once we have reviewed it.');

    const db = shop().database.db;
    const [stored] = await db.select().from(blogComments).where(eq(blogComments.email, 'eva@example.com'));
    expect(stored).toMatchObject({ status: 'pending', authorName: 'Eva de Boer', body: 'Mooi stuk! Groet, Eva & Co' });
    const pending = (await call(shop(), 'GET', '/blog/posts/je-ringmaat-thuis-bepalen')).body.data;
    expect(pending.comments.map((c: { name: string }) => c.name)).not.toContain('Eva de Boer');
    expect((await shop().get('/cv')).body.data.posts).toBeGreaterThan(before.posts);

    await db.update(blogComments).set({ status: 'approved' }).where(eq(blogComments.id, stored!.id));
    const shown = (await call(shop(), 'GET', '/blog/posts/je-ringmaat-thuis-bepalen')).body.data;
    const comment = shown.comments.find((c: { name: string }) => c.name === 'Eva de Boer');
    expect(comment).toEqual({ id: stored!.id, name: 'Eva de Boer', body: 'Mooi stuk! Groet, Eva & Co', created_at: expect.any(String) });
    expect(JSON.stringify(shown)).not.toMatch(/<script|onerror|eva@example\.com/i);
    expect(shown.comments_count).toBe(pending.comments_count + 1);
  });

  it('answers 422 with the fields of an invalid comment and 404 for an unknown post', async () => {
    const invalid = await call(shop(), 'POST', '/blog/posts/je-ringmaat-thuis-bepalen/comments?lang=en', { body: { name: '', email: 'nope', body: '' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual({ name: 'Name is required', email: 'nope is incorrect', body: 'Body is required' });
    const onlyMarkup = await call(shop(), 'POST', '/blog/posts/je-ringmaat-thuis-bepalen/comments', { body: { name: 'Piet', email: 'piet@example.com', body: '<script>alert(1)</script>' } });
    expect(onlyMarkup.status).toBe(422);
    expect(Object.keys(onlyMarkup.body.error.fields)).toEqual(['body']);
    const missing = await call(shop(), 'POST', '/blog/posts/bestaat-niet/comments', { body: { name: 'Piet', email: 'piet@example.com', body: 'Hallo daar' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('blog_post_not_found');
  });
}

function promotionSuite(shop: () => TestShop) {
  it('answers the popups running for a page, highest priority first, whatever the form of the url', async () => {
    const titles = async (url: string, lang = 'nl') => {
      const response = await call(shop(), 'GET', `/popups?url=${encodeURIComponent(url)}&lang=${lang}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((popup: { title: string }) => popup.title);
    };
    expect(await titles('/')).toEqual(['Welkom bij Juwelier Aurum']);
    expect(await titles('/catalog')).toEqual(['Welkom bij Juwelier Aurum', 'Twijfel je over je maat?']);
    expect(await titles('/en/catalog/?page=2', 'en')).toEqual(['Welcome to Juwelier Aurum', 'Not sure about your size?']);
    expect(await titles('https://www.juwelier.example/catalog#top')).toEqual(['Welkom bij Juwelier Aurum', 'Twijfel je over je maat?']);
    expect(await titles('/catalog/rings')).toEqual(['Welkom bij Juwelier Aurum']);
    expect(await titles('/popup-voorbeeld')).toEqual(['Welkom bij Juwelier Aurum', 'Voorbeeld: popup bij elk paginabezoek']);

    const [welcome] = (await call(shop(), 'GET', '/popups?url=/')).body.data;
    expect(welcome).toMatchObject({ frequency: 1, priority: 10, pages: [], subscription: true, button: null, image: { url: expect.stringMatching(/^\/api\/v1\/media\//) } });
    expect(welcome.content).toContain('<strong>WELKOM10</strong>');
    const catalog = (await call(shop(), 'GET', '/popups?url=/catalog')).body.data[1];
    expect(catalog).toMatchObject({ frequency: 4, pages: [{ page_link: '/catalog' }], button: { text: 'Naar de maatgids', url: '/maatgids' } });
    const preview = (await call(shop(), 'GET', '/popups?url=/popup-voorbeeld')).body.data[1];
    expect(preview.frequency).toBe(3);
    // The page it is for exists, and says what it shows, in both languages.
    const demo = await shop().get('/api/v1/pages/popup-voorbeeld');
    expect(demo.status).toBe(200);
    expect(demo.body.data.title).toBe('Voorbeeld van een pop-up');
    expect((await shop().get('/api/v1/pages/popup-voorbeeld?lang=en')).body.data.title).toBe('A popup example');
  });

  it('leaves out inactive, expired and future popups, and cleans HTML written around the API', async () => {
    const db = shop().database.db;
    const [nl] = await db.select({ id: languages.id }).from(languages).where(eq(languages.slug, 'nl'));
    const day = 86_400_000;
    const extra = [
      { title: 'Uit', row: { active: false } },
      { title: 'Voorbij', row: { endsAt: new Date(Date.now() - day) } },
      { title: 'Straks', row: { startsAt: new Date(Date.now() + day) } },
      { title: 'Nu', row: { startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + day) } },
    ];
    const ids: number[] = [];
    for (const { title, row } of extra) {
      const [popup] = await db
        .insert(popups)
        .values({ frequency: 3, priority: 50, pages: ['/test-popups'], ...row })
        .returning({ id: popups.id });
      ids.push(popup!.id);
      await db.insert(popupTranslations).values({ popupId: popup!.id, languageId: nl!.id, title, content: '<p onclick="x()">Hoi</p><script>alert(1)</script>' });
    }
    const response = await call(shop(), 'GET', '/popups?url=/test-popups');
    expect(response.body.data.map((popup: { title: string }) => popup.title)).toEqual(['Nu', 'Welkom bij Juwelier Aurum']);
    expect(response.body.data[0].content).toBe('<p>Hoi</p>');
    // Another language falls back to the default's texts.
    expect((await call(shop(), 'GET', '/popups?url=/test-popups&lang=en')).body.data[0].title).toBe('Nu');

    // Kept in the reference cache, a popup still starts and ends by the clock, with no write between.
    expect(await referenceCacheListens(db)).toBe(true);
    const startsAt = Date.now() + 1_500;
    await db.update(popups).set({ startsAt: new Date(startsAt), endsAt: new Date(startsAt + 1_500) }).where(eq(popups.id, ids[2]!));
    const shown = async () => ((await call(shop(), 'GET', '/popups?url=/test-popups')).body.data as { title: string }[]).map((popup) => popup.title);
    expect(await shown()).toEqual(['Nu', 'Welkom bij Juwelier Aurum']);
    expect(await shown()).toEqual(['Nu', 'Welkom bij Juwelier Aurum']);
    await vi.waitFor(async () => expect(await shown()).toEqual(['Straks', 'Nu', 'Welkom bij Juwelier Aurum']), { timeout: 5_000, interval: 100 });
    await vi.waitFor(async () => expect(await shown()).toEqual(['Nu', 'Welkom bij Juwelier Aurum']), { timeout: 5_000, interval: 100 });
    for (const id of ids) await db.delete(popups).where(eq(popups.id, id));
    expect(await shown()).toEqual(['Welkom bij Juwelier Aurum']);
  });

  it('answers 422 on url when it is missing or not a path or http(s) URL', async () => {
    for (const query of ['', '?url=', '?url=//evil.example/x', '?url=javascript:alert(1)']) {
      const response = await call(shop(), 'GET', `/popups${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.body.error.fields)).toEqual(['url']);
    }
    expect(shopPathOf('/nl/over-ons/')).toBe('/over-ons');
    expect(shopPathOf('/en')).toBe('/');
    expect(shopPathOf('/english')).toBe('/english');
  });

  it('answers the running campaign with its top bar text, or null when it is inactive, over or not started', async () => {
    const nl = await call(shop(), 'GET', '/campaign-discount');
    expect(nl.status).toBe(200);
    const campaign = nl.body.data;
    expect(campaign).toMatchObject({
      is_top_bar_text: true,
      is_popup: true,
      top_bar_text: 'Gratis verzending vanaf €100 · Code <strong>WELKOM10</strong> voor 10% korting',
      promotion_banner: true,
      promotion_banner_file: { url: expect.stringMatching(/^\/api\/v1\/media\//), media_type: 'image', original_name: expect.stringMatching(/\.svg$/) },
      promotion_banner_options: { size: '1x2', position: 6, skip_rows: 1, url: '/catalog' },
      frequency: 1,
      pages: [],
    });
    expect(campaign.popup_text).toContain('WELKOM10');
    const en = await call(shop(), 'GET', '/campaign-discount?lang=en');
    expect(en.body.data.top_bar_text).toBe('Free shipping from €100 · Code <strong>WELKOM10</strong> for 10% off');

    const db = shop().database.db;
    const before = (await shop().get('/cv')).body.data;
    const day = 86_400_000;
    const states = [{ active: false }, { endsAt: new Date(Date.now() - day) }, { startsAt: new Date(Date.now() + day) }];
    for (const state of states) {
      await db.update(discountCampaigns).set(state).where(eq(discountCampaigns.id, campaign.id));
      expect((await call(shop(), 'GET', '/campaign-discount')).body, JSON.stringify(state)).toEqual({ data: null });
      await db.update(discountCampaigns).set({ active: true, startsAt: null, endsAt: null }).where(eq(discountCampaigns.id, campaign.id));
    }
    expect((await shop().get('/cv')).body.data.page).toBeGreaterThan(before.page);

    // Kept in the reference cache, a campaign still starts and ends by the clock, with no write between.
    expect(await referenceCacheListens(db)).toBe(true);
    const startsAt = Date.now() + 1_500;
    await db.update(discountCampaigns).set({ startsAt: new Date(startsAt), endsAt: new Date(startsAt + 1_500) }).where(eq(discountCampaigns.id, campaign.id));
    const running = async () => (await call(shop(), 'GET', '/campaign-discount')).body.data as { id: number } | null;
    expect(await running()).toBeNull();
    expect(await running()).toBeNull();
    await vi.waitFor(async () => expect(await running()).toMatchObject({ id: campaign.id }), { timeout: 5_000, interval: 100 });
    await vi.waitFor(async () => expect(await running()).toBeNull(), { timeout: 5_000, interval: 100 });
    await db.update(discountCampaigns).set({ startsAt: null, endsAt: null }).where(eq(discountCampaigns.id, campaign.id));
    expect(await running()).toMatchObject({ id: campaign.id });

    // Of two running campaigns the one started last wins.
    const [later] = await db
      .insert(discountCampaigns)
      .values({ isTopBarText: true, startsAt: new Date(Date.now() - 1000), pages: ['/catalog'], frequency: 4 })
      .returning({ id: discountCampaigns.id });
    const chosen = (await call(shop(), 'GET', '/campaign-discount')).body.data;
    expect(chosen).toMatchObject({ id: later!.id, top_bar_text: null, pages: [{ page_link: '/catalog' }], frequency: 4, promotion_banner_file: null, promotion_banner_options: null });
    await db.delete(discountCampaigns).where(eq(discountCampaigns.id, later!.id));
    expect((await call(shop(), 'GET', '/campaign-discount')).body.data.id).toBe(campaign.id);
  });
}

function formSuite(shop: () => TestShop) {
  it('answers every subscription with the same 202, mails one confirmation link and confirms it once', async () => {
    const email = newEmail('news');
    const first = await call(shop(), 'POST', '/subscribe', { body: { email, source: 'footer' } });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ data: { accepted: true } });
    const again = await call(shop(), 'POST', '/subscribe', { body: { email: email.toUpperCase() } });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    const mails = await mailsTo(shop(), email, 'newsletter_confirm');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'nl' });
    expect(mails[0]!.subject).toMatch(/Bevestig je inschrijving/);
    const { link, token } = linkIn(mails[0]!.text, '/newsletter/confirm');
    expect(link).toBe(`${OWN_ORIGIN}/newsletter/confirm/${token}`);

    const db = shop().database.db;
    const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
    expect(row).toMatchObject({ status: 'pending', source: 'footer', confirmedAt: null });
    expect(row!.tokenHash).not.toBe(token);

    const confirmed = await call(shop(), 'POST', '/subscribe/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: { status: 'confirmed' } });
    const twice = await call(shop(), 'POST', '/subscribe/confirm?lang=en', { body: { token } });
    expect(twice.status).toBe(422);
    expect(twice.body.error.fields).toEqual({ token: 'This link is invalid or has expired' });

    // A confirmed address gets the same answer and no mail, even after the interval.
    await db.update(newsletterSubscriptions).set({ mailedAt: new Date(Date.now() - 3_600_000) }).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
    const known = await call(shop(), 'POST', '/subscribe', { body: { email } });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(first.body);
    expect(await mailsTo(shop(), email, 'newsletter_confirm')).toHaveLength(1);
    const [after] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
    expect(after!.status).toBe('confirmed');
    expect(after!.confirmedAt).not.toBeNull();
  });

  it('mails a pending address again after 15 minutes, in English under /en; the newer link replaces the older', async () => {
    const email = newEmail('later');
    expect((await call(shop(), 'POST', '/subscribe?lang=en', { body: { email } })).status).toBe(202);
    const [firstMail] = await mailsTo(shop(), email, 'newsletter_confirm');
    expect(firstMail!.subject).toMatch(/Confirm your subscription/);
    const { link, token: oldToken } = linkIn(firstMail!.text, '/newsletter/confirm');
    expect(link).toBe(`${OWN_ORIGIN}/en/newsletter/confirm/${oldToken}`);

    const db = shop().database.db;
    await db
      .update(newsletterSubscriptions)
      .set({ mailedAt: sql`now() - interval '16 minutes'` })
      .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
    expect((await call(shop(), 'POST', '/subscribe?lang=en', { body: { email } })).status).toBe(202);
    const mails = await mailsTo(shop(), email, 'newsletter_confirm');
    expect(mails).toHaveLength(2);
    const { token } = linkIn(mails[1]!.text, '/newsletter/confirm');
    expect((await call(shop(), 'POST', '/subscribe/confirm', { body: { token: oldToken } })).status).toBe(422);
    expect((await call(shop(), 'POST', '/subscribe/confirm', { body: { token } })).status).toBe(200);

    // An expired link does not work either.
    const other = newEmail('expired');
    await call(shop(), 'POST', '/subscribe', { body: { email: other } });
    const { token: expired } = linkIn((await mailsTo(shop(), other, 'newsletter_confirm'))[0]!.text, '/newsletter/confirm');
    await db.update(newsletterSubscriptions).set({ tokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(newsletterSubscriptions.email, other.toLowerCase()));
    const refused = await call(shop(), 'POST', '/subscribe/confirm', { body: { token: expired } });
    expect(refused.body.error.fields).toEqual({ token: 'Deze link is ongeldig of verlopen' });
  });

  it('answers 422 for an invalid address or source, and 429 past the limit of one client address', async () => {
    const invalid = await call(shop(), 'POST', '/subscribe?lang=de', { body: { email: 'kein-adresse', source: 'a b' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['email', 'source']);
    expect(invalid.body.error.fields.email).toBe('kein-adresse ist ungültig');
    expect((await call(shop(), 'POST', '/subscribe/confirm', { body: {} })).status).toBe(422);

    const address = newClientAddress();
    for (let i = 0; i < THROTTLE_LIMITS.address; i++) {
      expect((await call(shop(), 'POST', '/subscribe', { body: { email: newEmail('spray') }, address })).status).toBe(202);
    }
    const over = await call(shop(), 'POST', '/subscribe', { body: { email: newEmail('spray') }, address });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('too_many_attempts');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stores a question without markup and mails it to the shop, about a product or in general', async () => {
    const db = shop().database.db;
    const [product] = await db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.active, true)).limit(1);
    const email = newEmail('vraag');
    const response = await call(shop(), 'POST', '/questions?lang=en', {
      body: { product_id: product!.id, name: 'Jan <i>Smit</i>', email, question: 'Is this ring available in size 60?<script>steal()</script> <a href="javascript:x">click</a>' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toEqual({ id: expect.any(Number), product_id: product!.id, created_at: expect.any(String) });
    const [stored] = await db.select().from(productQuestions).where(eq(productQuestions.id, response.body.data.id));
    expect(stored).toMatchObject({ name: 'Jan Smit', email: email.toLowerCase(), question: 'Is this ring available in size 60? click', language: 'en', productId: product!.id });

    const [mail] = await mailsTo(shop(), 'service@juwelier-aurum.nl', 'product_question').then((rows) => rows.filter((row) => row.text.includes(email.toLowerCase())));
    expect(mail).toBeDefined();
    expect(mail!.language).toBe('nl');
    expect(mail!.subject).toMatch(/^Vraag over .+ — Jan Smit$/);
    expect(mail!.text).toContain('Is this ring available in size 60? click');
    expect(mail!.text).toContain(`${OWN_ORIGIN}/product/${product!.slug}`);
    expect(mail!.html).not.toMatch(/<script|javascript:|<i>/);

    const general = await call(shop(), 'POST', '/questions', { body: { name: 'An', email: newEmail('algemeen'), question: 'Hebben jullie ook oorbellen met parels?' } });
    expect(general.status).toBe(201);
    expect(general.body.data.product_id).toBeNull();
  });

  it('answers 422 with the fields of an invalid question, also for a product that is not for sale', async () => {
    const invalid = await call(shop(), 'POST', '/questions', { body: { product_id: 'x', name: '', email: 'nee', question: '' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['email', 'name', 'product_id', 'question']);
    const unknown = await call(shop(), 'POST', '/questions', { body: { product_id: 999_999, name: 'An', email: newEmail('x'), question: 'Bestaat dit product?' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ product_id: 'Dit product bestaat niet' });
    const german = await call(shop(), 'POST', '/questions?lang=de', { body: { product_id: 999_999, name: 'An', email: newEmail('x'), question: 'Gibt es das Produkt?' } });
    expect(german.body.error.fields).toEqual({ product_id: 'Dieses Produkt existiert nicht' });
    const markupOnly = await call(shop(), 'POST', '/questions', { body: { name: 'An', email: newEmail('x'), question: '<script>alert(1)</script>' } });
    expect(markupOnly.status).toBe(422);
    expect(Object.keys(markupOnly.body.error.fields)).toEqual(['question']);
  });

  it('documents every call in the OpenAPI document', async () => {
    const { body } = await call(shop(), 'GET', '/openapi.json');
    const expected = [
      ['get', '/api/v1/blog/categories'],
      ['get', '/api/v1/blog/categories/{category}'],
      ['get', '/api/v1/blog/categories/{category}/posts'],
      ['get', '/api/v1/blog/posts'],
      ['get', '/api/v1/blog/posts/guide'],
      ['get', '/api/v1/blog/posts/guide/{category}'],
      ['get', '/api/v1/blog/posts/{slug}'],
      ['get', '/api/v1/blog/posts/{slug}/next'],
      ['post', '/api/v1/blog/posts/{slug}/comments'],
      ['get', '/api/v1/popups'],
      ['get', '/api/v1/campaign-discount'],
      ['post', '/api/v1/subscribe'],
      ['post', '/api/v1/subscribe/confirm'],
      ['post', '/api/v1/questions'],
    ] as const;
    for (const [method, path] of expected) expect(body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
}

it('cleans HTML with the one policy the storefront also renders with, and reduces shoppers’ text to plain text', () => {
  // The storefront imports the same domain/html.ts; one function, so one policy.
  const samples: [string, string][] = [
    ['<h1>Titel</h1><p onclick="x()" style="color:red">Tekst <b>vet</b> <i>schuin</i></p><script>alert(1)</script>', '<h2>Titel</h2><p>Tekst <strong>vet</strong> <em>schuin</em></p>'],
    ['<a href="javascript:alert(1)">a</a><a href="//evil.example">b</a><a href="/catalog" target="_blank">c</a>', '<a>a</a><a>b</a><a href="/catalog" target="_blank" rel="noopener noreferrer">c</a>'],
    ['<img src="https://cdn.example/a.png" onerror="x()" alt="A"><iframe src="https://evil.example"></iframe><ul><li>een</li></ul>', '<img src="https://cdn.example/a.png" alt="A" /><ul><li>een</li></ul>'],
  ];
  for (const [html, clean] of samples) expect(sanitizeHtml(html)).toBe(clean);
  expect(plainText('Hallo <script>alert(1)</script>daar & <b>jij</b> 2 < 3')).toBe('Hallo daar & jij 2 < 3');
  expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;tekst')).toBe('tekst');
  expect(plainText('ik <3 dit\r\nregel twee')).toBe('ik <3 dit\nregel twee');
});
