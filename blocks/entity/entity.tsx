import type { Locale } from '../../domain/locale';
import type { SystemEntity, SystemEntityType } from '../../kit/data/system-entities';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import type { BlockProps } from '../types';
import type { EntityBlock } from './schema';

/** The catalogue's URL filter of each taxonomy; countries and badges filter nothing. */
const catalogueFilters: Partial<Record<SystemEntityType, string>> = {
  categories: 'categories',
  materials: 'materials',
  stones: 'stones',
  'head-styles': 'head_styles',
  'stone-shapes': 'stone_shapes',
};

/** Where an entry links: a collection to its page, a taxonomy value to the catalogue filtered by it. */
export function entityHref(type: SystemEntityType, entity: SystemEntity, locale: Locale): string | null {
  const slug = encodeURIComponent(entity.slug);
  if (type === 'collections') return localizePath(`/collection/${slug}`, locale);
  const filter = catalogueFilters[type];
  return filter ? localizePath(`/catalog?${filter}=${slug}`, locale) : null;
}

/** The entries to show: the picked slugs in their order, or all of them. */
export function pickEntities(entities: SystemEntity[], slugs: string[]): SystemEntity[] {
  if (slugs.length === 0) return entities;
  return slugs.flatMap((slug) => entities.filter((entity) => entity.slug === slug).slice(0, 1));
}

/**
 * A reference list of the API (`/system-entities/{entity}`), e.g. the collections or the
 * countries the shop delivers to, as a list of chips; taxonomy entries link into the catalogue.
 * Nothing when the list is empty or cannot be read.
 */
export async function Entity({ block, locale, context }: BlockProps<EntityBlock>) {
  const { title, intro, entity, slugs, links } = block.data;
  const all = (await context?.systemEntities?.(entity).catch(() => null)) ?? [];
  const entries = pickEntities(all, slugs);
  if (entries.length === 0) return null;
  const headingId = `entity-${block.id}-title`;
  return (
    <section data-block="entity" data-block-id={block.id} data-entity={entity} aria-labelledby={headingId}>
      <header className="mb-6 flex max-w-2xl flex-col gap-2">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title ?? getT(locale)(`contentBlocks.entityTitles.${entity}`)}
        </h2>
        {intro ? <p className="text-base text-ink-muted">{intro}</p> : null}
      </header>
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const href = links ? entityHref(entity, entry, locale) : null;
          const chip = 'inline-flex min-h-10 items-center border border-line bg-surface px-4 text-sm text-ink';
          return (
            <li key={entry.id}>
              {href ? (
                <a href={href} className={`${chip} transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`}>
                  {entry.title}
                </a>
              ) : (
                <span className={chip}>{entry.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
