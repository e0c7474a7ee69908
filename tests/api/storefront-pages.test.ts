import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pages } from '../../api/db/schema';
import { ensureStorefrontPages } from '../../api/seed';
import { describeOnEachDatabase } from './harness';

describeOnEachDatabase('storefront pages on an older shop', (shop) => {
  it('adds a missing wishlist page once, with its block, and leaves existing pages alone', async () => {
    const { database } = shop();
    expect(await ensureStorefrontPages(database.db)).toEqual([]);

    await database.db.delete(pages).where(eq(pages.slug, 'wishlist'));
    expect((await shop().get('/api/v1/pages/wishlist')).status).toBe(404);

    expect(await ensureStorefrontPages(database.db)).toEqual(['wishlist']);
    const { status, body } = await shop().get('/api/v1/pages/wishlist?lang=en');
    expect(status).toBe(200);
    expect(body.data.title).toBe('Wishlist');
    expect(body.data.blocks.map((b: { type: string }) => b.type)).toEqual(['wishlist']);
    expect(await ensureStorefrontPages(database.db)).toEqual([]);
  });

  it('adds the size guide with its two blocks to an older shop; a new shop links it from the footer', async () => {
    const { database } = shop();
    await database.db.delete(pages).where(eq(pages.slug, 'maatgids'));
    expect(await ensureStorefrontPages(database.db)).toEqual(['maatgids']);
    const { status, body } = await shop().get('/api/v1/pages/maatgids?lang=en');
    expect(status).toBe(200);
    expect(body.data.title).toBe('Size guide');
    expect(body.data.blocks.map((b: { type: string }) => b.type)).toEqual(['size-guide', 'size-to-weight']);
    expect(body.data.blocks[0].data).toMatchObject({ title: 'Find your size', sizes: ['ring-size', 'necklace-size', 'bracelet-size'], link: { url: '/customer-service' } });
    const bootstrap = await shop().get('/api/v1/bootstrap?lang=en');
    // Menus link to the page's address in the asked language (its English slug since migration 0030).
    expect(bootstrap.body.data.menu.footer).toContainEqual(expect.objectContaining({ title: 'Size guide', url: '/size-guide' }));
  });

  it('adds /acties to an older shop at /en/offers, unless another page is at that address', async () => {
    const { database } = shop();
    await database.db.delete(pages).where(eq(pages.slug, 'acties'));
    expect(await ensureStorefrontPages(database.db)).toEqual(['acties']);
    expect((await shop().get('/api/v1/pages/offers?lang=en')).body.data).toMatchObject({ slug: 'offers', slugs: { nl: 'acties', en: 'offers' }, title: 'Offers' });

    await database.db.delete(pages).where(eq(pages.slug, 'acties'));
    await database.db.update(pages).set({ slug: 'offers' }).where(eq(pages.slug, 'over-ons'));
    try {
      expect(await ensureStorefrontPages(database.db)).toEqual(['acties']);
      expect((await shop().get('/api/v1/pages/acties?lang=en')).body.data).toMatchObject({ slug: 'acties', slugs: { nl: 'acties', en: 'acties' } });
    } finally {
      await database.db.update(pages).set({ slug: 'over-ons' }).where(eq(pages.slug, 'offers'));
    }
  });

  it('adds the quiz page /journey, which the footer links, to an older shop', async () => {
    const { database } = shop();
    await database.db.delete(pages).where(eq(pages.slug, 'journey'));
    expect(await ensureStorefrontPages(database.db)).toEqual(['journey']);
    const { status, body } = await shop().get('/api/v1/pages/journey?lang=en');
    expect(status).toBe(200);
    expect(body.data.blocks.map((b: { type: string }) => b.type)).toEqual(['quizzes', 'recently-viewed']);
    const quiz = body.data.blocks[0].data;
    expect(quiz.questions).toHaveLength(5);
    expect(quiz.questions[3]).toMatchObject({ id: 'metal', title: 'Which metal do you prefer?' });
    expect(quiz.questions[3].answers[2]).toEqual({ id: 'rose', label: 'Rose gold', filters: { materials: ['rose-gold-14k'] } });
    const bootstrap = await shop().get('/api/v1/bootstrap?lang=en');
    expect(bootstrap.body.data.menu.footer).toContainEqual(expect.objectContaining({ url: '/journey' }));
  });
});
