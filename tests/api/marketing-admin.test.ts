import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../api/db/schema';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

const texts = (title: string) => ({ title, content: `<p>${title}</p>`, button_text: null, button_url: null });
const popupInput = {
  active: true,
  priority: 50,
  frequency: 3,
  pages: ['/acties'],
  starts_at: null,
  ends_at: null,
  subscription: false,
  image_media_id: null,
  translations: { nl: texts('Herfstactie'), en: texts('Autumn sale') },
};

const auditOf = (shop: TestShop, entity: string, id: number) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

/** The popups the storefront gets for a page. */
const storefrontPopups = async (shop: TestShop, url: string, lang = 'nl') => (await shop.get(`/api/v1/popups?url=${encodeURIComponent(url)}&lang=${lang}`)).body.data as { id: number; title: string; content: string; button: { text: string; url: string } | null }[];

describeOnEachDatabase('back office: popups and campaigns', (shop) => {
  it('creates, edits and deletes a popup; the storefront follows, the HTML is cleaned, every change is audited', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const list = await staffCall(shop(), 'GET', '/admin/popups', { staff: staff.token });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(3);

    const created = await staffCall(shop(), 'POST', '/admin/popups', { staff: staff.token, body: popupInput });
    expect(created.status).toBe(201);
    const popup = created.body.data;
    expect(popup).toMatchObject({ priority: 50, frequency: 3, pages: ['/acties'], lock_version: 1, translations: { en: { title: 'Autumn sale' } } });
    expect((await storefrontPopups(shop(), '/en/acties', 'en'))[0]).toMatchObject({ id: popup.id, title: 'Autumn sale' });

    const edit = {
      ...popupInput,
      lock_version: popup.lock_version,
      translations: {
        nl: { title: 'Winteractie', content: '<p onclick="steal()">Nu <strong>20%</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>', button_text: 'Bekijk', button_url: '/catalog' },
        en: { title: 'Winter sale', content: '<p>Now 20%</p>', button_text: 'Shop', button_url: 'https://juwelier-aurum.nl/en/catalog' },
      },
    };
    const saved = await staffCall(shop(), 'PUT', `/admin/popups/${popup.id}`, { staff: staff.token, body: edit });
    expect(saved.status).toBe(200);
    expect(saved.body.data.lock_version).toBe(2);
    const stored = saved.body.data.translations.nl.content as string;
    expect(stored).toContain('<strong>20%</strong>');
    expect(stored).not.toMatch(/script|onerror|onclick|alert/);

    const shown = (await storefrontPopups(shop(), '/acties'))[0]!;
    expect(shown).toMatchObject({ id: popup.id, title: 'Winteractie', button: { text: 'Bekijk', url: '/catalog' } });
    expect(shown.content).not.toMatch(/script|onerror/);

    const stale = await staffCall(shop(), 'PUT', `/admin/popups/${popup.id}`, { staff: staff.token, body: { ...edit, translations: { ...edit.translations, nl: texts('Oud') } } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('edit_conflict');
    expect((await staffCall(shop(), 'GET', `/admin/popups/${popup.id}`, { staff: staff.token })).body.data.translations.nl.title).toBe('Winteractie');

    expect((await staffCall(shop(), 'DELETE', `/admin/popups/${popup.id}`, { staff: staff.token })).status).toBe(204);
    expect((await storefrontPopups(shop(), '/acties')).some((p) => p.id === popup.id)).toBe(false);
    expect((await staffCall(shop(), 'GET', `/admin/popups/${popup.id}`, { staff: staff.token })).status).toBe(404);

    const audit = await auditOf(shop(), 'popup', popup.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['popup.create', 'popup.delete', 'popup.update']);
    const update = audit.find((entry) => entry.action === 'popup.update')!;
    expect(update.staffEmail).toBe(staff.email);
    expect(update.before).toMatchObject({ translations: { nl: { title: 'Herfstactie' } } });
    expect(update.after).toMatchObject({ translations: { nl: { title: 'Winteractie' } } });
  });

  it('edits the running campaign\'s top bar text and the storefront shows it; a new campaign started later takes over; a stale save is a conflict', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const [campaign] = (await staffCall(shop(), 'GET', '/admin/campaigns', { staff: staff.token })).body.data;
    expect(campaign).toMatchObject({ is_top_bar_text: true, promotion_banner_options: { size: '1x2' } });
    expect(campaign.translations.nl.top_bar_text).toContain('WELKOM10');

    const { id, lock_version, updated_at: _updated, ...input } = campaign;
    const top = { nl: 'Alleen dit weekend: <strong>gratis gravure</strong><script>x()</script>', en: 'This weekend only: <strong>free engraving</strong>' };
    const body = { ...input, lock_version, translations: { nl: { ...input.translations.nl, top_bar_text: top.nl }, en: { ...input.translations.en, top_bar_text: top.en } } };
    const saved = await staffCall(shop(), 'PUT', `/admin/campaigns/${id}`, { staff: staff.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data.translations.nl.top_bar_text).toBe('Alleen dit weekend: <strong>gratis gravure</strong>');

    const nl = await shop().get('/api/v1/campaign-discount?lang=nl');
    expect(nl.body.data).toMatchObject({ id, is_top_bar_text: true, top_bar_text: 'Alleen dit weekend: <strong>gratis gravure</strong>' });
    expect((await shop().get('/api/v1/campaign-discount?lang=en')).body.data.top_bar_text).toBe(top.en);

    const stale = await staffCall(shop(), 'PUT', `/admin/campaigns/${id}`, { staff: staff.token, body });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('edit_conflict');

    // A campaign that started later is the one the storefront answers; removing it brings the first back.
    const newer = await staffCall(shop(), 'POST', '/admin/campaigns', {
      staff: staff.token,
      body: { ...input, starts_at: new Date(Date.now() - 60_000).toISOString(), translations: { nl: { popup_text: '<p>Nieuw</p>', top_bar_text: 'Nieuwe actie', promotion_banner_text: null }, en: { popup_text: '<p>New</p>', top_bar_text: 'New campaign', promotion_banner_text: null } } },
    });
    expect(newer.status).toBe(201);
    expect((await shop().get('/api/v1/campaign-discount?lang=nl')).body.data).toMatchObject({ id: newer.body.data.id, top_bar_text: 'Nieuwe actie' });
    expect((await staffCall(shop(), 'DELETE', `/admin/campaigns/${newer.body.data.id}`, { staff: staff.token })).status).toBe(204);
    expect((await shop().get('/api/v1/campaign-discount?lang=nl')).body.data.id).toBe(id);

    expect((await auditOf(shop(), 'campaign', id)).map((entry) => entry.action)).toEqual(['campaign.update']);
    expect((await auditOf(shop(), 'campaign', newer.body.data.id)).map((entry) => entry.action).sort()).toEqual(['campaign.create', 'campaign.delete']);
  });

  it('answers bad input with 422s on the fields, never a 500', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const post = (body: unknown) => staffCall(shop(), 'POST', '/admin/popups', { staff: staff.token, body });
    const fieldsOf = async (body: unknown) => {
      const answer = await post(body);
      expect(answer.status).toBe(422);
      return Object.keys(answer.body.error.fields).sort();
    };
    expect(await fieldsOf({ ...popupInput, frequency: 5 })).toEqual(['frequency']);
    expect(await fieldsOf({ ...popupInput, pages: ['/catalog', 'acties', '//evil.example'] })).toEqual(['pages.1', 'pages.2']);
    expect(await fieldsOf({ ...popupInput, translations: { ...popupInput.translations, nl: { ...texts('x'), button_text: 'Klik', button_url: 'javascript:alert(1)' } } })).toEqual(['translations.nl.button_url']);
    expect(await fieldsOf({ ...popupInput, starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00+01:00', image_media_id: 2_000_000_000 })).toEqual(['ends_at', 'image_media_id']);
    expect(await fieldsOf({ ...popupInput, translations: { nl: { ...texts(''), button_text: 'Klik' }, en: texts('x') } })).toEqual(['translations.nl.title']);
    expect(await fieldsOf({ ...popupInput, translations: { nl: { ...texts('a'), button_text: 'Klik' }, en: { ...texts('b'), button_url: '/x' } } })).toEqual(['translations.en.button_text', 'translations.nl.button_url']);

    const [campaign] = (await staffCall(shop(), 'GET', '/admin/campaigns', { staff: staff.token })).body.data;
    const { id, updated_at: _updated, ...body } = campaign;
    const bad = await staffCall(shop(), 'PUT', `/admin/campaigns/${id}`, {
      staff: staff.token,
      body: { ...body, promotion_banner_media_id: 2_000_000_000, translations: { ...body.translations, en: { ...body.translations.en, top_bar_text: '<script>only()</script>' } } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['promotion_banner_media_id', 'translations.en.top_bar_text']);
    const options = await staffCall(shop(), 'PUT', `/admin/campaigns/${id}`, { staff: staff.token, body: { ...body, promotion_banner_options: { size: '3x3', position: -1, skip_rows: 0, url: 'javascript:x' } } });
    expect(Object.keys(options.body.error.fields).sort()).toEqual(['promotion_banner_options.position', 'promotion_banner_options.size', 'promotion_banner_options.url']);

    expect((await staffCall(shop(), 'PUT', '/admin/popups/2000000000', { staff: staff.token, body: { ...popupInput, lock_version: 1 } })).status).toBe(404);
    expect((await staffCall(shop(), 'DELETE', '/admin/campaigns/2000000000', { staff: staff.token })).status).toBe(404);
  });

  it('is for merchandisers and admins only', async () => {
    const fulfilment = await newStaff(shop(), 'fulfilment');
    for (const [method, path, body] of [
      ['GET', '/admin/popups'],
      ['POST', '/admin/popups', popupInput],
      ['GET', '/admin/campaigns'],
      ['DELETE', '/admin/campaigns/1'],
    ] as const) {
      const answer = await staffCall(shop(), method, path, { staff: fulfilment.token, body });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('role_not_allowed');
    }
    const admin = await newStaff(shop(), 'admin');
    expect((await staffCall(shop(), 'GET', '/admin/campaigns', { staff: admin.token })).status).toBe(200);
    expect((await staffCall(shop(), 'GET', '/admin/popups')).status).toBe(401);
  });

  it('is in the OpenAPI document with its answers', async () => {
    const { paths } = (await shop().get('/api/v1/openapi.json')).body;
    for (const base of ['/api/v1/admin/popups', '/api/v1/admin/campaigns']) {
      expect(Object.keys(paths[base]).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths[`${base}/{id}`]).sort()).toEqual(['delete', 'get', 'put']);
      expect(Object.keys(paths[`${base}/{id}`].put.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '409', '422']));
    }
  });
});
