import type { Collection } from '../../api/contract/catalog';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import type { BlockProps } from '../types';
import type { MarketingBlock } from './schema';
import { mediaSrcSet } from '../../domain/media/variants';

/** Picks and orders collections by the CMS's slugs; all of them when none are named. */
export function pickCollections(all: Collection[], slugs: string[]): Collection[] {
  if (slugs.length === 0) return all;
  return slugs.map((slug) => all.find((collection) => collection.slug === slug)).filter((c): c is Collection => Boolean(c));
}

/**
 * "Marketing (collections)": a tile per collection with its image, title and description, linking
 * to `/collection/{slug}`. Renders nothing without collections (or when they fail to load).
 */
export async function Marketing({ block, locale, context }: BlockProps<MarketingBlock>) {
  if (!context) return null;
  const all = await context.api.collections().catch(() => []);
  const collections = pickCollections(all, block.data.collection_slugs);
  if (collections.length === 0) return null;
  const t = getT(locale);
  const { title, intro } = block.data;
  const headingId = `marketing-${block.id}-title`;

  return (
    <section
      data-block="marketing"
      data-block-id={block.id}
      aria-labelledby={title ? headingId : undefined}
    >
      {title || intro ? (
        <header className="mx-auto mb-10 max-w-2xl text-center">
          {title ? (
            <h2 id={headingId} className="font-display text-3xl leading-tight font-normal text-ink md:text-4xl">
              {title}
            </h2>
          ) : null}
          {intro ? <p className="mt-3 text-base text-ink-muted">{intro}</p> : null}
        </header>
      ) : null}
      <ul className="grid grid-cols-1 gap-x-6 gap-y-12 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {collections.map((collection, i) => (
          <li key={collection.id} data-slot="collection-tile">
            <a
              href={localizePath(`/collection/${encodeURIComponent(collection.slug)}`, locale)}
              aria-label={t('catalog.viewCollection', { title: collection.title })}
              className="group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
            >
              <div className="aspect-square overflow-hidden bg-surface">
                {collection.image ? (
                  <img
                    src={collection.image.url}
                    srcSet={mediaSrcSet(collection.image)}
                    sizes="(min-width: 768px) 33vw, 50vw"
                    alt=""
                    width={collection.image.width}
                    height={collection.image.height}
                    loading={i < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  />
                ) : null}
              </div>
              <h3 className="mt-5 font-display text-2xl leading-tight text-ink transition-colors group-hover:text-brand">{collection.title}</h3>
              {collection.description ? <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-soft">{collection.description}</p> : null}
              <span aria-hidden="true" className="mt-3 inline-block text-xs tracking-[0.16em] text-brand uppercase">
                {t('catalog.discover')}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
