import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The header's search button ("Zoeken" / "Search"). */
export const searchButton = (page: Page, name = 'Zoeken') => page.getByRole('banner').getByRole('button', { name, exact: true });

/** The popup's result cards. */
export const searchResults = (dialog: Locator) => dialog.getByRole('list').locator('[data-slot="product-card"]');

/**
 * Opens the search popup from the header. The button is an island that takes over when the
 * browser is idle: a click before then does nothing, so click until the popup shows.
 */
export async function openSearch(page: Page, name = 'Zoeken', how: 'click' | 'tap' = 'click'): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(async () => {
    // Once open (its code may arrive after the check below gave up), the overlay covers the button.
    if (!(await dialog.isVisible())) await searchButton(page, name)[how]({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  return dialog;
}

/** The next `search` analytics event the page posts. */
export const searchEvent = (page: Page): Promise<Request> =>
  page.waitForRequest((request) => request.url().includes('/api/v1/events/frontend-event') && request.postDataJSON()?.type === 'search');
