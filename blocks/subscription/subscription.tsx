import { getT } from '../../kit/i18n';
import type { BlockProps } from '../types';
import { NewsletterForm } from '../../kit/marketing/newsletter';
import type { SubscriptionBlock } from './schema';

/** The newsletter block on a page: title, intro, the form and a note; a success opens the thank-you popup. */
export function Subscription({ block, locale }: BlockProps<SubscriptionBlock>) {
  const t = getT(locale);
  const { title = t('marketing.subscribeTitle'), intro = t('marketing.subscribeIntro'), note = t('marketing.subscribePrivacy'), source } = block.data;
  const id = `subscription-${block.id}`;
  return (
    <section aria-labelledby={`${id}-title`} data-block="subscription" data-block-id={block.id}>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 border border-line bg-surface px-6 py-10 text-center sm:px-12">
        <h2 id={`${id}-title`} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title}
        </h2>
        <p className="max-w-prose text-base leading-relaxed text-ink-soft">{intro}</p>
        <div className="w-full max-w-lg text-left">
          <NewsletterForm id={id} locale={locale} source={source} />
        </div>
        <p className="text-xs text-ink-muted">{note}</p>
      </div>
    </section>
  );
}
