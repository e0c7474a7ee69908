import sharp from 'sharp';
import { expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../api/lib/client-address';
import { API, newClientAddress, OWN_ORIGIN } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

/** Uploads a file as the back office's screen does: multipart, the staff cookie, the shop's origin. */
async function upload(shop: TestShop, token: string, file: { bytes: Uint8Array; name: string; type?: string }, alt: { nl?: string; en?: string } = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/octet-stream' }));
  if (alt.nl !== undefined) form.set('alt_nl', alt.nl);
  if (alt.en !== undefined) form.set('alt_en', alt.en);
  const response = await shop.app.request(`${API}/admin/media?lang=en`, {
    method: 'POST',
    body: form,
    headers: { cookie: `staff_session_v1=${token}`, origin: OWN_ORIGIN, [CLIENT_ADDRESS_HEADER]: newClientAddress(), ...headers },
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> & { id: number; url: string; variants: { url: string; width: number }[] }; error?: { code: string; fields?: Record<string, string> } } };
}

/** A photo with metadata a shop must not publish (the camera's note, a copyright line). */
const photo = (width: number, height: number, colour = '#c9a24b') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { ImageDescription: 'taken at home, Dorpsstraat 1' } } })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const svg = (body: string) => new TextEncoder().encode(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20" width="40" height="20">${body}</svg>`);

describeOnEachDatabase('back office: the media library', (shop) => {
  it('uploads a photo: stored upright without its metadata, WebP copies narrower than it, alt texts per language, served immutable', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const uploaded = await upload(shop(), staff.token, { bytes: await photo(2000, 1000), name: 'Ring Ø2 (final).JPG', type: 'image/jpeg' }, { nl: 'Ring Zonnebloem', en: 'Sunflower ring' });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.data!;
    expect(file).toMatchObject({ mime_type: 'image/jpeg', original_name: 'ring-2-final.jpg', width: 2000, height: 1000, alt: { nl: 'Ring Zonnebloem', en: 'Sunflower ring' }, uploaded: true });
    expect(file.url).toBe(`/api/v1/media/${file.id}/ring-2-final.jpg`);
    expect(file.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);

    const original = await shop().app.request(file.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('cache-control')).toContain('immutable');
    const served = await sharp(new Uint8Array(await original.arrayBuffer())).metadata();
    expect(served.width).toBe(2000);
    expect(served.exif).toBeUndefined();
    const variant = await shop().app.request(file.variants[1]!.url);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await variant.arrayBuffer())).metadata()).width).toBe(960);
    expect((await shop().app.request(`/api/v1/media/${file.id}/other.jpg`)).status).toBe(404);

    // The same bytes again are the same file, not a second copy.
    const again = await upload(shop(), staff.token, { bytes: await photo(2000, 1000), name: 'copy.jpg' });
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(file.id);

    const listed = await staffCall(shop(), 'GET', '/admin/media?search=SUNFLOWER', { staff: staff.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((item: { id: number }) => item.id)).toEqual([file.id]);
    const audit = await shop().database.db.execute(`SELECT action, staff_email FROM audit_log WHERE entity = 'media' AND entity_id = '${file.id}'`);
    expect((audit as unknown as { rows: { action: string; staff_email: string }[] }).rows).toEqual([{ action: 'media.upload', staff_email: staff.email }]);
  });

  it('takes an SVG without its scripts, handlers, links and foreign content; a small photo gets no copies', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const drawing = await upload(
      shop(),
      staff.token,
      {
        bytes: svg(
          '<script>alert(1)</script><rect width="40" height="20" fill="#c9a24b" onload="alert(2)"/><a href="javascript:alert(3)"><text x="2" y="12">Aurum</text></a><foreignObject><img src="x" onerror="alert(4)"/></foreignObject><use href="https://evil.example/x.svg#a"/><image href="https://evil.example/track.png"/>',
        ),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
      { nl: 'Logo', en: 'Logo' },
    );
    expect(drawing.status).toBe(201);
    expect(drawing.body.data).toMatchObject({ mime_type: 'image/svg+xml', width: 40, height: 20, variants: [] });
    const served = await shop().app.request(drawing.body.data!.url);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const text = await served.text();
    expect(text).toContain('<rect');
    expect(text).toContain('Aurum');
    expect(text).not.toMatch(/script|onload|onerror|javascript|foreignObject|evil\.example|<a\b/i);

    const small = await upload(shop(), staff.token, { bytes: await photo(300, 300, '#000000'), name: 'dot.jpg' });
    expect(small.status).toBe(201);
    expect(small.body.data!.variants).toEqual([]);
  });

  it('refuses what is not a photo or a drawing, whatever its name says, with a 422 on the file; too large is 413', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const html = await upload(shop(), staff.token, { bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), name: 'photo.jpg', type: 'image/jpeg' });
    expect(html.status).toBe(422);
    expect(Object.keys(html.body.error!.fields!)).toEqual(['file']);
    const gif = await upload(shop(), staff.token, { bytes: new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer()), name: 'a.gif' });
    expect(gif.status).toBe(422);
    const empty = await upload(shop(), staff.token, { bytes: svg('<script>alert(1)</script>').slice(0, 0), name: 'empty.svg' });
    expect(empty.status).toBe(422);
    const longAlt = await upload(shop(), staff.token, { bytes: await photo(10, 10, '#123456'), name: 'a.jpg' }, { nl: 'x'.repeat(301) });
    expect(longAlt.status).toBe(422);
    expect(Object.keys(longAlt.body.error!.fields!)).toEqual(['alt_nl']);
    const tooLarge = await upload(shop(), staff.token, { bytes: new Uint8Array(9_000_000), name: 'big.jpg' });
    expect(tooLarge.status).toBe(413);
  });

  it('edits alt texts (the storefront follows), will not delete a file in use, deletes one that is not; roles and origin hold', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const file = (await upload(shop(), staff.token, { bytes: await photo(800, 600, '#abcdef'), name: 'banner.png' })).body.data!;
    const saved = await staffCall(shop(), 'PATCH', `/admin/media/${file.id}`, { staff: staff.token, body: { alt: { nl: 'Banner met ringen', en: 'Banner with rings' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.alt).toEqual({ nl: 'Banner met ringen', en: 'Banner with rings' });
    const bad = await staffCall(shop(), 'PATCH', `/admin/media/${file.id}`, { staff: staff.token, body: { alt: { nl: 'x'.repeat(400) } } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['alt.en', 'alt.nl']);

    // A collection's image: its alt text per language reaches the storefront's calls.
    const collections = await shop().get('/api/v1/collections?lang=en');
    const collection = collections.body.data.find((item: { image: { url: string } | null }) => item.image);
    const mediaId = Number(/\/media\/(\d+)\//.exec(collection.image.url)![1]);
    expect((await staffCall(shop(), 'PATCH', `/admin/media/${mediaId}`, { staff: staff.token, body: { alt: { nl: 'Collectiebeeld', en: 'Collection picture' } } })).status).toBe(200);
    const imageOf = async (lang: string) => (await shop().get(`/api/v1/collections?lang=${lang}`)).body.data.find((item: { slug: string }) => item.slug === collection.slug).image.alt;
    expect(await imageOf('en')).toBe('Collection picture');
    expect(await imageOf('nl')).toBe('Collectiebeeld');

    // A seeded product photo is in use: refused with where.
    const seeded = await shop().database.db.execute('SELECT media_id AS id FROM product_media LIMIT 1');
    const usedId = (seeded as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const detail = await staffCall(shop(), 'GET', `/admin/media/${usedId}`, { staff: staff.token });
    expect(detail.body.data.usage).toContainEqual({ kind: 'product_media', count: expect.any(Number) });
    const refused = await staffCall(shop(), 'DELETE', `/admin/media/${usedId}`, { staff: staff.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('media_in_use');

    expect((await staffCall(shop(), 'DELETE', `/admin/media/${file.id}`, { staff: staff.token, origin: 'https://evil.example' })).status).toBe(403);
    const fulfilment = await newStaff(shop(), 'fulfilment');
    expect((await staffCall(shop(), 'GET', '/admin/media', { staff: fulfilment.token })).status).toBe(403);
    expect((await upload(shop(), fulfilment.token, { bytes: await photo(10, 10), name: 'a.jpg' })).status).toBe(403);
    expect((await staffCall(shop(), 'GET', '/admin/media', {})).status).toBe(401);

    expect((await staffCall(shop(), 'DELETE', `/admin/media/${file.id}`, { staff: staff.token })).status).toBe(204);
    expect((await shop().app.request(file.url)).status).toBe(404);
    expect((await staffCall(shop(), 'GET', `/admin/media/${file.id}`, { staff: staff.token })).status).toBe(404);
  });
});
