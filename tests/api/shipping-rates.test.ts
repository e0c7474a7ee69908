import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bootstrapSchema } from '../../api/contract/settings';
import { shippingRates } from '../../api/db/schema';
import { CACHE_CHANNEL } from '../../api/lib/cache-tags';
import { getReferenceVersions } from '../../api/modules/settings';
import { describeOnEachDatabase } from './harness';

/** The message of the database's refusal (drizzle wraps the driver's error), or null when it was accepted. */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => null,
    (error: Error & { cause?: { message?: string } }) => `${error.message} ${error.cause?.message ?? ''}`,
  );

/** Shipping rates' delivery days and return fee (migration 0032), as the bootstrap carries them to the product page. */
describeOnEachDatabase('shipping rates in the bootstrap', (shop) => {
  it('carries the active rates in sort order with amounts, countries, working days and return fees, in the zod contract', async () => {
    const { status, body } = await shop().get('/api/v1/bootstrap?lang=en');
    expect(status).toBe(200);
    const rates = bootstrapSchema.parse(body.data).shipping_rates;
    expect(rates.map((rate) => rate.id)).toEqual(['postnl-insured', 'dhl-europe', 'pickup-amsterdam']);
    expect(rates[0]).toEqual({
      id: 'postnl-insured',
      amount: 495,
      free_from: 10_000,
      countries: ['NL', 'BE'],
      pickup: false,
      handling_days: { min: 0, max: 1 },
      transit_days: { min: 1, max: 1 },
      return_shipping_fee: 0,
    });
    expect(rates[1]).toMatchObject({ amount: 1495, free_from: 25_000, pickup: false, handling_days: { min: 0, max: 1 }, transit_days: { min: 2, max: 4 }, return_shipping_fee: 0 });
    expect(rates[1]!.countries).toHaveLength(22);
    expect(rates[2]).toMatchObject({ pickup: true, amount: 0, free_from: null, transit_days: { min: 0, max: 0 } });
  });

  it('refuses days out of order or below zero and a negative return fee', async () => {
    const db = shop().database.db;
    const set = (values: Partial<typeof shippingRates.$inferInsert>) => refusal(db.update(shippingRates).set(values).where(eq(shippingRates.code, 'dhl-europe')));
    expect(await set({ handlingDaysMin: 3, handlingDaysMax: 2 })).toMatch(/shipping_rates_days_ck/);
    expect(await set({ transitDaysMin: 5, transitDaysMax: 4 })).toMatch(/shipping_rates_days_ck/);
    expect(await set({ handlingDaysMin: -1 })).toMatch(/shipping_rates_days_ck/);
    expect(await set({ returnShippingFee: -1 })).toMatch(/shipping_rates_return_fee_ck/);
    // The customer's own cost (null) and equal ends are allowed.
    expect(await set({ returnShippingFee: null, transitDaysMin: 3, transitDaysMax: 3 })).toBeNull();
    expect(await set({ returnShippingFee: 0, transitDaysMin: 2, transitDaysMax: 4 })).toBeNull();
  });

  it('a change to a rate advances the settings version, announces `settings` and shows in the next bootstrap', async () => {
    const db = shop().database.db;
    const heard: string[] = [];
    const stop = await shop().database.listen(CACHE_CHANNEL, (payload) => heard.push(payload));
    const before = await getReferenceVersions(db);
    await shop().get('/api/v1/bootstrap?lang=nl');
    try {
      await db.update(shippingRates).set({ returnShippingFee: 795, active: true }).where(eq(shippingRates.code, 'dhl-europe'));
      await db.update(shippingRates).set({ active: false }).where(eq(shippingRates.code, 'pickup-amsterdam'));
      expect((await getReferenceVersions(db)).system_settings).toBeGreaterThan(before.system_settings);
      await expect.poll(() => heard, { timeout: 2_000 }).toContain('settings');
      const rates = (await shop().get('/api/v1/bootstrap?lang=nl')).body.data.shipping_rates;
      expect(rates.map((rate: { id: string }) => rate.id)).toEqual(['postnl-insured', 'dhl-europe']);
      expect(rates[1].return_shipping_fee).toBe(795);
    } finally {
      await stop();
      await db.update(shippingRates).set({ returnShippingFee: 0 }).where(eq(shippingRates.code, 'dhl-europe'));
      await db.update(shippingRates).set({ active: true }).where(eq(shippingRates.code, 'pickup-amsterdam'));
    }
  });
});
