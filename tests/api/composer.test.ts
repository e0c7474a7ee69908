import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PageDocument } from '../../api/contract/composer';
import { auditLog, pages } from '../../api/db/schema';
import { runDueSchedules } from '../../api/modules/content';
import { sitemapKey } from '../../api/modules/seo';
import { checkBlock } from '../../host/lib/block-check';
import { describeOnEachDatabase } from './harness';
import { newStaff, staffCall } from './staff-helpers';

let serial = 0;
/** A page with a slider, a shared catalogue of a collection and a rich text, as a merchandiser composes it. */
function composed(slug = `nieuw-${Date.now().toString(36)}-${++serial}`): PageDocument {
  return {
    slug,
    layout: 'default',
    translations: { nl: { title: 'Nieuwe collectie', meta_title: null, meta_description: 'Onze nieuwste sieraden' }, en: { title: 'New collection', meta_title: null, meta_description: 'Our newest jewellery' } },
    blocks: [
      { key: 'slider-1', type: 'slider', data: { nl: { slides: [{ title: 'Herfst', url: '/catalog' }] }, en: { slides: [{ title: 'Autumn', url: '/catalog' }] } } },
      { key: 'catalog-1', type: 'shared-catalog', data: { nl: { title: 'Bruidscollectie', collections: ['bridal'], count: 4 }, en: { title: 'Bridal collection', collections: ['bridal'], count: 4 } } },
      { key: 'text-1', type: 'rich-text', data: { nl: { html: '<p>Met de hand gemaakt.</p>' }, en: { html: '<p>Made by hand.</p>' } } },
    ],
  };
}

