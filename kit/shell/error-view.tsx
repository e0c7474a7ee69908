import type { Locale } from '../../domain/locale';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';

interface ErrorViewProps {
  locale: Locale;
  /** HTTP status the page stands for. */
  status: number;
  /** Shown for statuses other than 404 and 503. */
  message?: string;
  /** Replaces the status-specific text (the generic "no route" page). */
  text?: string;
}

/**
 * The error page of spec section 2: 503 shows only the maintenance text; other statuses show
 * the code, for 404 "Deze pagina is waarschijnlijk verplaatst.", otherwise the message, and a
 * link to the homepage.
 */
export function ErrorView({ locale, status, message, text }: ErrorViewProps) {
  const t = getT(locale);
  if (status === 503) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-error-status={status}>
        <h1 className="font-display text-3xl text-ink">{t('errors.maintenance')}</h1>
      </section>
    );
  }
  const body = text ?? (status === 404 ? t('errors.notFoundMoved') : (message ?? t('errors.serverError')));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-error-status={status}>
      <h1 className="font-display text-7xl text-brand">{status}</h1>
      <p className="mt-4 text-lg text-ink-soft">{body}</p>
      <a href={localizePath('/', locale)} className="mt-8 inline-flex items-center border border-ink px-6 py-3 text-sm tracking-wide text-ink transition-colors hover:bg-ink hover:text-canvas">
        {t('errors.backHome')}
      </a>
    </section>
  );
}
