/**
 * The texts of the client error boundaries (host/app/global-error.tsx, host/app/[locale]/error.tsx):
 * their own module, so those chunks, which every page loads, hold only these.
 */
export const errorBoundaryMessages = {
  nl: {
    serverError: 'Er is iets misgegaan bij het laden van deze pagina.',
    errorPageFailed: 'Er is een fout opgetreden bij het tonen van de foutpagina.',
    backHome: 'Terug naar de homepage',
  },
  en: {
    serverError: 'Something went wrong while loading this page.',
    errorPageFailed: 'An error occurred while showing the error page.',
    backHome: 'Back to the homepage',
  },
} satisfies Record<'nl' | 'en', Record<'serverError' | 'errorPageFailed' | 'backHome', string>>;