describeOnEachDatabase(
  'back office: the page composer',
  (shop) => {
    it('composes a page as a draft, refuses to publish an invalid block, publishes it fixed, and the storefront shows it in nl and en', async () => {
      const staff = await newStaff(shop(), 'merchandiser');
      const document = composed();
      const created = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document } });
      expect(created.status).toBe(201);
      const page = created.body.data;
      expect(page).toMatchObject({ slug: document.slug, status: 'draft', lock_version: 1, problems: [], published_version: null });
      // A draft is not on the storefront.
      expect((await shop().get(`/api/v1/pages/${document.slug}`)).status).toBe(404);

      const broken = structuredClone(document);
      broken.blocks[0]!.data.nl = { slides: [{ title: 'Herfst', button_text: 'Bekijk' }] };
      const saved = await staffCall(shop(), 'PUT', `/admin/pages/${page.id}/draft`, { staff: staff.token, body: { lock_version: 1, document: broken } });
      expect(saved.status).toBe(200);
      expect(saved.body.data.lock_version).toBe(2);
      const shown = await staffCall(shop(), 'GET', `/admin/pages/${page.id}?lang=en`, { staff: staff.token });
      expect(shown.body.data.problems).toEqual([{ key: 'slider-1', language: 'nl', fields: { 'slides.0.url': 'Url is invalid' } }]);
      const refused = await staffCall(shop(), 'POST', `/admin/pages/${page.id}/publish`, { staff: staff.token, body: { lock_version: 2 } });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ code: 'page_has_invalid_blocks', fields: { 'blocks.slider-1.nl.slides.0.url': 'Url is ongeldig' } });
      expect((await shop().get(`/api/v1/pages/${document.slug}`)).status).toBe(404);

      expect((await staffCall(shop(), 'PUT', `/admin/pages/${page.id}/draft`, { staff: staff.token, body: { lock_version: 2, document } })).status).toBe(200);
      const published = await staffCall(shop(), 'POST', `/admin/pages/${page.id}/publish`, { staff: staff.token, body: { lock_version: 3 } });
      expect(published.status).toBe(200);
      expect(published.body.data).toMatchObject({ status: 'published', published_version: 1 });

      const nl = await shop().get(`/api/v1/pages/${document.slug}`);
      expect(nl.status).toBe(200);
      expect(nl.body.data).toMatchObject({ title: 'Nieuwe collectie', meta_description: 'Onze nieuwste sieraden' });
      expect(nl.body.data.blocks.map((block: { type: string }) => block.type)).toEqual(['slider', 'shared-catalog', 'rich-text']);
      expect(nl.body.data.blocks[1].data).toMatchObject({ title: 'Bruidscollectie', collections: ['bridal'] });
      const en = await shop().get(`/api/v1/pages/${document.slug}?lang=en`);
      expect(en.body.data.title).toBe('New collection');
      expect(en.body.data.blocks[0].data.slides[0].title).toBe('Autumn');

      const audit = await shop().database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, String(page.id))));
      // The two saves in a row are one run of edits: one entry, the draft before the first and after the last.
      expect(audit.map((entry) => entry.action).sort()).toEqual(['page.create', 'page.publish', 'page.save_draft']);
      expect(audit.every((entry) => entry.staffEmail === staff.email && entry.entity === 'page')).toBe(true);
      const run = audit.find((entry) => entry.action === 'page.save_draft')!;
      expect(run.before).toEqual(document);
      expect(run.after).toEqual(document);
      expect((run.before as PageDocument).blocks).toHaveLength(3);
    });

    it('gives two merchandisers editing one page a conflict, never a silent overwrite', async () => {
      const ann = await newStaff(shop(), 'merchandiser');
      const bob = await newStaff(shop(), 'merchandiser');
      const id = (await staffCall(shop(), 'POST', '/admin/pages', { staff: ann.token, body: { document: composed() } })).body.data.id;
      const loaded = (await staffCall(shop(), 'GET', `/admin/pages/${id}`, { staff: bob.token })).body.data;
      const annDoc = { ...loaded.document, translations: { ...loaded.document.translations, nl: { ...loaded.document.translations.nl, title: 'Ann' } } };
      const bobDoc = { ...loaded.document, translations: { ...loaded.document.translations, nl: { ...loaded.document.translations.nl, title: 'Bob' } } };
      const first = await staffCall(shop(), 'PUT', `/admin/pages/${id}/draft`, { staff: ann.token, body: { lock_version: loaded.lock_version, document: annDoc } });
      const second = await staffCall(shop(), 'PUT', `/admin/pages/${id}/draft`, { staff: bob.token, body: { lock_version: loaded.lock_version, document: bobDoc } });
      expect(first.status).toBe(200);
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('edit_conflict');
      const now = (await staffCall(shop(), 'GET', `/admin/pages/${id}`, { staff: bob.token })).body.data;
      expect(now.document.translations.nl.title).toBe('Ann');
      expect(now.updated_by).toBe(ann.email);
      // Publishing what one has not seen is a conflict too.
      expect((await staffCall(shop(), 'POST', `/admin/pages/${id}/publish`, { staff: bob.token, body: { lock_version: loaded.lock_version } })).status).toBe(409);
    });

    it("keeps one audit entry per run of a member of staff's autosaves, and a new one when someone else edits", async () => {
      const ann = await newStaff(shop(), 'merchandiser');
      const bob = await newStaff(shop(), 'merchandiser');
      const document = composed();
      const id = (await staffCall(shop(), 'POST', '/admin/pages', { staff: ann.token, body: { document } })).body.data.id;
      const titled = (title: string) => ({ ...document, translations: { ...document.translations, nl: { ...document.translations.nl, title } } });
      for (const [lock, title, who] of [[1, 'Een', ann], [2, 'Twee', ann], [3, 'Drie', bob], [4, 'Vier', ann]] as const) {
        expect((await staffCall(shop(), 'PUT', `/admin/pages/${id}/draft`, { staff: who.token, body: { lock_version: lock, document: titled(title) } })).status).toBe(200);
      }
      const saves = (await shop().database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'page.save_draft')))).sort((a, b) => a.id - b.id);
      expect(saves.map((entry) => [entry.staffEmail, (entry.before as PageDocument).translations.nl.title, (entry.after as PageDocument).translations.nl.title])).toEqual([
        [ann.email, 'Nieuwe collectie', 'Twee'],
        [bob.email, 'Twee', 'Drie'],
        [ann.email, 'Drie', 'Vier'],
      ]);
    });

    it('publishes at the scheduled time and unpublishes at the end (clock controlled)', async () => {
      const staff = await newStaff(shop(), 'merchandiser');
      const document = composed();
      const id = (await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document } })).body.data.id;
      const start = new Date(Date.now() + 3_600_000);
      const end = new Date(start.getTime() + 86_400_000);
      const scheduled = await staffCall(shop(), 'PUT', `/admin/pages/${id}/schedule`, { staff: staff.token, body: { lock_version: 1, publish_at: start.toISOString(), unpublish_at: end.toISOString() } });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.data).toMatchObject({ publish_at: start.toISOString(), unpublish_at: end.toISOString(), status: 'draft' });
      const log = { warn: () => undefined };
      expect((await runDueSchedules(shop().database.db, checkBlock, new Date(start.getTime() - 1000), log)).published).not.toContain(id);
      expect((await shop().get(`/api/v1/pages/${document.slug}`)).status).toBe(404);
      // Two instances' schedulers at the same moment publish it once.
      const runs = await Promise.all([0, 1].map(() => runDueSchedules(shop().database.db, checkBlock, start, log)));
      expect(runs.flatMap((run) => run.published).filter((page) => page === id)).toEqual([id]);
      expect((await staffCall(shop(), 'GET', `/admin/pages/${id}/versions`, { staff: staff.token })).body.data.map((v: { version: number }) => v.version)).toEqual([1]);
      expect((await shop().get(`/api/v1/pages/${document.slug}`)).status).toBe(200);
      const after = (await staffCall(shop(), 'GET', `/admin/pages/${id}`, { staff: staff.token })).body.data;
      expect(after).toMatchObject({ status: 'published', publish_at: null, published_version: 1 });
      expect((await runDueSchedules(shop().database.db, checkBlock, end, log)).unpublished).toContain(id);
      expect((await shop().get(`/api/v1/pages/${document.slug}`)).status).toBe(404);
      const ends = await staffCall(shop(), 'PUT', `/admin/pages/${id}/schedule`, { staff: staff.token, body: { lock_version: 1, publish_at: end.toISOString(), unpublish_at: start.toISOString() } });
      expect(ends.status).toBe(422);
      expect(Object.keys(ends.body.error.fields)).toEqual(['unpublish_at']);
    });

    it('keeps versions with a summary of what changed, and restores one', async () => {
      const staff = await newStaff(shop(), 'merchandiser');
      const document = composed();
      const id = (await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document } })).body.data.id;
      await staffCall(shop(), 'POST', `/admin/pages/${id}/publish`, { staff: staff.token, body: { lock_version: 1 } });
      const second = { ...document, blocks: [document.blocks[2]!, document.blocks[0]!] };
      await staffCall(shop(), 'PUT', `/admin/pages/${id}/draft`, { staff: staff.token, body: { lock_version: 1, document: second } });
      await staffCall(shop(), 'POST', `/admin/pages/${id}/publish`, { staff: staff.token, body: { lock_version: 2 } });
      const versions = await staffCall(shop(), 'GET', `/admin/pages/${id}/versions`, { staff: staff.token });
      expect(versions.body.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
      expect(versions.body.data[0].summary).toEqual(['removed: shared-catalog', 'blocks reordered']);
      expect(versions.body.data[0].staff_email).toBe(staff.email);

      const restored = await staffCall(shop(), 'POST', `/admin/pages/${id}/versions/1/restore`, { staff: staff.token, body: { lock_version: 2 } });
      expect(restored.status).toBe(200);
      const draft = (await staffCall(shop(), 'GET', `/admin/pages/${id}`, { staff: staff.token })).body.data;
      expect(draft).toMatchObject({ status: 'changed', lock_version: 3 });
      expect(draft.document.blocks.map((block: { key: string }) => block.key)).toEqual(['slider-1', 'catalog-1', 'text-1']);
      await staffCall(shop(), 'POST', `/admin/pages/${id}/publish`, { staff: staff.token, body: { lock_version: 3 } });
      expect((await shop().get(`/api/v1/pages/${document.slug}`)).body.data.blocks).toHaveLength(3);
      expect((await staffCall(shop(), 'POST', `/admin/pages/${id}/versions/9/restore`, { staff: staff.token, body: { lock_version: 3 } })).status).toBe(404);
    });

    it('opens a seeded page as a draft from its live blocks, and keeps the pages the shop needs', async () => {
      const staff = await newStaff(shop(), 'merchandiser');
      const list = await staffCall(shop(), 'GET', '/admin/pages?q=home', { staff: staff.token });
      const home = list.body.data.find((page: { slug: string }) => page.slug === 'home');
      expect(home).toMatchObject({ status: 'published', system: true, lock_version: 0 });
      const opened = (await staffCall(shop(), 'GET', `/admin/pages/${home.id}`, { staff: staff.token })).body.data;
      const live = (await shop().get('/api/v1/pages/home')).body.data;
      expect(opened.document.blocks.map((block: { type: string }) => block.type)).toEqual(live.blocks.map((block: { type: string }) => block.type));
      expect(opened.document.blocks[0].data.nl).toEqual(live.blocks[0].data);
      expect(opened.problems).toEqual([]);
      const renamed = await staffCall(shop(), 'PUT', `/admin/pages/${home.id}/draft`, { staff: staff.token, body: { lock_version: 0, document: { ...opened.document, slug: 'thuis' } } });
      expect(renamed.status).toBe(422);
      expect(Object.keys(renamed.body.error.fields)).toEqual(['document.slug']);
      const binned = await staffCall(shop(), 'DELETE', `/admin/pages/${home.id}`, { staff: staff.token });
      expect(binned.status).toBe(403);
      expect(binned.body.error.code).toBe('system_page');
      const reserved = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document: composed('checkout') } });
      expect(reserved.status).toBe(422);
      const taken = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document: composed('over-ons') } });
      expect(taken.status).toBe(422);
      expect(taken.body.error.fields).toEqual({ 'document.slug': 'Er is al een pagina met dit adres' });
    });

    it('duplicates, bins and restores a page, and filters the list', async () => {
      const staff = await newStaff(shop(), 'merchandiser');
      const document = composed();
      const id = (await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document } })).body.data.id;
      await staffCall(shop(), 'POST', `/admin/pages/${id}/publish`, { staff: staff.token, body: { lock_version: 1 } });
      const copy = await staffCall(shop(), 'POST', `/admin/pages/${id}/duplicate`, { staff: staff.token });
      expect(copy.status).toBe(201);
      expect(copy.body.data).toMatchObject({ slug: `${document.slug}-copy`, status: 'draft', title: 'Nieuwe collectie (kopie)' });
      const binned = await staffCall(shop(), 'DELETE', `/admin/pages/${id}`, { staff: staff.token });
      expect(binned.body.data.status).toBe('deleted');
      expect((await shop().get(`/api/v1/pages/${document.slug}`)).status).toBe(404);
      const deleted = await staffCall(shop(), 'GET', '/admin/pages?status=deleted', { staff: staff.token });
      expect(deleted.body.data.map((page: { id: number }) => page.id)).toContain(id);
      const english = await staffCall(shop(), 'GET', `/admin/pages?language=en&q=${encodeURIComponent('new collection')}`, { staff: staff.token });
      expect(english.body.data.map((page: { id: number }) => page.id)).toEqual(expect.arrayContaining([id, copy.body.data.id]));
      const restored = await staffCall(shop(), 'POST', `/admin/pages/${id}/restore`, { staff: staff.token });
      expect(restored.body.data.status).toBe('draft');
      const [row] = await shop().database.db.select().from(pages).where(eq(pages.id, id));
      expect(row!.active).toBe(false);
    });

    it('gives a page its own address in English: found there, its Dutch slug leads to it, in the sitemap with both; no other page may take either', async () => {
      const staff = await newStaff(shop(), 'merchandiser');
      const stamp = `${Date.now().toString(36)}-${++serial}`;
      const document = composed(`herfst-${stamp}`);
      document.translations.en.slug = `autumn-${stamp}`;
      const created = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document } });
      expect(created.status).toBe(201);
      expect((await staffCall(shop(), 'POST', `/admin/pages/${created.body.data.id}/publish`, { staff: staff.token, body: { lock_version: 1 } })).status).toBe(200);

      const slugs = { nl: `herfst-${stamp}`, en: `autumn-${stamp}` };
      const nl = await shop().get(`/api/v1/pages/herfst-${stamp}?lang=nl`);
      expect(nl.body.data).toMatchObject({ slug: slugs.nl, slugs, title: 'Nieuwe collectie' });
      const en = await shop().get(`/api/v1/pages/autumn-${stamp}?lang=en`);
      expect(en.body.data).toMatchObject({ slug: slugs.en, slugs, title: 'New collection' });
      // The Dutch slug asked in English finds the page, with its English address (the storefront redirects there).
      expect((await shop().get(`/api/v1/pages/herfst-${stamp}?lang=en`)).body.data.slug).toBe(slugs.en);
      // The sitemap names both addresses, each with the other as its alternate.
      const map = await shop().get(`/api/v1/sitemap?key=${encodeURIComponent(sitemapKey())}&page=1`);
      const entry = map.body.data.sitemap.find((item: { url: string }) => item.url === `/en/${slugs.en}`);
      expect(entry.alternates).toEqual({ nl: `/${slugs.nl}`, en: `/en/${slugs.en}`, 'x-default': `/${slugs.nl}` });
      // The composer reads it back from the live tables as it was written.
      const opened = await staffCall(shop(), 'GET', `/admin/pages/${created.body.data.id}`, { staff: staff.token });
      expect(opened.body.data.document.translations.en.slug).toBe(slugs.en);

      const other = composed(`autumn-${stamp}`);
      const taken = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document: other } });
      expect(taken.status).toBe(422);
      expect(Object.keys(taken.body.error.fields)).toEqual(['document.slug']);
      const second = composed();
      second.translations.en.slug = `herfst-${stamp}`;
      const takenEn = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document: second } });
      expect(takenEn.status).toBe(422);
      expect(Object.keys(takenEn.body.error.fields)).toEqual(['document.translations.en.slug']);

      // A page the shop's routes need has no address of its own in English.
      const home = (await staffCall(shop(), 'GET', '/admin/pages?q=home', { staff: staff.token })).body.data.find((page: { slug: string }) => page.slug === 'home');
      const homeDoc = (await staffCall(shop(), 'GET', `/admin/pages/${home.id}`, { staff: staff.token })).body.data;
      const moved = structuredClone(homeDoc.document);
      moved.translations.en.slug = `home-${stamp}`;
      const refused = await staffCall(shop(), 'PUT', `/admin/pages/${home.id}/draft`, { staff: staff.token, body: { lock_version: homeDoc.lock_version, document: moved } });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.error.fields)).toEqual(['document.translations.en.slug']);
    });

    it('answers bad input with 422s and unknown pages with 404s, never a 500', async () => {
      const staff = await newStaff(shop(), 'merchandiser');
      const bad = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document: { slug: 'Bad Slug!', translations: {}, blocks: 'x' } } });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['document.slug', 'document.blocks']));
      expect((await staffCall(shop(), 'GET', '/admin/pages/999999', { staff: staff.token })).status).toBe(404);
      expect((await staffCall(shop(), 'GET', '/admin/pages/abc', { staff: staff.token })).status).toBe(422);
      const unknownType = composed();
      unknownType.blocks = [{ key: 'x', type: 'no-such-block', data: { nl: {}, en: {} } }];
      const made = await staffCall(shop(), 'POST', '/admin/pages', { staff: staff.token, body: { document: unknownType } });
      expect(made.body.data.problems[0]).toMatchObject({ key: 'x', fields: { type: 'Onbekend bloktype "no-such-block"' } });
    });
  },
  { deps: () => ({ checkBlock }) },
);
