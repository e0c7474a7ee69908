import { describe, expect, it } from 'vitest';
import { giftCardMail } from './gift-card-mail';
import { randomGiftCardCode, soldGiftCardExpiry } from './gift-cards.issue';

describe('gift card codes and mail', () => {
  it('makes codes of 16 characters from 32 without 0, O, 1 or I, each different', () => {
    const codes = Array.from({ length: 2000 }, randomGiftCardCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('lets a bought card last two years', () => {
    expect(soldGiftCardExpiry(new Date('2026-11-26T22:00:00Z')).toISOString()).toBe('2028-11-26T22:00:00.000Z');
  });

  it('words a bought card in the order language, and escapes what goes into the HTML', () => {
    const card = { code: 'ABCD-EFGH-JKLM-NPQR', giftCardType: 2, value: 5000, currencyCode: 'EUR', expiresAt: new Date('2028-11-26T22:00:00Z') };
    const nl = giftCardMail('nl', [card, { ...card, code: 'WXYZ-2345-6789-ABCD' }], 'Juwelier <Aurum>', 'AU-2026-000123');
    expect(nl.subject).toBe('Je cadeaukaarten van Juwelier <Aurum>');
    expect(nl.text).toContain('Bedankt voor je bestelling AU-2026-000123.');
    // Intl puts a no-break space between the sign and the amount.
    expect(nl.text.replace(/\u00a0/g, ' ')).toContain('ABCD-EFGH-JKLM-NPQR — € 50,00, geldig tot en met 26 november 2028');
    expect(nl.text).toContain('WXYZ-2345-6789-ABCD');
    expect(nl.html).toContain('Juwelier &lt;Aurum&gt;');
    expect(nl.html).not.toContain('<Aurum>');
    const en = giftCardMail('en', [{ ...card, giftCardType: 1, value: 20, expiresAt: null }], 'Aurum', null);
    expect(en.subject).toBe('Your gift card from Aurum');
    expect(en.text).toContain('Aurum sends you this gift card:');
    expect(en.text).toContain('ABCD-EFGH-JKLM-NPQR — 20% off one order, no end date');
  });
});
