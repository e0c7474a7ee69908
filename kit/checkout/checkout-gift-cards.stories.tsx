import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { discountedCheckoutCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutGiftCards, checkoutGiftCardsLabels, type CheckoutGiftCardsProps } from './checkout-gift-cards';

/** Driven like the checkout: AURUM-GIFT-… codes bind (paying EUR 25 each), others are refused. */
function Interactive(props: CheckoutGiftCardsProps) {
  const [value, setValue] = useState(props.value);
  const [cards, setCards] = useState(props.cards);
  const [error, setError] = useState(props.error);
  return (
    <CheckoutGiftCards
      {...props}
      value={value}
      cards={cards}
      error={error}
      onValueChange={(next) => {
        setValue(next);
        setError(null);
      }}
      onAdd={(code) => {
        props.onAdd(code);
        if (!code.toUpperCase().startsWith('AURUM-GIFT-')) return setError('Cadeaukaart is ongeldig of opgebruikt');
        setCards((list) => [...list, { id: list.length + 100, code: `••••••••${code.slice(-4)}`, gift_card_type: 'static', used_gift_card_amount: 2500, base_gift_card_amount: 2500 }]);
        setValue('');
      }}
      onRemove={(code) => {
        props.onRemove(code);
        setCards((list) => list.filter((card) => card.code !== code));
      }}
    />
  );
}

const meta = {
  title: 'Kit/Checkout/Gift cards',
  component: CheckoutGiftCards,
  args: { cards: [], value: '', onValueChange: fn(), onAdd: fn(), onRemove: fn(), currency: 'EUR', locale: 'nl', labels: checkoutGiftCardsLabels(getT('nl')) },
  argTypes: { locale: { control: false }, labels: { control: false } },
  render: (args) => <Interactive {...args} labels={checkoutGiftCardsLabels(getT(args.locale))} />,
  decorators: [(Story) => <div className="max-w-sm border border-line bg-surface p-6">{Story()}</div>],
} satisfies Meta<typeof CheckoutGiftCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add two cards (several may be used), then remove one. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Cadeaukaart' });
    await userEvent.type(field, 'AURUM-GIFT-0100{Enter}');
    await userEvent.type(field, 'AURUM-GIFT-0200{Enter}');
    const list = canvas.getByRole('list', { name: 'Cadeaukaarten' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijder cadeaukaart ••••••••0100' }));
    await expect(args.onRemove).toHaveBeenCalledWith('••••••••0100');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** No card yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
  },
};

/** An unknown or used-up card. */
export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cadeaukaart' }), 'ONBEKEND{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cadeaukaart is ongeldig of opgebruikt');
  },
};

/** Being bound by the API. */
export const Loading: Story = {
  args: { value: 'AURUM-GIFT-0100', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Toevoegen/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A card on the cart, shown masked with what it pays. */
export const WithCard: Story = {
  args: { cards: discountedCheckoutCart.options.gift_cards },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/••••••••0100\s*EUR\s-100,00/);
  },
};
