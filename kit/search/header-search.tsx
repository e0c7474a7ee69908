import type { Locale } from '../../domain/locale';
import { SearchButtonView } from './search-button';
import { SearchSlot } from './search-button.lazy';
import { searchButtonProps } from './search-labels';

/**
 * The header's search (issue #17): a magnifier button in the server HTML; the island that opens
 * the popup takes over when the browser is idle.
 */
export function HeaderSearch({ locale, className }: { locale: Locale; className: string }) {
  const props = searchButtonProps(locale, className);
  return (
    <SearchSlot props={props}>
      <SearchButtonView label={props.openLabel} className={className} />
    </SearchSlot>
  );
}
