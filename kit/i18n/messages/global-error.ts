/**
 * The texts of the fallback page when even the error page failed (host/app/global-error.tsx), in
 * a module of their own: that page's chunk is in every page's first-load JS. It replaces the root
 * layout and is rendered ahead of any request, so it cannot know the page's language: it speaks
 * Dutch, the shop's first language (`lang="nl"`). error-boundary.ts has these texts in English too.
 */
export const globalErrorMessages = {
  errorPageFailed: 'Er is een fout opgetreden bij het tonen van de foutpagina.',
  backHome: 'Terug naar de homepage',
};
