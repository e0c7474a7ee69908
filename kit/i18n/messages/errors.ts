import { errorBoundaryMessages } from './error-boundary';

/** Error-page texts (the client error boundaries' part is in error-boundary.ts). */
type ErrorTexts = Record<'notFoundMoved' | 'pageNotFound' | 'maintenance' | 'serverError' | 'errorPageFailed' | 'backHome' | 'unknownMiddleware', string>;

export const errorMessages: Record<'nl' | 'en', ErrorTexts> = {
  nl: {
    /** Spec section 8: the 404 text of the error page. */
    notFoundMoved: 'Deze pagina is waarschijnlijk verplaatst.',
    /** Spec section 2: the generic text when no route matches (kept as the spec gives it). */
    pageNotFound: 'This page could not be found',
    maintenance: 'We zijn even bezig met onderhoud. Probeer het over een paar minuten opnieuw.',
    ...errorBoundaryMessages.nl,
    unknownMiddleware: 'Unknown middleware',
  },
  en: {
    notFoundMoved: 'This page has probably been moved.',
    pageNotFound: 'This page could not be found',
    maintenance: 'We are doing some maintenance. Please try again in a few minutes.',
    ...errorBoundaryMessages.en,
    unknownMiddleware: 'Unknown middleware',
  },
};
