import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import {
  badges,
  badgeTranslations,
  categories,
  categoryTranslations,
  collections,
  collectionTranslations,
  headStyles,
  headStyleTranslations,
  materials,
  materialTranslations,
  stones,
  stoneShapes,
  stoneShapeTranslations,
  stoneTranslations,
} from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';
import { languageIds } from '../settings';
import { readTaxonomy } from './taxonomy';

/** The 24 countries the shop delivers to (spec section 3), each labelled in its own language. */
export const countries = [
  ['CZ', 'Česko'], ['AT', 'Österreich'], ['BE', 'België'], ['BG', 'България'], ['DE', 'Deutschland'], ['DK', 'Danmark'],
  ['EE', 'Eesti'], ['EL', 'Ελλάδα'], ['ES', 'España'], ['FI', 'Suomi'], ['FR', 'France'], ['HR', 'Hrvatska'],
  ['HU', 'Magyarország'], ['IT', 'Italia'], ['LT', 'Lietuva'], ['LU', 'Lëtzebuerg'], ['LV', 'Latvija'], ['NL', 'Nederland'],
  ['PL', 'Polska'], ['PT', 'Portugal'], ['RO', 'România'], ['SE', 'Sverige'], ['SI', 'Slovenija'], ['SK', 'Slovensko'],
] as const;

/** The taxonomies by the `type` a client names: a Map, so `constructor` or `__proto__` name nothing. */
const taxonomies = new Map([
  ['categories', [categories, categoryTranslations, categoryTranslations.categoryId]],
  ['collections', [collections, collectionTranslations, collectionTranslations.collectionId]],
  ['materials', [materials, materialTranslations, materialTranslations.materialId]],
  ['stones', [stones, stoneTranslations, stoneTranslations.ownerId]],
  ['head-styles', [headStyles, headStyleTranslations, headStyleTranslations.ownerId]],
  ['stone-shapes', [stoneShapes, stoneShapeTranslations, stoneShapeTranslations.ownerId]],
] as const);

export const entityTypes = ['countries', 'badges', ...taxonomies.keys()] as const;

/**
 * `/system-entities/{type}`: the shop's reference lists (spec section 7 leaves them open):
 * countries, badges and every taxonomy, translated and ordered by sort_order.
 */
export async function systemEntities(db: Db, type: string, locale: Locale): Promise<{ id: string | number; slug: string; title: string }[]> {
  if (type === 'countries') return countries.map(([code, label]) => ({ id: code, slug: code.toLowerCase(), title: label }));
  const ids = await languageIds(db, locale);
  if (type === 'badges') {
    const [rows, texts] = await Promise.all([db.select().from(badges), db.select().from(badgeTranslations)]);
    return rows.map((row) => {
      const text = texts.find((t) => t.badgeId === row.id && t.languageId === ids.id) ?? texts.find((t) => t.badgeId === row.id);
      return { id: row.id, slug: row.slug, title: text?.name ?? row.slug };
    });
  }
  const entry = taxonomies.get(type as Parameters<typeof taxonomies.get>[0]);
  if (!entry) throw new AppError('not_found', 'entity_not_found');
  const [table, translations, owner] = entry;
  const rows = await readTaxonomy(db, table, translations, owner, ids);
  return rows.map(({ id, slug, title }) => ({ id, slug, title }));
}
