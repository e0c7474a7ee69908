import { POPUP_FREQUENCY } from '../../../domain/content/page-match';

/** POPUP_FREQUENCY's values with the names the back office's texts use (`marketing.frequencies.*`). */
export const frequencyNames = {
  [POPUP_FREQUENCY.ONCE]: 'once',
  [POPUP_FREQUENCY.EACH_PAGE_REFRESH]: 'eachPageRefresh',
  [POPUP_FREQUENCY.EACH_PAGE_VIEW]: 'eachPageView',
  [POPUP_FREQUENCY.PER_DAY]: 'perDay',
} as const;
export type Frequency = keyof typeof frequencyNames;
