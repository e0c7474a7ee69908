import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productContext, relatedProductsBlock } from '../../stories/fixtures/product-blocks';
import { necklaceDetail, relatedProducts } from '../../stories/fixtures/product-detail';
import { RelatedProducts } from './related-products';
import { relatedProductsBlockSchema } from './schema';

describe('relatedProductsBlockSchema', () => {
  it('defaults count to 8 and keeps it within 1..24', () => {
    expect(relatedProductsBlockSchema.parse({ id: 1, type: 'related-products', data: {} }).data.count).toBe(8);
    expect(relatedProductsBlockSchema.safeParse({ id: 1, type: 'related-products', data: { count: 0 } }).success).toBe(false);
    expect(relatedProductsBlockSchema.safeParse({ id: 1, type: 'related-products', data: { count: 25 } }).success).toBe(false);
  });
});

describe('RelatedProducts', () => {
  it('shows the product’s related products as cards in a named carousel', async () => {
    render(<RelatedProducts block={relatedProductsBlock} locale="nl" context={productContext()} />);
    const section = await screen.findByRole('region', { name: 'Misschien ook mooi' });
    expect(section).toHaveAttribute('data-block', 'related-products');
    const list = await within(section).findByRole('list', { name: 'Misschien ook mooi' });
    expect(within(list).getAllByRole('article')).toHaveLength(relatedProducts.length);
    expect(within(list).getByRole('link', { name: 'Halo ring Aurora' })).toHaveAttribute('href', '/product/halo-ring-aurora');
    // On sale: 2150.00 minus 15 percent
    expect(section).toHaveTextContent('EUR 1.827,50');
  });

  it('shows at most count products, with English links under /en', async () => {
    render(<RelatedProducts block={{ ...relatedProductsBlock, data: { count: 2 } }} locale="en" context={productContext()} />);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'You may also like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Halo ring Aurora' })).toHaveAttribute('href', '/en/product/halo-ring-aurora');
  });

  it('renders nothing without related products or outside a product page', () => {
    const { container, rerender } = render(<RelatedProducts block={relatedProductsBlock} locale="nl" context={productContext(necklaceDetail)} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RelatedProducts block={relatedProductsBlock} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });
});
