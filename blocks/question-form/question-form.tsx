import { getT } from '../../kit/i18n';
import type { BlockProps } from '../types';
import { questionFormProps } from '../../kit/forms/question-fields';
import { QuestionFormPart, questionPanelClass } from '../../kit/forms/question-form-part';
import type { QuestionFormBlock } from './schema';

/** "Ask a question": on a product page about that product (its id goes with the question). */
export function QuestionForm({ block, locale, context }: BlockProps<QuestionFormBlock>) {
  const t = getT(locale);
  const product = context?.product;
  const title = block.data.title ?? t(product ? 'marketing.productQuestionTitle' : 'marketing.questionTitle');
  const intro = block.data.intro ?? t(product ? 'marketing.productQuestionIntro' : 'marketing.questionIntro');
  const id = `question-form-${block.id}`;
  const props = questionFormProps(locale, { productId: product?.id });
  return (
    <section aria-labelledby={`${id}-title`} data-block="question-form" data-block-id={block.id}>
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
