import { DISCOUNT_TYPE } from '../../domain/checkout/checkout-rules';
import type { Db } from '../db/client';
import { discountCodes, giftCards, settings, shippingRates } from '../db/schema';

/**
 * Checkout's demo data: how the shop ships, what it asks for a bank transfer, and discount codes
 * and gift cards to try. Fees are the shop's decision (the spec shows none): insured PostNL in the
 * Netherlands and Belgium, free from €100; DHL to the rest of the EU, free from €250; collecting in
 * the Amsterdam shop is free. Inserted with ON CONFLICT DO NOTHING, so a shop seeded before
 * checkout existed gets them on its next start and an owner's changes are kept.
 *
 * Delivery in working days, as the delivery texts say: ordered before 15:00 it leaves the same
 * day, else the next (handling 0–1); PostNL delivers the next day (1–2 in all), DHL in 2–4 (2–5
 * in all). Returns are free from every country ("Stuur het kosteloos terug" on the home page,
 * "gratis verzending en retour"), so every rate's return fee is 0. Migration 0032 gives a shop
 * seeded before it the same values.
 */
export const seedShippingRates = [
  {
    code: 'postnl-insured',
    titles: { nl: 'PostNL, verzekerd met handtekening', en: 'PostNL, insured with signature' },
    deliveryTimes: { nl: '1–2 werkdagen', en: '1–2 working days' },
    amount: 495,
    freeFrom: 10_000,
    countries: ['NL', 'BE'],
    sortOrder: 1,
    handlingDaysMin: 0,
    handlingDaysMax: 1,
    transitDaysMin: 1,
    transitDaysMax: 1,
    returnShippingFee: 0,
  },
  {
    code: 'dhl-europe',
    titles: { nl: 'DHL Europa, verzekerd', en: 'DHL Europe, insured' },
    deliveryTimes: { nl: '2–5 werkdagen', en: '2–5 working days' },
    amount: 1495,
    freeFrom: 25_000,
    countries: ['CZ', 'AT', 'BG', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IT', 'LT', 'LU', 'LV', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
    sortOrder: 2,
    handlingDaysMin: 0,
    handlingDaysMax: 1,
    transitDaysMin: 2,
    transitDaysMax: 4,
    returnShippingFee: 0,
  },
  {
    code: 'pickup-amsterdam',
    titles: { nl: 'Ophalen in onze winkel in Amsterdam', en: 'Collect from our Amsterdam shop' },
    deliveryTimes: { nl: 'Binnen 2 werkdagen klaar', en: 'Ready within 2 working days' },
    amount: 0,
    freeFrom: null,
    countries: ['NL', 'BE', 'DE'],
    sortOrder: 3,
    pickup: true,
    handlingDaysMin: 0,
    handlingDaysMax: 2,
    transitDaysMin: 0,
    transitDaysMax: 0,
    returnShippingFee: 0,
  },
];

export const seedDiscountCodes = [
  { code: 'WELKOM10', discountType: DISCOUNT_TYPE.percent, value: 10, usageLimit: null, minSubtotal: 0 },
  { code: 'AURUM25', discountType: DISCOUNT_TYPE.static, value: 2_500, usageLimit: null, minSubtotal: 15_000 },
  { code: 'EENMALIG', discountType: DISCOUNT_TYPE.static, value: 1_000, usageLimit: 1, minSubtotal: 0 },
];

export const seedGiftCards = [
  { code: 'AURUM-GIFT-0100', giftCardType: DISCOUNT_TYPE.static, value: 10_000, balance: 10_000 },
  { code: 'AURUM-GIFT-9999', giftCardType: DISCOUNT_TYPE.static, value: 1_000_000, balance: 1_000_000 },
  { code: 'AURUM-GIFT-HALF', giftCardType: DISCOUNT_TYPE.percent, value: 50, balance: 1 },
];

/** Bank-transfer details shown on the success page and in the confirmation (translatable). */
export const seedBankTransfer = {
  nl: 'Maak het bedrag over naar Juwelier Aurum B.V., IBAN NL91 ABNA 0417 1643 00 (BIC ABNANL2A), onder vermelding van je bestelnummer {po_number}. We verzenden zodra de betaling binnen is (meestal 1 werkdag).',
  en: 'Please transfer the amount to Juwelier Aurum B.V., IBAN NL91 ABNA 0417 1643 00 (BIC ABNANL2A), quoting your order number {po_number}. We ship as soon as the payment arrives (usually 1 working day).',
};

export async function seedCheckout(db: Db): Promise<void> {
  await db.insert(shippingRates).values(seedShippingRates).onConflictDoNothing();
  await db.insert(discountCodes).values(seedDiscountCodes).onConflictDoNothing();
  await db.insert(giftCards).values(seedGiftCards).onConflictDoNothing();
  await db.insert(settings).values({ key: 'bank_transfer_instructions', value: seedBankTransfer, translatable: true }).onConflictDoNothing();
}
