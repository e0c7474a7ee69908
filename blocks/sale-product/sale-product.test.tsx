import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentContext } from '../../stories/fixtures/content-api';
import { runningSaleProducts, saleProductBlock } from '../../stories/fixtures/content-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { SaleProduct, saleProduct } from './sale-product';
import { LazyPromoCountdown } from '../../kit/product/promo-countdown.lazy';
import { saleProductBlockSchema } from './schema';

beforeAll(async () => {
  await LazyPromoCountdown.preload();
});

const block = (data: Record<string, unknown> = {}) => saleProductBlockSchema.parse({ id: 9, type: 'sale-product', data });
const onSale = catalogProducts.filter((p) => p.sale);

describe('saleProduct', () => {
  it('takes the named product when it is on sale', async () => {
    expect((await saleProduct(block({ slug: onSale[1]!.slug }), contentContext(), Date.now()))?.id).toBe(onSale[1]!.id);
  });

  it('otherwise the first on sale with a running countdown, else the first on sale', async () => {
    const notOnSale = block({ slug: catalogProducts[0]!.slug });
    const withEnd = runningSaleProducts.map((p) => (p.id === onSale[2]!.id ? p : { ...p, sale_ends_at: null }));
    expect((await saleProduct(notOnSale, contentContext({ products: withEnd }), Date.now()))?.id).toBe(onSale[2]!.id);
    expect((await saleProduct(block(), contentContext(), Date.now()))?.id).toBe(onSale[0]!.id);
    expect(await saleProduct(block(), contentContext({ products: catalogProducts.filter((p) => !p.sale) }), Date.now())).toBeNull();
  });
});

describe('SaleProduct', () => {
  it('shows the product with old price, save badge, countdown and a link', async () => {
    const product = catalogProducts[4]!;
    const { container } = render(await SaleProduct({ block: saleProductBlock, locale: 'nl', context: contentContext({ products: runningSaleProducts }) }));
    const section = screen.getByRole('region', { name: 'Aanbieding van de week' });
    expect(section).toHaveAttribute('data-block', 'sale-product');
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(product.mixedTranslation.title);
    expect(container.querySelector('[data-slot="price-regular"]')).toHaveTextContent('EUR 89,00');
    expect(container.querySelector('[data-slot="price-final"]')).toHaveTextContent('EUR 71,20');
    expect(container.querySelector('[data-slot="save-badge"]')).toHaveTextContent('−20%');
    expect(container.querySelector('[data-slot="promo-countdown"]')).toHaveTextContent('Aanbieding eindigt over3 dagen');
    expect(screen.getByRole('link', { name: 'Bekijk de aanbieding' })).toHaveAttribute('href', `/product/${product.slug}`);
  });

  it('shows no countdown for a sale without an end; English texts', async () => {
    const { container } = render(await SaleProduct({ block: block(), locale: 'en', context: contentContext({ lang: 'en' }) }));
    expect(screen.getByRole('region', { name: 'Featured offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the offer' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/product\//));
    expect(container.querySelector('[data-slot="promo-countdown"]')).toBeNull();
  });

  it('renders nothing when nothing is on sale or outside a page', async () => {
    expect(await SaleProduct({ block: block(), locale: 'nl', context: contentContext({ products: catalogProducts.filter((p) => !p.sale) }) })).toBeNull();
    expect(await SaleProduct({ block: block(), locale: 'nl' })).toBeNull();
  });
});
