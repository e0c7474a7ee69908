import type { Locale } from '../../domain/locale';
import type { DiscountCampaign } from '../../api/contract/marketing';
import { getT } from '../../kit/i18n';
import { sanitizeHtml } from '../../domain/html';
import { questionFormProps } from '../../kit/forms/question-fields';
import { QuestionFormPart, questionPanelClass } from '../../kit/forms/question-form-part';
import type { BlockProps } from '../types';
import type { CampaignInformationFormBlock } from './schema';

/** The campaign form with the running campaign looked up (none, or a failed look-up: nothing). */
export async function CampaignInformationForm({ block, locale, context }: BlockProps<CampaignInformationFormBlock>) {
  const campaign = context ? await context.api.campaign().catch(() => null) : null;
  return <CampaignInformationFormView block={block} locale={locale} campaign={campaign} />;
}

/** The block with the campaign at hand (Storybook, tests): its text, then the question form. */
export function CampaignInformationFormView({ block, locale, campaign }: { block: CampaignInformationFormBlock; locale: Locale; campaign: DiscountCampaign | null }) {
  if (!campaign) return null;
  const t = getT(locale);
  const title = block.data.title ?? t('marketing.campaignFormTitle');
  const intro = block.data.intro ?? t('marketing.campaignFormIntro');
  const text = sanitizeHtml(campaign.promotion_banner_text ?? campaign.popup_text ?? campaign.top_bar_text ?? '').trim();
  const id = `campaign-information-form-${block.id}`;
  const props = questionFormProps(locale, { subject: `${t('marketing.campaignSubject')} (#${campaign.id})` });
  return (
    <section aria-labelledby={`${id}-title`} data-block="campaign-information-form" data-block-id={block.id}>
      <div className={questionPanelClass}>
        <header className="flex flex-col gap-3">
          <h2 id={`${id}-title`} className="font-display text-3xl leading-tight text-ink md:text-4xl">
            {title}
          </h2>
          {text ? (
            <div
              data-slot="campaign-text"
              className="border-l-2 border-brand pl-4 text-base leading-relaxed text-ink-soft [&_h2]:font-display [&_h2]:text-xl [&_h2]:text-ink [&_h3]:font-display [&_h3]:text-xl [&_h3]:text-ink [&_p]:my-1 [&_strong]:font-semibold [&_strong]:text-ink"
              dangerouslySetInnerHTML={{ __html: text }}
            />
          ) : null}
          <p className="text-base leading-relaxed text-ink-soft">{intro}</p>
        </header>
        <QuestionFormPart id={id} props={{ ...props, labels: { ...props.labels, title } }} />
      </div>
    </section>
  );
}
