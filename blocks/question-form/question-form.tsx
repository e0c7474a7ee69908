import { AccountFormCopy } from '../../kit/commerce/account-form-copy';
import { getT } from '../../kit/i18n';
import type { BlockProps } from '../types';
import { questionFormProps } from './fields';
import { QuestionFormSlot } from './question-form.lazy';
import type { QuestionFormIslandProps } from './question-form.client';
import type { QuestionFormBlock } from './schema';

/** Shared look of the question forms: a titled panel with the form. */
export const questionPanelClass = 'mx-auto flex w-full max-w-2xl flex-col gap-6 border border-line bg-surface px-5 py-8 sm:px-10 sm:py-10';

/** The form: the server's copy (button disabled) until the island takes over on idle or on focus. */
export function QuestionFormPart({ id, props }: { id: string; props: QuestionFormIslandProps }) {
  return (
    <QuestionFormSlot props={props}>
      <AccountFormCopy id={`${id}-form`} fields={props.fields} labels={props.labels} submitClassName={props.submitClassName} />
    </QuestionFormSlot>
  );
}

/** "Ask a question": on a product page about that product (its id goes with the question). */
export function QuestionForm({ block, locale, context }: BlockProps<QuestionFormBlock>) {
  const t = getT(locale);
  const product = context?.product;
  const title = block.data.title ?? t(product ? 'marketing.productQuestionTitle' : 'marketing.questionTitle');
  const intro = block.data.intro ?? t(product ? 'marketing.productQuestionIntro' : 'marketing.questionIntro');
  const id = `question-form-${block.id}`;
  const props = questionFormProps(locale, { productId: product?.id });
  return (
    <section aria-labelledby={`${id}-title`} data-block="question-form" data-block-id={block.id} className="mx-auto w-full max-w-container px-5 md:px-8 lg:px-12">
      <div className={questionPanelClass}>
        <header className="flex flex-col gap-2">
          <h2 id={`${id}-title`} className="font-display text-3xl leading-tight text-ink md:text-4xl">
            {title}
          </h2>
          <p className="text-base leading-relaxed text-ink-soft">{intro}</p>
        </header>
        <QuestionFormPart id={id} props={{ ...props, labels: { ...props.labels, title } }} />
      </div>
    </section>
  );
}
