import type { Locale } from '../../domain/locale';
import { subscribeButtonClass, subscriptionLabels } from './newsletter-labels';
import { getT } from '../i18n';
import { buttonVariants } from '../ui/button';
import { MarketingPopup } from './marketing-popup.client';

/**
 * The default layout's popups (spec section 2). The "marketing popup" is this island: whichever of
 * a site popup (GET /popups) or the campaign's popup the rules of section 4 pick, in one dialog.
 * The "system popup" is the shop runtime's alert/confirm dialog (kit/shell/system-dialog).
 */
export function MarketingPopupMount({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <MarketingPopup
      locale={locale}
      labels={{ close: t('common.close'), campaignTitle: t('marketing.campaignTitle') }}
      buttonClassName={buttonVariants({ intent: 'primary', size: 'md' })}
      subscription={{ labels: subscriptionLabels(locale), submitClassName: `${subscribeButtonClass} w-full` }}
    />
  );
}
