import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { media } from '../../api/db/schema/media';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

type Texts = { slug: string; title: string; excerpt: string; body: string; meta_description: string | null; tags: string[] };

const unique = () => randomBytes(3).toString('hex');

/** A post document with both languages' texts; `published_at` null: a draft. */
function postDocument(slug: string, change: Record<string, unknown> = {}) {
  const texts = (language: 'nl' | 'en'): Texts => ({
    slug: `${slug}-${language}`,
    title: language === 'nl' ? `Zo kies je een ring ${slug}` : `How to choose a ring ${slug}`,
    excerpt: language === 'nl' ? 'Een korte inleiding.' : 'A short introduction.',
    body: '<p>Goud en zilver.</p>',
    meta_description: null,
    tags: ['goud'],
  });
  return { type: 'guide', author_id: null, cover_media_id: null, published_at: null, category_ids: [], translations: { nl: texts('nl'), en: texts('en') }, ...change };
}

const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();

/** What the storefront's journal answers for a post slug (as kit/data's client calls it). */
const storefrontPost = (shop: TestShop, slug: string, lang: 'nl' | 'en') => shop.get(`/api/v1/blog/posts/${slug}?lang=${lang}`);
const storefrontSlugs = async (shop: TestShop, path: string, lang: 'nl' | 'en' = 'nl') => ((await shop.get(`/api/v1${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).body.data ?? []).map((post: { slug: string }) => post.slug);

describeOnEachDatabase('back office: the journal', (shop) => {
  it('writes a draft (not on the storefront), publishes it (in the list and at its slug in nl and en), with the body cleaned and tags tidied, audited', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const slug = `ring-kiezen-${unique()}`;
    const [file] = await shop().database.db.select({ id: media.id }).from(media).limit(1);
    const authors = (await staffCall(shop(), 'GET', '/admin/blog/authors', { staff: staff.token })).body.data;
    expect(authors.length).toBeGreaterThan(0);
    const document = postDocument(slug, { author_id: authors[0].id, cover_media_id: file!.id });
    document.translations.nl.body = '<p onclick="steal()">Goud <strong>en</strong> zilver</p><script>alert(1)</script><img src="https://example.com/a.jpg" onerror="alert(1)" alt="ring">';
    document.translations.nl.tags = [' Goud ', 'goud', 'RING'];

    const created = await staffCall(shop(), 'POST', '/admin/blog/posts', { staff: staff.token, body: document });
    expect(created.status).toBe(201);
    const post = created.body.data;
    expect(post).toMatchObject({ status: 'draft', published_at: null, author_id: authors[0].id, cover_media_id: file!.id });
    expect(post.translations.nl.body).toBe('<p>Goud <strong>en</strong> zilver</p><img src="https://example.com/a.jpg" alt="ring" />');
    expect(post.translations.nl.tags).toEqual(['goud', 'ring']);
    expect((await storefrontPost(shop(), `${slug}-nl`, 'nl')).status).toBe(404);
    expect(await storefrontSlugs(shop(), '/blog/posts')).not.toContain(`${slug}-nl`);

    const publish = await staffCall(shop(), 'PUT', `/admin/blog/posts/${post.id}`, { staff: staff.token, body: { ...document, published_at: minuteAgo(), revision: post.revision } });
    expect(publish.status).toBe(200);
    expect(publish.body.data.status).toBe('published');
    expect((await storefrontSlugs(shop(), '/blog/posts'))[0]).toBe(`${slug}-nl`);
    expect((await storefrontSlugs(shop(), '/blog/posts/guide', 'en'))[0]).toBe(`${slug}-en`);
    const nl = await storefrontPost(shop(), `${slug}-nl`, 'nl');
    expect(nl.status).toBe(200);
    expect(nl.body.data).toMatchObject({ title: `Zo kies je een ring ${slug}`, tags: ['goud', 'ring'], author: { name: authors[0].name } });
    expect(nl.body.data.body).not.toMatch(/script|onerror|onclick/);
    const en = await storefrontPost(shop(), `${slug}-en`, 'en');
    expect(en.body.data).toMatchObject({ slug: `${slug}-en`, title: `How to choose a ring ${slug}`, slugs: { nl: `${slug}-nl`, en: `${slug}-en` } });

    const admin = await newStaff(shop(), 'admin');
    const audit = (await staffCall(shop(), 'GET', `/admin/audit?entity=blog_post&entity_id=${post.id}`, { staff: admin.token })).body.data.entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['blog_post.update', 'blog_post.create']);
    expect(audit[0]).toMatchObject({ staff_email: staff.email, before: { published_at: null }, after: { status: 'published' } });
  });

  it('keeps a scheduled post off the storefront until its moment, finds posts by title, status and type', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const slug = `later-${unique()}`;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const created = await staffCall(shop(), 'POST', '/admin/blog/posts', { staff: staff.token, body: postDocument(slug, { type: 'news', published_at: future }) });
    expect(created.body.data.status).toBe('scheduled');
    expect((await storefrontPost(shop(), `${slug}-nl`, 'nl')).status).toBe(404);
    expect(await storefrontSlugs(shop(), '/blog/posts/news')).not.toContain(`${slug}-nl`);

    const list = async (query: string) => (await staffCall(shop(), 'GET', `/admin/blog/posts?${query}`, { staff: staff.token })).body.data;
    const found = await list(`q=${slug}&status=scheduled&type=news`);
    expect(found).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(found.items[0]).toMatchObject({ id: created.body.data.id, status: 'scheduled', titles: { en: `How to choose a ring ${slug}` }, slugs: { nl: `${slug}-nl` } });
    expect((await list(`q=${slug}&status=published`)).total).toBe(0);
    expect((await list('q=100%25_')).total).toBe(0);
    const page = await list('count=5&page=2&status=published');
    expect(page.items).toHaveLength(5);
    expect(page.pages).toBeGreaterThanOrEqual(2);
  });

  it('refuses a stale revision (409), a slug taken in its language and bad input (422 with field paths)', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const slug = `dubbel-${unique()}`;
    const first = (await staffCall(shop(), 'POST', '/admin/blog/posts', { staff: staff.token, body: postDocument(slug) })).body.data;
    const saved = await staffCall(shop(), 'PUT', `/admin/blog/posts/${first.id}`, { staff: staff.token, body: { ...postDocument(slug, { type: 'news' }), revision: first.revision } });
    expect(saved.status).toBe(200);
    const stale = await staffCall(shop(), 'PUT', `/admin/blog/posts/${first.id}`, { staff: staff.token, body: { ...postDocument(slug), revision: first.revision } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('edit_conflict');

    const taken = postDocument(`other-${unique()}`);
    taken.translations.nl.slug = `${slug}-nl`;
    // Unique per language: the Dutch slug of the first post is free in English.
    taken.translations.en.slug = `${slug}-nl`;
    const duplicate = await staffCall(shop(), 'POST', '/admin/blog/posts', { staff: staff.token, body: taken });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.body.error.fields)).toEqual(['translations.nl.slug']);
    taken.translations.nl.slug = `free-${unique()}`;
    expect((await staffCall(shop(), 'POST', '/admin/blog/posts', { staff: staff.token, body: taken })).status).toBe(201);

    const malformed = postDocument(slug, { type: 'blog', published_at: 'tomorrow', author_id: 'x' });
    malformed.translations.nl.slug = 'Niet Goed';
    malformed.translations.en.slug = 'news';
    malformed.translations.en.title = ' ';
    const bad = await staffCall(shop(), 'POST', '/admin/blog/posts?lang=en', { staff: staff.token, body: malformed });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['author_id', 'published_at', 'translations.en.slug', 'translations.en.title', 'translations.nl.slug', 'type']);

    const missing = await staffCall(shop(), 'PUT', `/admin/blog/posts/${first.id}?lang=en`, { staff: staff.token, body: { ...postDocument(slug, { author_id: 999_999, cover_media_id: 999_999, category_ids: [999_999] }), revision: saved.body.data.revision } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ author_id: 'This author does not exist', cover_media_id: 'This file is not in the media library', 'category_ids.0': 'This category does not exist' });
    expect((await staffCall(shop(), 'GET', '/admin/blog/posts/999999', { staff: staff.token })).status).toBe(404);
    expect((await staffCall(shop(), 'GET', '/admin/blog/posts?status=gone', { staff: staff.token })).status).toBe(422);
  });

  it('creates, edits and deletes categories; a post in a category shows under it on the storefront', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const slug = `sieraden-${unique()}`;
    const texts = (language: 'nl' | 'en', title: string) => ({ slug: `${slug}-${language}`, title, description: null, meta_description: '' });
    const created = await staffCall(shop(), 'POST', '/admin/blog/categories', { staff: staff.token, body: { sort_order: 9, translations: { nl: texts('nl', 'Sieraden'), en: texts('en', 'Jewellery') } } });
    expect(created.status).toBe(201);
    const category = created.body.data;
    expect(category).toMatchObject({ posts_count: 0, translations: { nl: { title: 'Sieraden', meta_description: null } } });

    const renamed = await staffCall(shop(), 'PUT', `/admin/blog/categories/${category.id}`, { staff: staff.token, body: { sort_order: 9, translations: { nl: texts('nl', 'Mooie sieraden'), en: texts('en', 'Jewellery') }, revision: category.revision } });
    expect(renamed.status).toBe(200);
    expect((await staffCall(shop(), 'PUT', `/admin/blog/categories/${category.id}`, { staff: staff.token, body: { sort_order: 1, translations: { nl: texts('nl', 'x'), en: texts('en', 'y') }, revision: category.revision } })).status).toBe(409);
    const existing = (await staffCall(shop(), 'GET', '/admin/blog/categories', { staff: staff.token })).body.data[0];
    const taken = await staffCall(shop(), 'POST', '/admin/blog/categories', { staff: staff.token, body: { sort_order: 0, translations: { nl: texts('nl', 'Dubbel'), en: { ...texts('en', 'Double'), slug: existing.translations.en.slug } } } });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.error.fields).sort()).toEqual(['translations.en.slug', 'translations.nl.slug']);

    const post = await staffCall(shop(), 'POST', '/admin/blog/posts', { staff: staff.token, body: postDocument(`in-${slug}`, { published_at: minuteAgo(), category_ids: [category.id] }) });
    expect(post.status).toBe(201);
    expect(await storefrontSlugs(shop(), `/blog/categories/${slug}-nl/posts`)).toEqual([`in-${slug}-nl`]);
    const shown = await shop().get(`/api/v1/blog/categories/${slug}-en?lang=en`);
    expect(shown.body.data).toMatchObject({ title: 'Jewellery', posts_count: 1 });
    expect((await shop().get(`/api/v1/blog/categories/${slug}-nl?lang=nl`)).body.data.title).toBe('Mooie sieraden');

    expect((await staffCall(shop(), 'DELETE', `/admin/blog/categories/${category.id}`, { staff: staff.token })).status).toBe(204);
    expect((await shop().get(`/api/v1/blog/categories/${slug}-nl`)).status).toBe(404);
    const kept = await staffCall(shop(), 'GET', `/admin/blog/posts/${post.body.data.id}`, { staff: staff.token });
    expect(kept.body.data.category_ids).toEqual([]);

    expect((await staffCall(shop(), 'DELETE', `/admin/blog/posts/${post.body.data.id}`, { staff: staff.token })).status).toBe(204);
    expect((await storefrontPost(shop(), `in-${slug}-nl`, 'nl')).status).toBe(404);

    const admin = await newStaff(shop(), 'admin');
    const audit = (await staffCall(shop(), 'GET', `/admin/audit?entity=blog_category&entity_id=${category.id}`, { staff: admin.token })).body.data.entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['blog_category.delete', 'blog_category.update', 'blog_category.create']);
    expect(audit[1]).toMatchObject({ before: { translations: { nl: { title: 'Sieraden' } } }, after: { translations: { nl: { title: 'Mooie sieraden' } } } });
  });

  it('is for merchandisers and admins: fulfilment gets 403, no one signed in 401', async () => {
    const fulfilment = await newStaff(shop(), 'fulfilment');
    expect((await staffCall(shop(), 'GET', '/admin/blog/posts', { staff: fulfilment.token })).status).toBe(403);
    expect((await staffCall(shop(), 'POST', '/admin/blog/posts', { staff: fulfilment.token, body: postDocument(`nope-${unique()}`) })).status).toBe(403);
    expect((await staffCall(shop(), 'GET', '/admin/blog/categories', { staff: fulfilment.token })).status).toBe(403);
    expect((await staffCall(shop(), 'GET', '/admin/blog/authors')).status).toBe(401);
  });
});
