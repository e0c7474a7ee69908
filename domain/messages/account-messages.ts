import type { ValidationLanguage } from './validation-messages';

/**
 * Field texts of the account calls the spec has no wording for, in every validation language.
 * Shared by the API (422 `fields`) and the storefront's forms. Plain values: no zod.
 */
export interface AccountFieldTexts {
  /** Sign-up with an address that already has an account. */
  emailTaken: string;
  /** Change password: the current password is not the account's. */
  currentPasswordWrong: string;
  /** A verification or recovery link that is unknown, used or expired. */
  tokenInvalid: string;
}

export const accountFieldMessages: Record<ValidationLanguage, AccountFieldTexts> = {
  en: {
    emailTaken: 'An account with this e-mail address already exists',
    currentPasswordWrong: 'The current password is incorrect',
    tokenInvalid: 'This link is invalid or has expired',
  },
  nl: {
    emailTaken: 'Er bestaat al een account met dit e-mailadres',
    currentPasswordWrong: 'Het huidige wachtwoord is onjuist',
    tokenInvalid: 'Deze link is ongeldig of verlopen',
  },
  de: {
    emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto',
    currentPasswordWrong: 'Das aktuelle Passwort ist falsch',
    tokenInvalid: 'Dieser Link ist ungültig oder abgelaufen',
  },
  es: {
    emailTaken: 'Ya existe una cuenta con esta dirección de correo electrónico',
    currentPasswordWrong: 'La contraseña actual es incorrecta',
    tokenInvalid: 'Este enlace no es válido o ha caducado',
  },
  pl: {
    emailTaken: 'Konto z tym adresem e-mail już istnieje',
    currentPasswordWrong: 'Obecne hasło jest nieprawidłowe',
    tokenInvalid: 'Ten link jest nieprawidłowy lub wygasł',
  },
  cs: {
    emailTaken: 'Účet s touto e-mailovou adresou již existuje',
    currentPasswordWrong: 'Současné heslo není správné',
    tokenInvalid: 'Tento odkaz je neplatný nebo vypršel',
  },
  sk: {
    emailTaken: 'Účet s touto e-mailovou adresou už existuje',
    currentPasswordWrong: 'Súčasné heslo nie je správne',
    tokenInvalid: 'Tento odkaz je neplatný alebo vypršal',
  },
};
