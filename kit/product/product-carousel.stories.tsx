import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { relatedProducts } from '../../stories/fixtures/product-detail';
import { buttonVariants } from '../ui/button';
import { toCardProduct } from './card-product';
import { ProductCard } from './product-card';
import { carouselItemClassName } from './carousel-item';
import { ProductCarousel } from './product-carousel';

const meta = {
  title: 'Kit/Product/Product carousel',
  component: ProductCarousel,
  args: {
    id: 'related-products',
    labels: { list: 'Misschien ook mooi', previous: 'Vorige producten', next: 'Volgende producten' },
    buttonClassName: `${buttonVariants({ intent: 'secondary', size: 'icon' })} size-10 border-line`,
    children: relatedProducts.map((p) => (
      <li key={p.id} className={carouselItemClassName}>
        <ProductCard
          product={toCardProduct(p)}
          href={`/product/${p.slug}`}
          locale="nl"
          currency="EUR"
          labels={{ from: 'vanaf', was: 'Oorspronkelijke prijs', now: 'Nu', outOfStock: 'Uitverkocht', wishlist: '', compare: '' }}
        />
      </li>
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scroll-snap row: swipe on touch, previous/next with a mouse or keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Misschien ook mooi' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(relatedProducts.length);
  },
};
