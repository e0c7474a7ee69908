import { formatMoney } from '../format/money';
import { describe, expect, it } from 'vitest';
import { getT } from '../i18n';
import { necklaceDetail, productDetail, soldOutDetail } from '../../stories/fixtures/product-detail';
import { purchaseModel } from './product-model';

/** Money as the page formats it (Intl puts a no-break space after the code). */
const eur = (amount: string) => formatMoney(Math.round(Number(amount.replace(/\./g, '').replace(',', '.')) * 100), 'EUR', 'nl');
const model = (product = productDetail, sku?: string) => purchaseModel(product, { locale: 'nl', currency: 'EUR', t: getT('nl'), sku });

describe('purchaseModel', () => {
  it('formats the sale and regular price of every configuration and starts at the default SKU', () => {
    const m = model();
    expect(m.initialId).toBe(productDetail.configurations[0]!.id);
    const first = m.options[0]!;
    expect(first).toMatchObject({ final: eur('1.196,00'), regular: eur('1.495,00'), status: 'in_stock', statusText: 'Op voorraad', max: 8, sizeLabel: '50' });
    expect(m.options.at(-1)).toMatchObject({ final: eur('1.516,00'), regular: eur('1.895,00'), status: 'low_stock', statusText: 'Nog maar 1 op voorraad' });
    expect(m.save).toEqual({ text: '−20%', label: '20 procent korting' });
    expect(m.sizeLegend).toBe('Ringmaat');
  });

  it('starts at the configuration named in the URL', () => {
    const sku = productDetail.configurations[5]!.configuration_id;
    expect(model(productDetail, sku).initialId).toBe(productDetail.configurations[5]!.id);
  });

  it('names sold-out sizes and made-to-order configurations', () => {
    const m = model();
    expect(m.options[2]).toMatchObject({ status: 'sold_out', statusText: 'Uitverkocht', sizeSoldOutLabel: '54 (uitverkocht)', max: 0 });
    expect(m.options[3]).toMatchObject({ status: 'made_to_order', statusText: 'Wordt voor je gemaakt', max: 99 });
  });

  it('offers a digital product (the gift card) by amount, sent by email, without a metal or made-to-order text', () => {
    const amounts = [2500, 5000];
    const giftCard = {
      ...necklaceDetail,
      digital: true,
      sale: false,
      sale_value: 0,
      configurations: amounts.map((cost, i) => ({ ...necklaceDetail.configurations[0]!, id: 900 + i, configuration_id: `GC-EUR${cost / 100}`, cost, size: String(cost / 100), track_inventory: false, stock_qty: 0 })),
    };
    const m = model(giftCard);
    expect(m.sizeLegend).toBe('Bedrag');
    expect(m.options.map((o) => o.sizeLabel)).toEqual([eur('25,00'), eur('50,00')]);
    expect(m.options[0]).toMatchObject({ status: 'in_stock', statusText: 'Digitaal, per e-mail bezorgd', materialTitle: null, max: 99 });
    expect(purchaseModel(giftCard, { locale: 'en', currency: 'EUR', t: getT('en') }).options[0]!.statusText).toBe('Digital, delivered by email');
  });

  it('keeps each image once and points every configuration at its metal’s images first', () => {
    const m = model();
    expect(new Set(m.media.map((x) => x.url)).size).toBe(m.media.length);
    const white = m.options[3]!;
    expect(m.media[white.gallery[0]!]!.url).toBe(productDetail.configurations[3]!.medias[0]!.url);
    expect(m.metals.map((x) => x.title)).toEqual(['14 karaat geelgoud', '14 karaat witgoud', '950 platina']);
  });

  it('labels chain lengths in cm and has no save badge when not on sale', () => {
    const m = model(necklaceDetail);
    expect(m.sizeLegend).toBe('Lengte');
    expect(m.options.map((o) => o.sizeLabel)).toEqual(['42 cm', '45 cm']);
    expect(m.save).toBeNull();
    expect(model(soldOutDetail).options.every((o) => o.status === 'sold_out')).toBe(true);
  });

  it('shows no save badge on a sale product of which nothing can be bought', () => {
    const soldOutSale = { ...productDetail, configurations: productDetail.configurations.map((c) => ({ ...c, track_inventory: true, stock_qty: 0 })) };
    expect(model(soldOutSale).save).toBeNull();
    // One size left is enough for the badge.
    const oneLeft = { ...soldOutSale, configurations: soldOutSale.configurations.map((c, i) => (i === 1 ? { ...c, stock_qty: 1 } : c)) };
    expect(model(oneLeft).save).toEqual({ text: '−20%', label: '20 procent korting' });
  });

  it('takes ring sizes for engraved rings by their category', () => {
    const signet = { ...necklaceDetail, kind: 'engraved', categories: [{ id: 1, sku: 'CAT-RINGS', slug: 'rings', title: 'Ringen' }] };
    expect(model(signet).sizeLegend).toBe('Ringmaat');
    expect(model(signet).options[0]!.sizeLabel).toBe('42');
  });
});
