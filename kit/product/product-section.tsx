import type { Locale } from '../../domain/locale';
import type { ProductListItem } from '../../api/contract/products';
import { localizePath } from '../i18n/paths';
import { ProductRowCard } from './product-row-card';

export interface ProductSectionProps {
  /** The block type, for `data-block`. */
  type: string;
  id: number;
  title: string;
  subtitle?: string;
  link?: { text: string; url: string };
  layout: 'grid' | 'scroller';
  locale: Locale;
  products: ProductListItem[];
}

const grid = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 md:gap-y-10 xl:grid-cols-4';
const scroller = 'flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-3 [scrollbar-width:thin] sm:gap-5';
const scrollerItem = 'w-[44%] shrink-0 snap-start xs:w-[31%] md:w-[23%] xl:w-[calc((100%-6.25rem)/6)]';

/**
 * A titled row of product cards (the product blocks: promoted, best selling, sales): a grid, or a
 * horizontal scroll-snap list that needs no JavaScript. The block decides what is in it.
 */
export function ProductSection({ type, id, title, subtitle, link, layout, locale, products }: ProductSectionProps) {
  const headingId = `${type}-${id}-title`;
  const scrolls = layout === 'scroller';
  return (
    <section data-block={type} data-block-id={id} aria-labelledby={headingId}>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-display text-3xl leading-tight font-normal text-ink md:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-2 text-base text-ink-muted">{subtitle}</p> : null}
        </div>
        {link ? (
          <a href={localizePath(link.url, locale)} className="text-sm tracking-[0.14em] text-brand uppercase underline-offset-4 hover:underline">
            {link.text}
          </a>
        ) : null}
      </header>
      {/* A scroller is a focusable region so keyboard users can scroll it. */}
      <ul className={scrolls ? scroller : grid} tabIndex={scrolls ? 0 : undefined} aria-label={scrolls ? title : undefined}>
        {products.map((product) => (
          <li key={product.id} className={scrolls ? scrollerItem : undefined}>
            <ProductRowCard product={product} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
