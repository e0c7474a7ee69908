/**
 * Which popup to show, and whether to show it now (spec section 4 "Popups"). Pure functions: the
 * storefront's popup island feeds them the server's popups, the campaign, the page and the
 * `popups` record from localStorage, and a clock.
 */
import { pageMatches, POPUP_FREQUENCY } from './page-match';

export { POPUP_FREQUENCY };

/** Spec section 9: chosen 4 s after each route change. */
export const POPUP_DELAY_MS = 4000;

/** The localStorage key of the display records (spec section 3 "Popup"). */
export const POPUP_STORAGE_KEY = 'popups';

export interface PopupCandidate {
  id: number | string;
  frequency: number;
  priority: number;
  /** Paths the popup is limited to (`page_link`s); empty: every page. */
  pages: readonly string[];
}

export interface CampaignCandidate {
  id: number | string;
  is_popup: boolean;
  is_top_bar_text: boolean;
  frequency: number;
  pages: readonly string[];
}

/** What is remembered of one popup: when it was last opened and with which frequency. */
export interface PopupRecord {
  frequency: number;
  last_opened_at: number;
}
export type PopupRecords = Record<string, PopupRecord>;

export type ChosenPopup = { kind: 'popup'; popup: PopupCandidate } | { kind: 'campaign'; campaign: CampaignCandidate };

/**
 * The popup for a page: first the server's highest-priority popup for it; else a campaign popup
 * that matches the page (or has no page limit), preferring the top-banner campaign's.
 */
export function choosePopup(popups: readonly PopupCandidate[], campaigns: readonly CampaignCandidate[], path: string): ChosenPopup | null {
  const own = popups.filter((popup) => pageMatches(popup.pages, path)).sort((a, b) => b.priority - a.priority)[0];
  if (own) return { kind: 'popup', popup: own };
  const matching = campaigns.filter((campaign) => campaign.is_popup && pageMatches(campaign.pages, path));
  const campaign = matching.find((candidate) => candidate.is_top_bar_text) ?? matching[0];
  return campaign ? { kind: 'campaign', campaign } : null;
}

/** The record key of a chosen popup (campaigns and popups have separate id spaces). */
export function popupKey(chosen: ChosenPopup): string {
  return chosen.kind === 'popup' ? `popup:${chosen.popup.id}` : `campaign:${chosen.campaign.id}`;
}

function sameDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}

/**
 * Whether a popup shows now, by its frequency: ONCE only if never opened; EACH_PAGE_REFRESH only
 * on the first route of a page load; EACH_PAGE_VIEW always; PER_DAY unless last opened today (the
 * shopper's local day); any other value never. A record kept under another frequency counts as
 * no record (the shop changed the popup's frequency: it starts afresh).
 */
export function shouldShowPopup(frequency: number, record: PopupRecord | undefined, context: { now: number; firstRouteOfLoad: boolean }): boolean {
  const current = record && record.frequency === frequency ? record : undefined;
  switch (frequency) {
    case POPUP_FREQUENCY.ONCE:
      return !current;
    case POPUP_FREQUENCY.EACH_PAGE_REFRESH:
      return context.firstRouteOfLoad;
    case POPUP_FREQUENCY.EACH_PAGE_VIEW:
      return true;
    case POPUP_FREQUENCY.PER_DAY:
      return !current || !sameDay(current.last_opened_at, context.now);
    default:
      return false;
  }
}

/** The records after opening a popup. */
export function recordOpened(records: PopupRecords, key: string, frequency: number, now: number): PopupRecords {
  return { ...records, [key]: { frequency, last_opened_at: now } };
}

/** Reads the stored records; anything unreadable is no record. */
export function parsePopupRecords(raw: string | null): PopupRecords {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    // fromEntries defines each key, so a stored `__proto__` is a record like any other.
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).flatMap(([key, entry]) => {
        const record = entry as Partial<PopupRecord> | null;
        return record && typeof record.frequency === 'number' && typeof record.last_opened_at === 'number' ? [[key, { frequency: record.frequency, last_opened_at: record.last_opened_at }]] : [];
      }),
    );
  } catch {
    return {};
  }
}
