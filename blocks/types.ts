import type { Locale } from '../api/contract/common';

/** What the page renderer hands every block component: its parsed block and the page's language. */
export interface BlockProps<B> {
  block: B;
  locale: Locale;
}
