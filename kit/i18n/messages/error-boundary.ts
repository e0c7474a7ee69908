import { globalErrorMessages } from './global-error';

/**
 * The texts of the client error boundaries (host/app/[locale]/error.tsx; host/app/global-error.tsx
 * takes its Dutch ones from global-error.ts): their own module, so those chunks hold only these.
 */
export const errorBoundaryMessages = {
  nl: {
    serverError: 'Er is iets misgegaan bij het laden van deze pagina.',
    ...globalErrorMessages,
  },
  en: {
    serverError: 'Something went wrong while loading this page.',
    errorPageFailed: 'An error occurred while showing the error page.',
    backHome: 'Back to the homepage',
  },
} satisfies Record<'nl' | 'en', Record<'serverError' | 'errorPageFailed' | 'backHome', string>>;
