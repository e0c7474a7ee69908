import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { cartFixture, cartLines, cartWith, emptyCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CartDrawer } from './cart-drawer';
import { cartLabels, CartView, type CartViewProps } from './cart-view';

const meta = {
  title: 'Kit/Cart/Cart',
  component: CartView,
  args: {
    cart: cartFixture,
    variant: 'page',
    currency: 'EUR',
    locale: 'nl',
    labels: cartLabels(getT('nl')),
    productHref: (item) => `/product/${item.slug}`,
    shopHref: '/',
    checkoutHref: '/checkout',
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  argTypes: { locale: { control: false }, labels: { control: false }, productHref: { control: false } },
  // Texts follow the toolbar's language, as the host builds them: cartLabels(t).
  render: (args) => <CartView {...args} labels={cartLabels(getT(args.locale))} />,
  decorators: [(Story) => <div className="max-w-6xl">{Story()}</div>],
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart page: lines left, the summary beside them from lg (sticky). Plus raises a quantity. */
export const Page: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Artikelen in je winkelwagen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verhoog het aantal van Solitair verlovingsring' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(cartLines.ring.id, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijder Gegraveerde hanger' }));
    await expect(args.onRemove).toHaveBeenCalledWith(cartLines.engraved.id);
    const summary = canvas.getByRole('region', { name: 'Overzicht' });
    await expect(summary.querySelector('[data-slot="cart-total"]')).toHaveTextContent(/^EUR\s1\.950,40$/);
    await expect(within(summary).getByRole('link', { name: 'Afrekenen' })).toHaveAttribute('href', '/checkout');
  },
};

function OpenDrawer(args: CartViewProps) {
  return <CartDrawer {...args} open onOpenChange={fn()} cartHref="/cart" labels={cartLabels(getT(args.locale))} />;
}

/** The drawer from the right: the lines scroll, the summary stays at the bottom. */
export const Drawer: Story = {
  render: (args) => <OpenDrawer {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Winkelwagen' });
    await expect(dialog).toHaveAccessibleDescription('4 artikelen');
    await expect(within(dialog).getByRole('link', { name: 'Bekijk winkelwagen' })).toHaveAttribute('href', '/cart');
  },
};

/** Nothing in the cart: a way back to the shop. */
export const Empty: Story = {
  args: { cart: emptyCart, shopHref: '/shop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Je winkelwagen is leeg')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/shop');
  },
};

/** The first load: a busy skeleton. */
export const Loading: Story = {
  args: { cart: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Loading failed: the message and a retry button. */
export const Error: Story = {
  args: { cart: undefined, error: true, onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Je winkelwagen kon niet worden geladen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A sale line: the regular unit price struck through, the discount in the summary. */
export const OnSale: Story = {
  args: { cart: cartWith([cartLines.onSale]) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent(/Oorspronkelijke prijs\s+EUR\s129,00/);
    await expect(canvasElement.querySelector('[data-slot="cart-discount"]')).toHaveTextContent(/EUR\s-51,60/);
  },
};

/** Stock no longer covers the quantity: a notice; plus is off, minus brings it within stock. */
export const Unavailable: Story = {
  args: { cart: cartWith([cartLines.unavailable, cartLines.ring]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Niet meer leverbaar in dit aantal/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verhoog het aantal van Tennisarmband' })).toBeDisabled();
  },
};

/** A line being removed: muted, busy, its controls disabled. */
export const Removing: Story = {
  args: { removingIds: [cartLines.onSale.id] },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('link', { name: 'Parel oorknoppen' }).closest('li')!;
    await expect(line).toHaveAttribute('aria-busy', 'true');
    await expect(within(line).getByRole('button', { name: 'Verwijder Parel oorknoppen' })).toBeDisabled();
  },
};

/** An engraved piece: the text in quotes under the metal. */
export const Engraved: Story = {
  args: { cart: cartWith([cartLines.engraved]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('“Voor altijd”')).toBeVisible();
    await expect(canvas.getByText('Gravure:')).toBeVisible();
  },
};
