import { notFound } from 'next/navigation';
import type { Filters } from '../../api/contract/catalog';
import type { CatalogResponse } from '../../api/contract/products';
import { ApiError } from '../../kit/data/client';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import type { BlockProps } from '../types';
import { LazyCatalogListing as CatalogListing } from '../../kit/catalogue/catalog-listing.lazy';
import { FilterPanelView } from '../../kit/catalogue/filter-panel';
import { buildPanelData, panelLabels } from '../../kit/catalogue/panel-data';
import { filterLookup, parseCatalogParams, knownValues, toCatalogRequest } from '../../domain/catalogue/query';
import type { CatalogBlock } from './schema';
import { bannerSlots, cardLabels, emptyLabels, gridLabels, mobileLabels, resultsLabels } from '../../kit/catalogue/catalog-parts';
import { renderCards, type CardContext } from '../../kit/catalogue/grid-cards';

const CURRENCY = 'EUR';
/** Cards loaded eagerly: the first row at the widest grid. */
const FIRST_ROW = 6;

/**
 * The catalogue listing (spec section 2). Reads the URL query and the collection slug, maps
 * slugs to the API's SKUs and ids through `/filters`, and renders the first page on the server:
 * filter, sort and page links work without JavaScript; the islands add the live panel, the
 * mobile sheet and infinite scroll. A query the API rejects (HTTP 400) is the 404 page.
 */
export async function Catalog({ block, locale, context }: BlockProps<CatalogBlock>) {
  if (!context) return null;
  const { api, path, searchParams, params } = context;
  const collectionSlug = params.slug ?? block.data.collection_slug;
  const parsed = parseCatalogParams(searchParams, { collection: Boolean(collectionSlug) });
  if (!parsed.ok) notFound();

  const t = getT(locale);
  const filters: Filters | null = await api.filters().catch(() => null);
  const state = knownValues(parsed.state, filters);
  const request = toCatalogRequest(state, filters, { collection: Boolean(collectionSlug) });

  let response: CatalogResponse | null = null;
  try {
    response = await api.catalog(request, collectionSlug);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || (error.status === 404 && collectionSlug))) notFound();
    // Other catalogue failures are shown as an empty listing with a message (spec section 8).
  }

  const collection = collectionSlug ? filters?.collections.find((item) => item.slug === collectionSlug) : undefined;
  const basePath = localizePath(path, locale);
  const { page: _page, ...selection } = state;
  const total = response?.meta.total ?? 0;
  const items = response?.data ?? [];
  const id = `catalog-${block.id}`;
  const heading = state.search ? t('catalog.searchTitle', { search: state.search }) : block.data.title;
  const banners = state.search ? [] : bannerSlots(block.data.promotion_banners, locale, t, block.id);
  const card: CardContext = { locale, currency: CURRENCY, localePrefix: localizePath('/', locale).replace(/\/$/, ''), labels: cardLabels(t) };
  const panel = block.data.show_filters && filters ? { data: buildPanelData(filters, t, { locale, collectionId: collection?.id }), labels: panelLabels(t) } : null;

  return (
    <section
      data-block="catalog"
      data-block-id={block.id}
      aria-labelledby={`${id}-title`}
    >
      {heading || block.data.intro ? (
        <header className="mb-8 max-w-3xl">
          {heading ? (
            <h2 id={`${id}-title`} className="font-display text-3xl leading-tight font-normal text-ink md:text-4xl">
              {heading}
            </h2>
          ) : null}
          {block.data.intro ? <p className="mt-3 text-base leading-relaxed text-ink-soft">{block.data.intro}</p> : null}
        </header>
      ) : null}
      {/* Under the page's h1, the panel's and the cards' h3 need an h2 to keep the outline whole. */}
      {heading ? null : (
        <h2 id={`${id}-title`} className="sr-only">
          {t('catalog.listHeading')}
        </h2>
      )}
      <CatalogListing
        id={id}
        basePath={basePath}
        server={{
          applied: selection,
          first: items.length ? { page: state.page, items: renderCards(items, card, FIRST_ROW), lastPage: response!.meta.last_page } : null,
          total: response ? total : null,
        }}
        source={{ lookup: filters ? filterLookup(filters) : null, slug: collectionSlug }}
        panel={panel ? { ...panel, rendered: <FilterPanelView id={`${id}-side`} {...panel} draft={selection} applied={selection} basePath={basePath} interactive={false} parts="all" /> } : null}
        grid={{ card, banners, bannerGrid: banners.length > 0, labels: gridLabels(t) }}
        texts={{ results: resultsLabels(t), empty: emptyLabels(t, state.search), allPages: t('catalog.allPages') }}
        mobileLabels={mobileLabels(t)}
        scrollTopLabel={t('catalog.scrollTop')}
      />
    </section>
  );
}
