/** Error-page texts: their own module so the client error boundaries load only these. */
type ErrorTexts = Record<'notFoundMoved' | 'pageNotFound' | 'maintenance' | 'serverError' | 'errorPageFailed' | 'backHome' | 'unknownMiddleware', string>;

export const errorMessages: Record<'nl' | 'en', ErrorTexts> = {
  nl: {
    /** Spec section 8: the 404 text of the error page. */
    notFoundMoved: 'Deze pagina is waarschijnlijk verplaatst.',
    /** Spec section 2: the generic text when no route matches (kept as the spec gives it). */
    pageNotFound: 'This page could not be found',
    maintenance: 'We zijn even bezig met onderhoud. Probeer het over een paar minuten opnieuw.',
    serverError: 'Er is iets misgegaan bij het laden van deze pagina.',
    errorPageFailed: 'Er is een fout opgetreden bij het tonen van de foutpagina.',
    backHome: 'Terug naar de homepage',
    unknownMiddleware: 'Unknown middleware',
  },
  en: {
    notFoundMoved: 'This page has probably been moved.',
    pageNotFound: 'This page could not be found',
    maintenance: 'We are doing some maintenance. Please try again in a few minutes.',
    serverError: 'Something went wrong while loading this page.',
    errorPageFailed: 'An error occurred while showing the error page.',
    backHome: 'Back to the homepage',
    unknownMiddleware: 'Unknown middleware',
  },
};
