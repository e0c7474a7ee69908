'use server';

import { cookies, headers } from 'next/headers';
import { TOP_BANNER_COOKIE, TOP_BANNER_COOKIE_MAX_AGE } from '../../kit/marketing/top-banner-cookie';

/**
 * Closes the campaign's top banner: remembers the campaign's id in a cookie, so the layout leaves
 * the banner out until another campaign runs. A server action: with JavaScript Next refreshes the
 * page's server output (the banner goes), without it the form posts and the page reloads.
 */
export async function dismissTopBanner(form: FormData): Promise<void> {
  const id = String(form.get('campaign') ?? '');
  if (!/^\d{1,12}$/.test(id)) return;
  const origin = (await headers()).get('origin') ?? '';
  (await cookies()).set(TOP_BANNER_COOKIE, id, {
    path: '/',
    maxAge: TOP_BANNER_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: true,
    secure: origin.startsWith('https:'),
  });
}
