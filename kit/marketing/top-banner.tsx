import type { Locale } from '../../domain/locale';
import type { DiscountCampaign } from '../../api/contract/marketing';
import { getT } from '../i18n';
import { sanitizeHtml } from '../../domain/html';
import { CloseIcon } from '../ui/icons';

/** The banner's HTML is a line of text: paragraphs run inline, links and emphasis stay. */
const line = '[&_p]:inline [&_p+p]:ml-2 [&_strong]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-strong [&_img]:hidden';

/**
 * The default layout's top banner (spec sections 2 and 3): the running campaign's `top_bar_text`
 * as sanitised HTML, rendered on the server. Closing it is a form with a server action (no script
 * of its own), remembered per campaign in a cookie.
 */
interface TopBannerProps {
  campaign: DiscountCampaign | null;
  locale: Locale;
  /** The campaign id the shopper closed the banner for (the host reads TOP_BANNER_COOKIE). */
  dismissedId: string | undefined;
  /** The server action that remembers the closing (the host's; it sets TOP_BANNER_COOKIE). */
  dismiss: (form: FormData) => Promise<void>;
}

export function TopBanner({ campaign, locale, dismissedId, dismiss }: TopBannerProps) {
  if (!campaign?.is_top_bar_text || !campaign.top_bar_text) return null;
  const html = sanitizeHtml(campaign.top_bar_text).trim();
  if (!html) return null;
  if (dismissedId === String(campaign.id)) return null;
  const t = getT(locale);
  return (
    <section aria-label={t('marketing.topBanner')} data-slot="top-banner" data-campaign-id={campaign.id} className="relative border-b border-brand/20 bg-brand-soft text-ink">
      <div className={`mx-auto max-w-container px-12 py-2 text-center text-xs leading-relaxed tracking-wide sm:text-sm ${line}`} dangerouslySetInnerHTML={{ __html: html }} />
      <form action={dismiss} className="absolute inset-y-0 right-1 flex items-center sm:right-3">
        <input type="hidden" name="campaign" value={campaign.id} />
        <button
          type="submit"
          aria-label={t('marketing.dismissTopBanner')}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CloseIcon className="size-4" />
        </button>
      </form>
    </section>
  );
}
