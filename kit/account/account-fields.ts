import type { TFunction } from 'i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_PLACEHOLDER } from '../../domain/accounts/account-rules';
import type { Locale } from '../../domain/locale';
import { validationMessages } from '../../domain/messages/validation-messages';
import type { FieldSpec, FormValidationTexts } from '../../domain/forms/form-rules';
import { countryOptions } from '../../domain/accounts/countries';
import { buttonVariants } from '../ui/button';
import type { AccountErrorTexts } from './account-form.client';

/** The account forms' fields, labelled in the page's language (the islands get them as data). */
export function accountFields(t: TFunction) {
  const label = (key: string) => t(`accounts.${key}`);
  const email: FieldSpec = { name: 'email', label: label('email'), kind: 'email', required: true, rule: 'email', max: EMAIL_MAX_LENGTH, autoComplete: 'email' };
  const name = (field: 'first_name' | 'last_name', key: string, autoComplete: string): FieldSpec => ({
    name: field, label: label(key), kind: 'text', required: true, max: NAME_MAX_LENGTH, autoComplete, half: true,
  });
  const phone = (autoComplete = 'tel'): FieldSpec => ({ name: 'phone', label: label('phone'), kind: 'tel', rule: 'phone', max: 40, placeholder: PHONE_PLACEHOLDER, autoComplete, empty: 'null' });
  /** A new password with the spec's requirement as its hint, and its confirmation. */
  const newPassword = (key = 'password', confirmKey = 'passwordConfirmation'): FieldSpec[] => [
    { name: 'password', label: label(key), kind: 'password', required: true, rule: 'password', max: PASSWORD_MAX_LENGTH, autoComplete: 'new-password', send: 'raw', hint: t('validation:password') },
    { name: 'password_confirmation', label: label(confirmKey), kind: 'password', required: true, confirms: 'password', autoComplete: 'new-password', send: 'raw' },
  ];
  const optional = (field: string, key: string, max: number, autoComplete: string, half = false): FieldSpec => ({
    name: field, label: label(key), kind: 'text', max, autoComplete, empty: 'null', half,
  });

  return {
    signIn: [email, { name: 'password', label: label('password'), kind: 'password', required: true, max: PASSWORD_MAX_LENGTH, autoComplete: 'current-password', send: 'raw' }] satisfies FieldSpec[],
    signUp: [
      name('first_name', 'firstName', 'given-name'),
      name('last_name', 'lastName', 'family-name'),
      email,
      { ...phone(), empty: 'omit' },
      ...newPassword(),
      { name: 'newsletter', label: label('newsletterOptIn'), kind: 'checkbox' },
    ] satisfies FieldSpec[],
    recover: [email] satisfies FieldSpec[],
    resetPassword: newPassword('newPassword', 'newPasswordConfirmation'),
    changePassword: [
      { name: 'current_password', label: label('currentPassword'), kind: 'password', required: true, max: PASSWORD_MAX_LENGTH, autoComplete: 'current-password', send: 'raw' },
      // Spec rule "fieldNotExists": the new password must differ from the current one (the API checks it too).
      ...newPassword('newPassword', 'newPasswordConfirmation').map((field) => (field.name === 'password' ? { ...field, notIn: { fields: ['current_password'] } } : field)),
    ] satisfies FieldSpec[],
    profile: [
      name('first_name', 'firstName', 'given-name'),
      name('last_name', 'lastName', 'family-name'),
      phone(),
      { name: 'gender', label: label('gender'), kind: 'radio', send: 'number', options: [0, 1, 2].map((g) => ({ value: String(g), label: label(`gender${g}`) })) },
      {
        name: 'language', label: label('language'), kind: 'select', required: true,
        options: [{ value: 'nl', label: 'Nederlands', lang: 'nl' }, { value: 'en', label: 'English', lang: 'en' }],
      },
      { name: 'newsletter', label: label('newsletter'), kind: 'checkbox' },
    ] satisfies FieldSpec[],
    address: [
      name('first_name', 'firstName', 'shipping given-name'),
      name('last_name', 'lastName', 'shipping family-name'),
      optional('company', 'company', NAME_MAX_LENGTH, 'shipping organization'),
      { name: 'address_line_1', label: label('addressLine1'), kind: 'text', required: true, max: 200, autoComplete: 'shipping address-line1' },
      optional('address_line_2', 'addressLine2', 200, 'shipping address-line2'),
      // Spec section 5: zip always passes (any text).
      { name: 'zip', label: label('zip'), kind: 'text', required: true, max: 20, autoComplete: 'shipping postal-code', half: true },
      { name: 'city', label: label('city'), kind: 'text', required: true, max: 100, autoComplete: 'shipping address-level2', half: true },
      optional('state', 'state', 100, 'shipping address-level1'),
      { name: 'country', label: label('country'), kind: 'select', required: true, autoComplete: 'shipping country', options: countryOptions() },
      phone('shipping tel'),
      { name: 'is_default', label: label('isDefault'), kind: 'checkbox' },
    ] satisfies FieldSpec[],
  };
}

/** The spec's validation texts in the page's language, only those the forms use. */
export function formTexts(locale: Locale): FormValidationTexts {
  const { required, min, max, password, confirmed, phone, email, fieldNotExists, regex, required_if, digits } = validationMessages[locale];
  return { required, min, max, password, confirmed, phone, email, fieldNotExists, regex, required_if, digits };
}

export function errorTexts(t: TFunction): AccountErrorTexts {
  return {
    invalidCredentials: t('accounts.invalidCredentials'),
    tooManyAttempts: t('accounts.tooManyAttempts'),
    network: t('accounts.networkError'),
    generic: t('accounts.genericError'),
  };
}

/** Button classes of the account pages, made here so the islands need no cva or tailwind-merge. */
export const accountButtons = {
  primary: `${buttonVariants({ intent: 'primary', size: 'lg' })} w-full sm:w-auto`,
  secondary: `${buttonVariants({ intent: 'secondary', size: 'lg' })} w-full sm:w-auto`,
  small: buttonVariants({ intent: 'secondary', size: 'sm' }),
  link: buttonVariants({ intent: 'link' }),
};
