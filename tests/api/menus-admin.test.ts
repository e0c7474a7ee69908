import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './harness';
import { newStaff, staffCall } from './staff-helpers';

describeOnEachDatabase('back office: the menus', (shop) => {
  it('edits the main menu (order, titles per language, second level) and the storefront follows; a stale revision is a conflict', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const menus = await staffCall(shop(), 'GET', '/admin/menus', { staff: staff.token });
    expect(menus.status).toBe(200);
    const main = menus.body.data.find((menu: { slug: string }) => menu.slug === 'main');
    expect(main.items[0]).toMatchObject({ titles: { nl: 'Ringen', en: 'Rings' }, url: '/catalog?categories=rings' });
    expect(main.items[0].children.length).toBeGreaterThan(0);

    const items = [{ titles: { nl: 'Herfst', en: 'Autumn' }, url: '/catalog?collections=bridal', children: [{ titles: { nl: 'Ringen', en: 'Rings' }, url: '/catalog?categories=rings' }] }, ...main.items.slice(0, 2)];
    const saved = await staffCall(shop(), 'PUT', '/admin/menus/main', { staff: staff.token, body: { revision: main.revision, items } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.revision).not.toBe(main.revision);

    const nl = await shop().get('/api/v1/bootstrap?lang=nl');
    expect(nl.body.data.menu.main.map((item: { title: string }) => item.title)).toEqual(['Herfst', 'Ringen', 'Verlovingsringen']);
    expect(nl.body.data.menu.main[0].children.map((item: { title: string; url: string }) => [item.title, item.url])).toEqual([['Ringen', '/catalog?categories=rings']]);
    const en = await shop().get('/api/v1/bootstrap?lang=en');
    expect(en.body.data.menu.main[0].title).toBe('Autumn');

    const stale = await staffCall(shop(), 'PUT', '/admin/menus/main', { staff: staff.token, body: { revision: main.revision, items: [] } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('edit_conflict');
  });

  it('refuses addresses outside the shop and empty titles with 422s on their fields', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const footer = (await staffCall(shop(), 'GET', '/admin/menus', { staff: staff.token })).body.data.find((menu: { slug: string }) => menu.slug === 'footer');
    const bad = await staffCall(shop(), 'PUT', '/admin/menus/footer', {
      staff: staff.token,
      body: { revision: footer.revision, items: [{ titles: { nl: '', en: 'x' }, url: 'javascript:alert(1)' }, { titles: { nl: 'a', en: 'b' }, url: '//evil.example' }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['items.0.titles.nl', 'items.0.url', 'items.1.url']);
    expect((await staffCall(shop(), 'PUT', '/admin/menus/sidebar', { staff: staff.token, body: { revision: footer.revision, items: [] } })).status).toBe(422);
    const fulfilment = await newStaff(shop(), 'fulfilment');
    expect((await staffCall(shop(), 'GET', '/admin/menus', { staff: fulfilment.token })).status).toBe(403);
  });
});
