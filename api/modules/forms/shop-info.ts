import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSettings } from '../settings/settings.service';

const siteSchema = z.object({
  company_name: z.string().min(1).catch('Juwelier Aurum'),
  company_address: z.object({ email_address: z.string().email().nullish().catch(null) }).nullish().catch(null),
});

/** The shop's name and its own e-mail address (settings `site`), for mails the forms send. */
export async function shopInfo(db: Db): Promise<{ name: string; email: string | null }> {
  const site = siteSchema.safeParse((await readSettings(db, 'nl')).get('site') ?? {});
  if (!site.success) return { name: 'Juwelier Aurum', email: null };
  return { name: site.data.company_name, email: site.data.company_address?.email_address ?? null };
}
