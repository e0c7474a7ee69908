import { describe, expect, it } from 'vitest';
import { shopPathOf } from './page-match';
import { choosePopup, parsePopupRecords, popupKey, POPUP_FREQUENCY, recordOpened, shouldShowPopup, type CampaignCandidate, type PopupCandidate } from './popups';

const popup = (id: number, priority: number, pages: string[] = [], frequency = 1): PopupCandidate => ({ id, priority, pages, frequency });
const campaign = (id: number, overrides: Partial<CampaignCandidate> = {}): CampaignCandidate => ({ id, is_popup: true, is_top_bar_text: false, frequency: 1, pages: [], ...overrides });
const at = (iso: string) => new Date(iso).getTime();

describe('popup choice', () => {
  it("takes the server's highest-priority popup for the page", () => {
    const chosen = choosePopup([popup(1, 1), popup(2, 5, ['/catalog']), popup(3, 9, ['/journey'])], [campaign(7)], '/en/catalog/?page=2');
    expect(chosen).toEqual({ kind: 'popup', popup: popup(2, 5, ['/catalog']) });
  });

  it("falls back to a campaign popup for the page, preferring the top banner's", () => {
    const campaigns = [campaign(7, { pages: ['/catalog'] }), campaign(8, { is_top_bar_text: true }), campaign(9, { is_popup: false })];
    expect(choosePopup([popup(3, 9, ['/journey'])], campaigns, '/catalog')).toEqual({ kind: 'campaign', campaign: campaigns[1] });
    expect(choosePopup([], [campaigns[0]!, campaigns[2]!], '/')).toBeNull();
    expect(choosePopup([], [campaigns[0]!], '/catalog')).toEqual({ kind: 'campaign', campaign: campaigns[0] });
  });

  it('compares paths without locale prefix, query or trailing slash', () => {
    expect(shopPathOf('/en')).toBe('/');
    expect(shopPathOf('/en/wishlist/#x')).toBe('/wishlist');
    expect(shopPathOf('/english')).toBe('/english');
    expect(popupKey({ kind: 'campaign', campaign: campaign(4) })).toBe('campaign:4');
  });
});

describe('popup frequency', () => {
  const now = at('2026-11-23T10:00:00');
  const context = { now, firstRouteOfLoad: false };

  it('ONCE shows only if never opened', () => {
    expect(shouldShowPopup(POPUP_FREQUENCY.ONCE, undefined, context)).toBe(true);
    expect(shouldShowPopup(POPUP_FREQUENCY.ONCE, { frequency: 1, last_opened_at: now - 10 * 86_400_000 }, context)).toBe(false);
  });

  it('EACH_PAGE_REFRESH shows on the first route of a page load only; EACH_PAGE_VIEW always', () => {
    const record = { frequency: 2, last_opened_at: now };
    expect(shouldShowPopup(POPUP_FREQUENCY.EACH_PAGE_REFRESH, record, { now, firstRouteOfLoad: true })).toBe(true);
    expect(shouldShowPopup(POPUP_FREQUENCY.EACH_PAGE_REFRESH, record, context)).toBe(false);
    expect(shouldShowPopup(POPUP_FREQUENCY.EACH_PAGE_VIEW, { frequency: 3, last_opened_at: now }, context)).toBe(true);
  });

  it('PER_DAY shows unless last opened today (local day)', () => {
    expect(shouldShowPopup(POPUP_FREQUENCY.PER_DAY, { frequency: 4, last_opened_at: at('2026-11-23T00:01:00') }, context)).toBe(false);
    expect(shouldShowPopup(POPUP_FREQUENCY.PER_DAY, { frequency: 4, last_opened_at: at('2026-11-22T23:59:00') }, context)).toBe(true);
    expect(shouldShowPopup(POPUP_FREQUENCY.PER_DAY, undefined, context)).toBe(true);
  });

  it('other values show nothing, and a changed frequency resets the record', () => {
    expect(shouldShowPopup(0, undefined, context)).toBe(false);
    expect(shouldShowPopup(5, undefined, { now, firstRouteOfLoad: true })).toBe(false);
    expect(shouldShowPopup(POPUP_FREQUENCY.ONCE, { frequency: POPUP_FREQUENCY.PER_DAY, last_opened_at: now }, context)).toBe(true);
  });

  it('records openings and reads only well-formed records back', () => {
    const records = recordOpened({}, 'popup:1', 1, now);
    expect(parsePopupRecords(JSON.stringify(records))).toEqual({ 'popup:1': { frequency: 1, last_opened_at: now } });
    expect(parsePopupRecords('{not json')).toEqual({});
    expect(parsePopupRecords('[1,2]')).toEqual({});
    expect(parsePopupRecords(JSON.stringify({ a: { frequency: '1' }, b: null }))).toEqual({});
  });
});
