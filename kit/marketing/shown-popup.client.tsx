'use client';

import type { Locale } from '../../domain/locale';
import { localizePath } from '../i18n/paths';
import { DialogClose } from '../ui/dialog';
import { SubscriptionIsland } from './newsletter.client';
import { PopupDialog } from './popup-dialog';
import type { ShownPopup } from './popup-choice';
import type { PopupIslandProps } from './popup-island.client';

export interface ShownPopupDialogProps extends Pick<PopupIslandProps, 'labels' | 'buttonClassName' | 'subscription'> {
  shown: ShownPopup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
}

/** The popup the marketing popup's rules chose, in its dialog: the campaign's or a site popup with its image, button and sign-up form. */
export function ShownPopupDialog({ shown, open, onOpenChange, locale, labels, buttonClassName, subscription }: ShownPopupDialogProps) {
  const common = { open, onOpenChange, closeLabel: labels.close };
  if (shown.kind === 'campaign') {
    return <PopupDialog {...common} kind="campaign" title={labels.campaignTitle} html={shown.campaign.popup_text ?? ''} />;
  }
  const { popup } = shown;
  const button = popup.button;
  const external = button ? /^https?:\/\//.test(button.url) : false;
  return (
    <PopupDialog
      {...common}
      kind="popup"
      title={popup.title}
      html={popup.content}
      image={popup.image ? { ...popup.image, alt: popup.image.alt ?? '' } : null}
      action={
        button ? (
          <DialogClose asChild>
            <a href={external ? button.url : localizePath(button.url, locale)} className={buttonClassName} rel={external ? 'noopener' : undefined}>
              {button.text}
            </a>
          </DialogClose>
        ) : undefined
      }
    >
      {popup.subscription ? <SubscriptionIsland {...subscription} id={`popup-${popup.id}-subscribe`} locale={locale} source="popup" layout="stacked" success="inline" /> : null}
    </PopupDialog>
  );
}
