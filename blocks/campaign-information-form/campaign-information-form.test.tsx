import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCampaign } from '../../api/contract/marketing';
import { campaign, emptyCampaignInformationFormBlock } from '../../stories/fixtures/marketing';
import { QuestionFormSlot } from '../../kit/forms/question-form.lazy';
import type { BlockContext } from '../types';
import { CampaignInformationForm, CampaignInformationFormView } from './campaign-information-form';
import { campaignInformationFormBlockSchema } from './schema';

// The form's island is code-split: loaded up front it renders at once.
beforeAll(async () => {
  await QuestionFormSlot.preload();
});

const contextWith = (answer: () => Promise<DiscountCampaign | null>) => ({ api: { campaign: answer } }) as unknown as BlockContext;

describe('campaignInformationFormBlockSchema', () => {
  it('takes no data and refuses an empty title', () => {
    expect(campaignInformationFormBlockSchema.parse({ id: 1, type: 'campaign-information-form', data: {} }).data).toEqual({});
    expect(campaignInformationFormBlockSchema.safeParse({ id: 1, type: 'campaign-information-form', data: { title: '' } }).success).toBe(false);
  });
});

describe('CampaignInformationForm', () => {
  it("shows the running campaign's text, sanitised, above the form", async () => {
    const risky = { ...campaign, promotion_banner_text: '<p onclick="x()">Code <strong>WELKOM10</strong><script>alert(1)</script></p>' };
    const { container } = render(await CampaignInformationForm({ block: emptyCampaignInformationFormBlock, locale: 'en', context: contextWith(async () => risky) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Questions about the offer?' })).toBeInTheDocument();
    const text = container.querySelector('[data-slot="campaign-text"]')!;
    expect(text.innerHTML).toBe('<p>Code <strong>WELKOM10</strong></p>');
  });

  it('renders nothing without a campaign, or when the look-up fails', async () => {
    const none = render(await CampaignInformationForm({ block: emptyCampaignInformationFormBlock, locale: 'nl', context: contextWith(async () => null) }));
    expect(none.container).toBeEmptyDOMElement();
    const failed = render(await CampaignInformationForm({ block: emptyCampaignInformationFormBlock, locale: 'nl', context: contextWith(() => Promise.reject(new Error('503'))) }));
    expect(failed.container).toBeEmptyDOMElement();
    expect(render(<CampaignInformationFormView block={emptyCampaignInformationFormBlock} locale="nl" campaign={null} />).container).toBeEmptyDOMElement();
  });
});
