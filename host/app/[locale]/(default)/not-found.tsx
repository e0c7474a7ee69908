import { ErrorView } from '../../../../kit/shell/error-view';
import { currentLocale } from '../../../lib/request';

/** A page that exists as a route but not as content (404 error page of spec section 2). */
export default async function NotFound() {
  return <ErrorView locale={await currentLocale()} status={404} />;
}
