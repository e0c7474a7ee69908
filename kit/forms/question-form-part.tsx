import { AccountFormCopy } from './account-form-copy';
import type { QuestionFormIslandProps } from './question-form.client';
import { QuestionFormSlot } from './question-form.lazy';

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
