import type { Locale } from '../../domain/locale';
import type { Transport } from './client';

/**
 * `/system-entities/{type}`: the API's reference lists (countries, badges and every taxonomy),
 * translated and ordered. A reader of its own (not a method of client.ts), free of zod: the
 * answer is checked by hand, and a malformed entry is left out.
 */
export const systemEntityTypes = ['countries', 'badges', 'categories', 'collections', 'materials', 'stones', 'head-styles', 'stone-shapes'] as const;
export type SystemEntityType = (typeof systemEntityTypes)[number];

export interface SystemEntity {
  /** A number for taxonomies and badges, the ISO code for countries. */
  id: string | number;
  slug: string;
  title: string;
}

export interface SystemEntitiesOptions {
  lang: Locale;
  transport: Transport;
  /** Any origin works for the in-process transport. */
  origin: string;
}

const isEntity = (value: unknown): value is SystemEntity => {
  const entry = value as Partial<SystemEntity> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (typeof entry.id === 'number' || typeof entry.id === 'string') &&
    typeof entry.slug === 'string' &&
    typeof entry.title === 'string'
  );
};

/** The list of one type; throws on a failed call (the caller decides what an error shows). */
export async function fetchSystemEntities(type: SystemEntityType, { lang, transport, origin }: SystemEntitiesOptions): Promise<SystemEntity[]> {
  const url = new URL(`/api/v1/system-entities/${type}`, origin);
  url.searchParams.set('lang', lang);
  const response = await transport(new Request(url, { headers: { Accept: 'application/json', 'Accept-Language': lang, lang } }));
  if (!response.ok) throw new Error(`system-entities/${type} failed with ${response.status}`);
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  return Array.isArray(body?.data) ? body.data.filter(isEntity) : [];
}
