import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema/content';

/** The slugs of the active CMS pages (templates and personal pages included: the caller decides). */
export async function activePageSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.active, true)).orderBy(asc(pages.id));
  return rows.map((row) => row.slug);
}
