'use client';

import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import type { DiscountCampaign } from '../../api/contract/marketing';
import type { Locale } from '../../domain/locale';
import type { SubscriptionIslandProps } from './newsletter.client';
import { fetchCampaign, fetchPopups } from '../data/marketing-requests';
import { POPUP_DELAY_MS } from '../../domain/content/popups';
import { popupToShow, readPopupRecords, rememberOpened, type ShownPopup } from './popup-choice';
import { browserStorage } from '../state/stored-id';

/** A route of this page load: its path, its number (0: the first since the page loaded) and when it began. */
export interface PopupRoute {
  path: string;
  index: number;
  at: number;
}

export interface PopupIslandProps {
  locale: Locale;
  /** The current path (usePathname). */
  path: string;
  /** The routes of this page load, the current one last (kept by the layout's MarketingPopup). */
  routes: RefObject<PopupRoute[]>;
  labels: { close: string; campaignTitle: string };
  buttonClassName: string;
  /** The newsletter form of a popup that asks for sign-ups (the welcome popup). */
  subscription: Omit<SubscriptionIslandProps, 'id' | 'locale' | 'source' | 'layout' | 'success'>;
}

// The dialog (Radix, tailwind-merge, the newsletter form) loads once a popup is chosen: most page
// loads show none, and loading it at idle on every page cost a long task on a phone's CPU.
const ShownPopupDialog = lazy(() => import('./shown-popup.client').then((m) => ({ default: m.ShownPopupDialog })));

/** The campaign, asked once per page load (it is the same on every page). */
let campaignOnce: Promise<DiscountCampaign | null> | null = null;

/** A dialog is open (this one, the cart drawer, the system dialog, a success popup): no popup over it. */
const otherDialogOpen = () => document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]') !== null;

/**
 * The marketing popup (spec section 4): POPUP_DELAY_MS after each route change it reads the
 * page's popups and the campaign, picks with the frequency rules and the `popups` records in
 * localStorage, records the opening and shows the dialog. The API sanitises the popup HTML with
 * the shop's policy, so the browser does not ship a sanitiser.
 */
export function PopupIsland({ locale, path, routes, labels, buttonClassName, subscription }: PopupIslandProps) {
  const [shown, setShown] = useState<ShownPopup | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const route = routes.current.findLast((r) => r.path === path);
    if (!route) return;
    let live = true;
    const timer = window.setTimeout(
      async () => {
        campaignOnce ??= fetchCampaign(locale);
        const [popups, campaign] = await Promise.all([fetchPopups(route.path, locale), campaignOnce]);
        if (!live || otherDialogOpen()) return;
        const storage = browserStorage();
        const now = Date.now();
        const next = popupToShow({ popups, campaign, path: route.path, records: readPopupRecords(storage), now, firstRouteOfLoad: route.index === 0 });
        if (!next) return;
        rememberOpened(storage, next, now);
        setShown(next);
        setOpen(true);
      },
      Math.max(0, route.at + POPUP_DELAY_MS - Date.now()),
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [locale, path, routes]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ShownPopupDialog shown={shown} open={open} onOpenChange={setOpen} locale={locale} labels={labels} buttonClassName={buttonClassName} subscription={subscription} />
    </Suspense>
  );
}
