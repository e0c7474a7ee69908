import { productPath, toCardProduct } from '../../kit/product/card-product';
import { ProductCard } from '../../kit/product/product-card';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { cardLabels } from '../../kit/catalogue/catalog-parts';
import { knownValues, parseCatalogParams, toCatalogRequest } from '../../domain/catalogue/query';
import type { BlockProps } from '../types';
import type { SharedCatalogBlock } from './schema';

const grids = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 md:gap-y-10 xl:grid-cols-4';
const scroller = 'flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-3 [scrollbar-width:thin] sm:gap-5';
const scrollerItem = 'w-[44%] shrink-0 snap-start xs:w-[31%] md:w-[23%] xl:w-[calc((100%-6.25rem)/6)]';

/**
 * A fixed selection of products from the catalogue (slugs from the CMS), as a grid or a
 * horizontal scroller of product cards. Renders nothing when nothing matches or the call fails.
 */
export async function SharedCatalog({ block, locale, context }: BlockProps<SharedCatalogBlock>) {
  if (!context) return null;
  const { title, subtitle, categories, collections, materials, count, sort, layout, link } = block.data;
  const parsed = parseCatalogParams({ categories, collections, materials, sortBy: sort });
  if (!parsed.ok) return null;
  const filters = await context.api.filters().catch(() => null);
  const request = toCatalogRequest(knownValues(parsed.state, filters), filters, { count });
  const products = await context.api
    .catalog(request)
    .then((response) => response.data.slice(0, count))
    .catch(() => []);
  if (products.length === 0) return null;

  const t = getT(locale);
  const labels = cardLabels(t);
  const headingId = `shared-catalog-${block.id}-title`;
  return (
    <section
      data-block="shared-catalog"
      data-block-id={block.id}
      aria-labelledby={title ? headingId : undefined}
    >
      {title || subtitle || link ? (
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            {title ? (
              <h2 id={headingId} className="font-display text-3xl leading-tight font-normal text-ink md:text-4xl">
                {title}
              </h2>
            ) : null}
            {subtitle ? <p className="mt-2 text-base text-ink-muted">{subtitle}</p> : null}
          </div>
          {link ? (
            <a href={localizePath(link.url, locale)} className="text-sm tracking-[0.14em] text-brand uppercase underline-offset-4 hover:underline">
              {link.text}
            </a>
          ) : null}
        </header>
      ) : null}
      <ul className={layout === 'scroller' ? scroller : grids} tabIndex={layout === 'scroller' ? 0 : undefined} aria-label={layout === 'scroller' ? title : undefined}>
        {products.map((item, i) => {
          const product = toCardProduct(item);
          const name = product.mixedTranslation.title;
          return (
            <li key={product.id} className={layout === 'scroller' ? scrollerItem : undefined}>
              <ProductCard
                product={product}
                href={localizePath(productPath(product), locale)}
                locale={locale}
                currency="EUR"
                labels={{ ...labels, wishlist: labels.wishlist.replace('{title}', name), compare: labels.compare.replace('{title}', name) }}
                eager={i < 2}
                toggles
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
