import type { Locale } from '../../domain/locale';
import { getT } from '../i18n';
import { subscribeButtonClass, subscriptionLabels } from './newsletter-labels';
import { SubscriptionSlot } from './newsletter.lazy';
import type { NewsletterData } from './newsletter-schema';
import { SubscribeFields } from './subscribe-fields';

interface FormProps {
  id: string;
  locale: Locale;
  source: string;
}

/** The newsletter form: the server's copy of the form (disabled) until the island takes over on idle. */
export function NewsletterForm({ id, locale, source }: FormProps) {
  const labels = subscriptionLabels(locale);
  return (
    <SubscriptionSlot props={{ id, locale, source, labels, submitClassName: subscribeButtonClass, layout: 'inline', success: 'dialog' }}>
      <SubscribeFields id={id} labels={labels} submitClassName={subscribeButtonClass} layout="inline" disabled />
    </SubscriptionSlot>
  );
}

/** The newsletter form as the footer shows it (the `footer-form` block): a column with a small heading. */
export function NewsletterFooter({ blockId, data, locale }: { blockId: number; data: NewsletterData; locale: Locale }) {
  const t = getT(locale);
  const { title = t('marketing.subscribeTitle'), intro = t('marketing.subscribeIntro'), source } = data;
  const id = `footer-subscription-${blockId}`;
  return (
    <section aria-labelledby={`${id}-title`} data-slot="footer-form" data-block-id={blockId} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-sans text-xs font-semibold tracking-widest text-ink uppercase">
        {title}
      </h2>
      <p className="leading-relaxed">{intro}</p>
      <NewsletterForm id={id} locale={locale} source={source === 'block' ? 'footer' : source} />
    </section>
  );
}
