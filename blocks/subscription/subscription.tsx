import type { Locale } from '../../domain/locale';
import { SubscribeFields } from '../../kit/commerce/subscribe-fields';
import { getT } from '../../kit/i18n';
import type { BlockProps } from '../types';
import { subscribeButtonClass, subscriptionLabels } from './labels';
import { SubscriptionSlot } from './subscription.lazy';
import type { SubscriptionBlock } from './schema';

interface FormProps {
  id: string;
  locale: Locale;
  source: string;
}

/** The server's copy of the form (disabled) until the island takes over on idle. */
function SubscriptionForm({ id, locale, source }: FormProps) {
  const labels = subscriptionLabels(locale);
  return (
    <SubscriptionSlot props={{ id, locale, source, labels, submitClassName: subscribeButtonClass, layout: 'inline', success: 'dialog' }}>
      <SubscribeFields id={id} labels={labels} submitClassName={subscribeButtonClass} layout="inline" disabled />
    </SubscriptionSlot>
  );
}

/** The newsletter block on a page: title, intro, the form and a note; a success opens the thank-you popup. */
export function Subscription({ block, locale }: BlockProps<SubscriptionBlock>) {
  const t = getT(locale);
  const { title = t('marketing.subscribeTitle'), intro = t('marketing.subscribeIntro'), note = t('marketing.subscribePrivacy'), source } = block.data;
  const id = `subscription-${block.id}`;
  return (
    <section aria-labelledby={`${id}-title`} data-block="subscription" data-block-id={block.id} className="mx-auto w-full max-w-container px-5 md:px-8 lg:px-12">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 border border-line bg-surface px-6 py-10 text-center sm:px-12">
        <h2 id={`${id}-title`} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title}
        </h2>
        <p className="max-w-prose text-base leading-relaxed text-ink-soft">{intro}</p>
        <div className="w-full max-w-lg text-left">
          <SubscriptionForm id={id} locale={locale} source={source} />
        </div>
        <p className="text-xs text-ink-muted">{note}</p>
      </div>
    </section>
  );
}

/** The same block as the footer shows it (the `footer-form` block): a column with a small heading. */
export function SubscriptionFooter({ block, locale }: BlockProps<SubscriptionBlock>) {
  const t = getT(locale);
  const { title = t('marketing.subscribeTitle'), intro = t('marketing.subscribeIntro'), source } = block.data;
  const id = `footer-subscription-${block.id}`;
  return (
    <section aria-labelledby={`${id}-title`} data-slot="footer-form" data-block-id={block.id} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-sans text-xs font-semibold tracking-widest text-ink uppercase">
        {title}
      </h2>
      <p className="leading-relaxed">{intro}</p>
      <SubscriptionForm id={id} locale={locale} source={source === 'block' ? 'footer' : source} />
    </section>
  );
}
