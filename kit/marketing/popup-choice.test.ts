import { describe, expect, it } from 'vitest';
import type { DiscountCampaign, Popup } from '../../api/contract/marketing';
import { POPUP_STORAGE_KEY } from '../../domain/content/popups';
import { popupToShow, readPopupRecords, rememberOpened } from './popup-choice';
import { memoryStorage } from '../state/stored-id';

const popup = (id: number, priority: number, frequency: 1 | 2 | 3 | 4, pages: string[] = []): Popup => ({
  id,
  frequency,
  priority,
  pages: pages.map((page_link) => ({ page_link })),
  title: `Popup ${id}`,
  content: '<p>Tekst</p>',
  image: null,
  button: null,
  subscription: false,
  starts_at: null,
  ends_at: null,
});

const campaign = (overrides: Partial<DiscountCampaign> = {}): DiscountCampaign => ({
  id: 7,
  is_popup: true,
  is_top_bar_text: true,
  popup_text: '<p>Code <strong>WELKOM10</strong></p>',
  top_bar_text: 'Gratis verzending',
  promotion_banner: false,
  promotion_banner_text: null,
  promotion_banner_file: null,
  promotion_banner_options: null,
  frequency: 1,
  pages: [],
  starts_at: null,
  ends_at: null,
  ...overrides,
});

const now = new Date('2026-11-23T10:00:00').getTime();
const DAY = 86_400_000;
const base = { campaign: null, records: {}, now, firstRouteOfLoad: true };
// The seed: a welcome popup once everywhere, a daily size tip on the catalogue.
const welcome = popup(1, 10, 1);
const sizeTip = popup(2, 5, 4, ['/catalog']);

describe('the marketing popup', () => {
  it("opens the server's highest-priority popup for the page first", () => {
    expect(popupToShow({ ...base, popups: [welcome, sizeTip], path: '/catalog' })).toMatchObject({ kind: 'popup', key: 'popup:1', popup: welcome });
  });

  it('lets a lower popup show once the higher one is held back by its frequency', () => {
    const records = { 'popup:1': { frequency: 1, last_opened_at: now - 5 * DAY } };
    expect(popupToShow({ ...base, popups: [welcome, sizeTip], path: '/en/catalog', records })).toMatchObject({ kind: 'popup', key: 'popup:2', frequency: 4 });
    // Not on another page: the tip is for the catalogue only.
    expect(popupToShow({ ...base, popups: [welcome, sizeTip], path: '/', records })).toBeNull();
  });

  it('shows a PER_DAY popup again on the next day only', () => {
    const seen = { 'popup:1': { frequency: 1, last_opened_at: now - DAY }, 'popup:2': { frequency: 4, last_opened_at: now - 60_000 } };
    expect(popupToShow({ ...base, popups: [welcome, sizeTip], path: '/catalog', records: seen })).toBeNull();
    expect(popupToShow({ ...base, popups: [welcome, sizeTip], path: '/catalog', records: seen, now: now + DAY })).toMatchObject({ key: 'popup:2' });
  });

  it('falls back to the campaign popup on a page the server has no popup for', () => {
    expect(popupToShow({ ...base, popups: [], campaign: campaign(), path: '/' })).toMatchObject({ kind: 'campaign', key: 'campaign:7', frequency: 1 });
    expect(popupToShow({ ...base, popups: [sizeTip], campaign: campaign(), path: '/cart' })).toMatchObject({ kind: 'campaign' });
    expect(popupToShow({ ...base, popups: [], campaign: campaign(), path: '/', records: { 'campaign:7': { frequency: 1, last_opened_at: now } } })).toBeNull();
  });

  it('does not fall back to the campaign when a site popup for the page is held back', () => {
    const records = { 'popup:1': { frequency: 1, last_opened_at: now } };
    expect(popupToShow({ ...base, popups: [welcome], campaign: campaign(), path: '/', records })).toBeNull();
  });

  it('shows no campaign popup without popup text, with is_popup off, or for another page', () => {
    expect(popupToShow({ ...base, popups: [], campaign: campaign({ popup_text: null }), path: '/' })).toBeNull();
    expect(popupToShow({ ...base, popups: [], campaign: campaign({ is_popup: false }), path: '/' })).toBeNull();
    expect(popupToShow({ ...base, popups: [], campaign: campaign({ pages: [{ page_link: '/catalog' }] }), path: '/cart' })).toBeNull();
  });

  it('EACH_PAGE_REFRESH shows on the first route of a load only', () => {
    const refresh = popup(3, 1, 2);
    const records = { 'popup:3': { frequency: 2, last_opened_at: now } };
    expect(popupToShow({ ...base, popups: [refresh], path: '/', records })).toMatchObject({ key: 'popup:3' });
    expect(popupToShow({ ...base, popups: [refresh], path: '/', records, firstRouteOfLoad: false })).toBeNull();
  });

  it('records an opening in the `popups` entry, keeping the other records', () => {
    const storage = memoryStorage({ [POPUP_STORAGE_KEY]: JSON.stringify({ 'campaign:7': { frequency: 1, last_opened_at: 5 } }) });
    rememberOpened(storage, { kind: 'popup', key: 'popup:2', frequency: 4, popup: sizeTip }, now);
    expect(readPopupRecords(storage)).toEqual({ 'campaign:7': { frequency: 1, last_opened_at: 5 }, 'popup:2': { frequency: 4, last_opened_at: now } });
  });

  it('survives a storage that refuses to write', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberOpened(storage, { kind: 'popup', key: 'popup:2', frequency: 4, popup: sizeTip }, now)).not.toThrow();
  });
});
