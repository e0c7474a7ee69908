import { getT } from '../../../../../kit/i18n';
import { ErrorView } from '../../../../../kit/shell/error-view';
import { currentLocale } from '../../../../lib/request';

/** No route matches: the generic text of spec section 2, with HTTP 404. */
export default async function NoRouteNotFound() {
  const locale = await currentLocale();
  return <ErrorView locale={locale} status={404} text={getT(locale)('errors.pageNotFound')} />;
}
