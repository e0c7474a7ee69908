import { z } from 'zod';
import { socialProvidersSchema, type SocialProvider } from '../../../../../api/contract/accounts';
import type { Locale } from '../../../../../domain/locale';
import { transport } from '../../../../lib/api';

const answerSchema = z.object({ data: socialProvidersSchema });

/**
 * The providers the sign-in page shows a button for (GET /authorizations/social/providers, in
 * process or at API_URL). A failing read shows none: e-mail sign-in must keep working.
 */
export async function socialProviders(locale: Locale): Promise<SocialProvider[]> {
  try {
    const response = await transport()(
      new Request(`http://shop.internal/api/v1/authorizations/social/providers?lang=${locale}`, { headers: { Accept: 'application/json', lang: locale } }),
    );
    const parsed = answerSchema.safeParse(response.ok ? await response.json() : null);
    if (parsed.success) return parsed.data.data;
    console.warn(`[host] social sign-in providers unavailable (status ${response.status})`);
  } catch (error) {
    console.warn('[host] social sign-in providers unavailable', error);
  }
  return [];
}
