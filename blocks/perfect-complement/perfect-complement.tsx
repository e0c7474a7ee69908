import type { Locale } from '../../domain/locale';
import type { ProductListItem } from '../../api/contract/products';
import { getT } from '../../kit/i18n';
import { ProductRowCard } from '../../kit/product/product-row-card';
import type { BlockProps } from '../types';
import type { PerfectComplementBlock } from './schema';

/**
 * The products a block names, in its order: taken from the page's related products when there,
 * the others read as catalogue cards in one call. Unknown slugs and a failed look-up are left out;
 * the page's own product too.
 */
export async function complementProducts(block: PerfectComplementBlock, context: BlockProps<PerfectComplementBlock>['context']): Promise<ProductListItem[]> {
  if (!context) return [];
  const own = context.product;
  const slugs = block.data.slugs.filter((slug) => slug !== own?.slug).slice(0, 50);
  const missing = slugs.filter((slug) => !own?.related.some((p) => p.slug === slug));
  const fetched = missing.length ? ((await context.api.catalog({ slugs: missing, count: missing.length }).catch(() => null))?.data ?? []) : [];
  return slugs.map((slug) => own?.related.find((p) => p.slug === slug) ?? fetched.find((p) => p.slug === slug)).filter((p): p is ProductListItem => p !== undefined);
}

/** "The perfect complement": products picked by slug, as small cards. */
export async function PerfectComplement({ block, locale, context }: BlockProps<PerfectComplementBlock>) {
  return <PerfectComplementView block={block} locale={locale} products={await complementProducts(block, context)} />;
}

/** The block with its products at hand (Storybook, tests). */
export function PerfectComplementView({ block, locale, products }: { block: PerfectComplementBlock; locale: Locale; products: ProductListItem[] }) {
  if (products.length === 0) return null;
  const title = block.data.title ?? getT(locale)('product.complement');
  const headingId = `perfect-complement-${block.id}-title`;
  return (
    <section aria-labelledby={headingId} data-block="perfect-complement" data-block-id={block.id}>
      <header className="mb-6 flex flex-col gap-2 md:mb-8">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title}
        </h2>
        {block.data.subtitle ? <p className="text-base text-ink-muted">{block.data.subtitle}</p> : null}
      </header>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 md:gap-x-6">
        {products.slice(0, 8).map((product) => (
          <li key={product.id}>
            <ProductRowCard product={product} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
