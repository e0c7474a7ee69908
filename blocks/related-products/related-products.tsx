import type { ProductListItem } from '../../api/contract/products';
import { carouselItemClassName } from '../../kit/product/carousel-item';
import { ProductCarousel } from '../../kit/product/product-carousel';
import { getT } from '../../kit/i18n';
import { buttonVariants } from '../../kit/ui/button';
import type { BlockProps } from '../types';
import { ProductRowCard } from '../../kit/product/product-row-card';
import type { RelatedProductsBlock } from './schema';

/** "You may also like": the product's related products in a scroll-snap carousel. Nothing without any. */
export function RelatedProducts({ block, locale, context }: BlockProps<RelatedProductsBlock>) {
  const products: ProductListItem[] = (context?.product?.related ?? []).slice(0, block.data.count);
  if (products.length === 0) return null;
  const t = getT(locale);
  const title = block.data.title ?? t('product.related');
  const headingId = `related-products-${block.id}-title`;
  return (
    <section aria-labelledby={headingId} data-block="related-products" data-block-id={block.id}>
      <h2 id={headingId} className="mb-6 font-display text-3xl leading-tight text-ink md:mb-8 md:text-4xl">
        {title}
      </h2>
      <ProductCarousel
        id={`related-products-${block.id}-list`}
        labels={{ list: title, previous: t('product.previousItems'), next: t('product.nextItems') }}
        buttonClassName={`${buttonVariants({ intent: 'secondary', size: 'icon' })} size-10 border-line`}
      >
        {products.map((product) => (
          <li key={product.id} className={carouselItemClassName}>
            <ProductRowCard product={product} locale={locale} />
          </li>
        ))}
      </ProductCarousel>
    </section>
  );
}
