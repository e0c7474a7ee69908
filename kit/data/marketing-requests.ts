import type { QuestionRequest } from '../../api/contract/questions';
import type { DiscountCampaign, Popup, SubscribeRequest } from '../../api/contract/marketing';
import type { Locale } from '../../domain/locale';
import { accountRequest, type AccountResult } from './account-requests';

/**
 * The popup, newsletter and question calls as the browser makes them: same-origin `fetch` through
 * accountRequest, contract types only (no zod in these islands). Reads are checked by hand just
 * enough that a malformed answer shows nothing rather than breaking the page.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPageList = (value: unknown) => Array.isArray(value) && value.every((page) => isRecord(page) && typeof page.page_link === 'string');

/** A popup with the fields the island reads. */
export function isPopup(value: unknown): value is Popup {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.frequency === 'number' &&
    typeof value.priority === 'number' &&
    isPageList(value.pages) &&
    typeof value.title === 'string' &&
    typeof value.content === 'string'
  );
}

/** A campaign with the fields the island reads. */
export function isCampaign(value: unknown): value is DiscountCampaign {
  return isRecord(value) && typeof value.id === 'number' && typeof value.is_popup === 'boolean' && typeof value.is_top_bar_text === 'boolean' && typeof value.frequency === 'number' && isPageList(value.pages);
}

/** GET /popups?url=: the popups running for a page, highest priority first; none when the call fails. */
export async function fetchPopups(path: string, lang: Locale, fetcher?: typeof fetch): Promise<Popup[]> {
  const result = await accountRequest<unknown>({ method: 'GET', path: `/popups?url=${encodeURIComponent(path)}`, lang }, fetcher);
  return result.ok && Array.isArray(result.data) ? result.data.filter(isPopup) : [];
}

/** GET /campaign-discount: the running campaign, or null (also when the call fails). */
export async function fetchCampaign(lang: Locale, fetcher?: typeof fetch): Promise<DiscountCampaign | null> {
  const result = await accountRequest<unknown>({ method: 'GET', path: '/campaign-discount', lang }, fetcher);
  return result.ok && isCampaign(result.data) ? result.data : null;
}

/** POST /subscribe: 202 for every address (double opt-in: the mail has the confirmation link). */
export function subscribe(body: SubscribeRequest, lang: Locale, fetcher?: typeof fetch): Promise<AccountResult> {
  return accountRequest({ method: 'POST', path: '/subscribe', body, lang }, fetcher);
}

/** POST /questions: a question to the shop, about a product when `product_id` is given. */
export function askQuestion(body: QuestionRequest, lang: Locale, fetcher?: typeof fetch): Promise<AccountResult> {
  return accountRequest({ method: 'POST', path: '/questions', body, lang }, fetcher);
}

/** POST /subscribe/confirm with the token of the confirmation mail. */
export function confirmSubscription(token: string, lang: Locale, fetcher?: typeof fetch): Promise<AccountResult> {
  return accountRequest({ method: 'POST', path: '/subscribe/confirm', body: { token }, lang }, fetcher);
}
