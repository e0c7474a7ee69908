import type { DiscountCampaign, Popup } from '../../api/contract/marketing';
import {
  choosePopup,
  parsePopupRecords,
  popupKey,
  POPUP_STORAGE_KEY,
  recordOpened,
  shouldShowPopup,
  type CampaignCandidate,
  type PopupCandidate,
  type PopupRecords,
} from '../../domain/content/popups';
import type { KeyValueStorage } from '../state/stored-id';

/**
 * The marketing popup's decision (spec section 4 "Popups"), composed of the pure rules in
 * domain/content/popups.ts: which popup opens on a page, given the server's popups, the campaign, the
 * `popups` records in localStorage and the clock.
 */

/** What the island shows: a site popup from /popups, or the campaign's popup. */
export type ShownPopup = { kind: 'popup'; key: string; frequency: number; popup: Popup } | { kind: 'campaign'; key: string; frequency: number; campaign: DiscountCampaign };

export interface PopupSituation {
  popups: readonly Popup[];
  campaign: DiscountCampaign | null;
  /** The page's path (the locale prefix does not count). */
  path: string;
  records: PopupRecords;
  now: number;
  /** The first route since the page was loaded (EACH_PAGE_REFRESH). */
  firstRouteOfLoad: boolean;
}

const links = (pages: readonly { page_link: string }[]) => pages.map((page) => page.page_link);

/**
 * The popup to open now, or null. Site popups first: the highest-priority one for the page that
 * its frequency lets show — one held back (the welcome popup, once seen) does not hide a lower one
 * for the same page (the catalogue's daily tip). The campaign popup is the fallback for a page the
 * server has no popup for at all (spec: "else a campaign popup"), so it never repeats what a site
 * popup already said; a campaign without popup text has nothing to show.
 */
export function popupToShow({ popups, campaign, path, records, now, firstRouteOfLoad }: PopupSituation): ShownPopup | null {
  const context = { now, firstRouteOfLoad };
  const may = (chosen: Parameters<typeof popupKey>[0], frequency: number) => shouldShowPopup(frequency, records[popupKey(chosen)], context);

  const candidates: PopupCandidate[] = popups.map((popup) => ({ id: popup.id, frequency: popup.frequency, priority: popup.priority, pages: links(popup.pages) }));
  if (choosePopup(candidates, [], path)) {
    const chosen = choosePopup(
      candidates.filter((candidate) => may({ kind: 'popup', popup: candidate }, candidate.frequency)),
      [],
      path,
    );
    const popup = chosen?.kind === 'popup' ? popups.find((p) => p.id === chosen.popup.id) : undefined;
    return chosen && popup ? { kind: 'popup', key: popupKey(chosen), frequency: popup.frequency, popup } : null;
  }

  if (!campaign?.popup_text) return null;
  const candidate: CampaignCandidate = { id: campaign.id, is_popup: campaign.is_popup, is_top_bar_text: campaign.is_top_bar_text, frequency: campaign.frequency, pages: links(campaign.pages) };
  const chosen = choosePopup([], [candidate], path);
  return chosen && may(chosen, campaign.frequency) ? { kind: 'campaign', key: popupKey(chosen), frequency: campaign.frequency, campaign } : null;
}

/** The `popups` records in storage (anything unreadable is no record). */
export function readPopupRecords(storage: KeyValueStorage): PopupRecords {
  return parsePopupRecords(storage.getItem(POPUP_STORAGE_KEY));
}

/** Remembers that a popup was opened now (read afresh: another tab may have written meanwhile). */
export function rememberOpened(storage: KeyValueStorage, shown: ShownPopup, now: number): void {
  try {
    storage.setItem(POPUP_STORAGE_KEY, JSON.stringify(recordOpened(readPopupRecords(storage), shown.key, shown.frequency, now)));
  } catch {
    // A full or blocked storage: the popup may show again, nothing else breaks.
  }
}
