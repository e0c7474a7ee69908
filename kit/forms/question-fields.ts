import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../domain/accounts/account-rules';
import { QUESTION_MAX_LENGTH } from '../../api/contract/questions';
import type { Locale } from '../../domain/locale';
import { validationMessages } from '../../domain/messages/validation-messages';
import { getT } from '../i18n';
import type { FieldSpec } from '../../domain/forms/form-rules';
import { buttonVariants } from '../ui/button';
import type { QuestionFormIslandProps } from './question-form.client';

/** Shortest question the API takes (api/contract/questions.ts). */
const QUESTION_MIN_LENGTH = 5;

/**
 * The question form as data for its island, in a language: name, e-mail and the question, all
 * required (marked and, when missing, shown in red). `subject` goes in front of the question
 * (the campaign form): the API has no subject field, so the question makes room for it.
 */
export function questionFormProps(locale: Locale, options: { productId?: number; subject?: string } = {}): QuestionFormIslandProps {
  const t = getT(locale);
  const m = (key: string) => t(`marketing.${key}`);
  const room = options.subject ? options.subject.length + 2 : 0;
  const fields: FieldSpec[] = [
    { name: 'name', label: m('questionName'), kind: 'text', required: true, max: NAME_MAX_LENGTH, autoComplete: 'name', half: true },
    { name: 'email', label: m('questionEmail'), kind: 'email', required: true, rule: 'email', max: EMAIL_MAX_LENGTH, autoComplete: 'email', half: true },
    { name: 'question', label: m('question'), kind: 'textarea', required: true, min: QUESTION_MIN_LENGTH, max: QUESTION_MAX_LENGTH - room },
  ];
  const v = validationMessages[locale];
  return {
    locale,
    productId: options.productId,
    subject: options.subject,
    fields,
    texts: { required: v.required, min: v.min, max: v.max, password: v.password, confirmed: v.confirmed, phone: v.phone, email: v.email, fieldNotExists: v.fieldNotExists, regex: v.regex, required_if: v.required_if, digits: v.digits },
    labels: { submit: m('questionSubmit'), loading: t('common.loading'), required: m('requiredNote'), title: m('questionTitle') },
    submitClassName: buttonVariants({ intent: 'primary', size: 'md' }),
    messages: { sent: m('questionSent'), failed: m('questionFailed'), network: m('network'), tooManyAttempts: m('tooManyAttempts') },
  };
}
