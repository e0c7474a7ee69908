import type { Locale } from '../../domain/locale';
import { validationMessages } from '../../domain/messages/validation-messages';
import { getT } from '../i18n';
import { buttonVariants } from '../ui/button';
import type { SubscriptionIslandProps } from './newsletter.client';

/** The newsletter form's texts in a language, for the server's copy and the island. */
export function subscriptionLabels(locale: Locale): SubscriptionIslandProps['labels'] {
  const t = getT(locale);
  const m = (key: string) => t(`marketing.${key}`);
  return {
    email: m('subscribeEmail'),
    placeholder: m('subscribePlaceholder'),
    submit: m('subscribeSubmit'),
    loading: t('common.loading'),
    required: validationMessages[locale].required,
    invalid: validationMessages[locale].email,
    successTitle: m('subscribeSuccessTitle'),
    success: m('subscribeSuccess'),
    ok: t('common.ok'),
    close: t('common.close'),
    failed: m('subscribeFailed'),
    tooManyAttempts: m('tooManyAttempts'),
    network: m('network'),
  };
}

export const subscribeButtonClass = buttonVariants({ intent: 'primary', size: 'md' });
