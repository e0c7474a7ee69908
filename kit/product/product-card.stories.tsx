import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { cardStates } from '../../stories/fixtures/products';
import { productPath, toCardProduct } from './card-product';
import { ProductCard } from './product-card';

const labels = {
  from: 'vanaf',
  was: 'Oorspronkelijke prijs',
  now: 'Nu',
  outOfStock: 'Uitverkocht',
  wishlist: 'Bewaar op je verlanglijst',
  compare: 'Vergelijken',
};

const meta = {
  title: 'Kit/Product/Product card',
  component: ProductCard,
  args: { product: toCardProduct(cardStates.normal), href: productPath(cardStates.normal), locale: 'nl', currency: 'EUR', labels },
  argTypes: { locale: { control: false } },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image (the second one on hover), badges, title linking to the product, price. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.product.mixedTranslation.title })).toHaveAttribute('href', args.href);
    await expect(canvas.getByText('EUR 1.295,00', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On sale: the old price struck through; screen readers hear "Oorspronkelijke prijs" and "Nu". */
export const OnSale: Story = {
  args: { product: toCardProduct(cardStates.onSale) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent(/Oorspronkelijke prijs\s+EUR\s89,00/);
    await expect(canvasElement.querySelector('[data-slot="price-now"]')).toHaveTextContent(/Nu\s+EUR\s71,20/);
  },
};

/** Configurations differ in price: "vanaf". */
export const FromPrice: Story = {
  args: { product: toCardProduct(cardStates.from) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('vanaf')).toBeVisible();
  },
};

/** Tracked stock is zero: a label, a muted image and price. */
export const OutOfStock: Story = {
  args: { product: toCardProduct(cardStates.outOfStock) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uitverkocht')).toBeVisible();
  },
};

/** The listing picked a metal: that configuration's image, price and link. */
export const SelectedConfiguration: Story = {
  args: { product: toCardProduct(cardStates.filtered), href: productPath(cardStates.filtered) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', expect.stringContaining('?configuration_id=P1-MAT-YG14'));
    await expect(canvas.getByRole('img', { name: 'Aanschuifring in geelgoud' })).toBeVisible();
  },
};

/** With `toggles`, the wishlist and compare toggles show (aria-pressed) for the default SKU. */
export const Toggles: Story = {
  args: { toggles: true },
  beforeEach: () => {
    provideFakeShop();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wishlist = canvas.getByRole('button', { name: 'Bewaar op je verlanglijst' });
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wishlist);
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    const compare = canvas.getByRole('button', { name: 'Vergelijken' });
    await userEvent.click(compare);
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
  },
};
