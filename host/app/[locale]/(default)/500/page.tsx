import { getT } from '../../../../../kit/i18n';
import { ErrorView } from '../../../../../kit/shell/error-view';
import { localeOf } from '../../../../lib/request';

export const metadata = { robots: { index: false } };

/** `/500`: the error page for a server error. */
export default async function ServerErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  return <ErrorView locale={locale} status={500} message={getT(locale)('errors.serverError')} />;
}
