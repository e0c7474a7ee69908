import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defaultLocale, type Locale } from '../../../domain/locale';
import type { CacheVersions } from '../../contract/settings';
import { queryRows, type Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { cacheTags, integrations, referenceVersionTags, settings, type ReferenceVersionTag } from '../../db/schema/settings';
import { AppError } from '../../lib/errors';
import { referenceRead } from '../../lib/reference-cache';

/** Every settings row (kept in the reference cache; a change to any is announced as `settings`). */
function settingRows(db: Db) {
  return referenceRead(db, 'settings', ['settings'], () => db.select().from(settings));
}

/** Reads all settings, resolving translatable values to the requested language. */
export async function readSettings(db: Db, locale: Locale): Promise<Map<string, unknown>> {
  const rows = await settingRows(db);
  return new Map(
    rows.map((row) => {
      if (!row.translatable) return [row.key, row.value];
      const byLang = row.value as Record<string, unknown>;
      return [row.key, byLang[locale] ?? byLang[defaultLocale]];
    }),
  );
}

const settingStatement = preparedStatement('setting-by-key', (db) => db.select({ value: settings.value }).from(settings).where(eq(settings.key, sql.placeholder('key'))));

/**
 * One setting's stored value straight from the database, for rules about money (the minimum
 * payment): those never come from the reference cache.
 */
export async function currentSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await settingStatement(db, { key });
  return row?.value;
}

/** A setting that must be there (500 `unexpected` when it is not). */
export function requiredSetting<T>(values: Map<string, unknown>, key: string): T {
  if (!values.has(key)) throw new AppError('unexpected', 'unexpected', { values: { key } });
  return values.get(key) as T;
}

/** The integrations switched on, by type, in the contract's shape. */
export async function enabledIntegrations(db: Db) {
  const rows = await referenceRead(db, 'integrations', ['settings'], () => db.select().from(integrations).where(and(eq(integrations.enabled, true))).orderBy(asc(integrations.type)));
  return rows.map((row) => ({ id: row.id, type: row.type, name: row.name, config: row.config as Record<string, unknown> }));
}

/** The shop is in maintenance when the `maintenance` setting is true. */
export async function isInMaintenance(db: Db): Promise<boolean> {
  const row = (await settingRows(db)).find((setting) => setting.key === 'maintenance');
  return row?.value === true;
}

/** The current version of each of these groups, read from its sequence in one statement. */
async function readVersions<Tag extends string>(db: Db, tags: readonly Tag[]): Promise<Record<Tag, number>> {
  const union = sql.join(
    tags.map((tag) => sql`SELECT ${tag}::text AS tag, CASE WHEN is_called THEN last_value ELSE 0 END::int AS version FROM ${sql.identifier(`cache_version_${tag}`)}`),
    sql` UNION ALL `,
  );
  const rows = await queryRows<{ tag: Tag; version: number }>(db, union);
  const versions = Object.fromEntries(tags.map((tag) => [tag, 0])) as Record<Tag, number>;
  for (const row of rows) versions[row.tag] = Number(row.version);
  return versions;
}

/** Current version of every cache tag group (spec section 9, `/cv`). */
export function getCacheVersions(db: Db): Promise<CacheVersions> {
  return readVersions(db, cacheTags);
}

/** The versions the reference cache keeps its entries under: the spec's groups and `taxonomy`. */
export function getReferenceVersions(db: Db): Promise<Record<ReferenceVersionTag, number>> {
  return readVersions(db, referenceVersionTags);
}

const siteSchema = z.object({
  company_name: z.string().min(1).catch('Juwelier Aurum'),
  company_address: z.object({ email_address: z.string().email().nullish().catch(null) }).nullish().catch(null),
});

/** The shop's name and its own e-mail address (settings `site`), for mails sent to or about it. */
export async function shopInfo(db: Db): Promise<{ name: string; email: string | null }> {
  const site = siteSchema.safeParse((await readSettings(db, 'nl')).get('site') ?? {});
  if (!site.success) return { name: 'Juwelier Aurum', email: null };
  return { name: site.data.company_name, email: site.data.company_address?.email_address ?? null };
}
