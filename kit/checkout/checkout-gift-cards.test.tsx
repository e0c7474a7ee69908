import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { discountedCheckoutCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutGiftCards, checkoutGiftCardsLabels } from './checkout-gift-cards';

const labels = checkoutGiftCardsLabels(getT('nl'));
const cards = discountedCheckoutCart.options.gift_cards;

describe('CheckoutGiftCards', () => {
  it('lists the bound cards with what each pays, and removes one by the code the cart shows', async () => {
    const onRemove = vi.fn();
    render(<CheckoutGiftCards cards={cards} value="" onValueChange={vi.fn()} onAdd={vi.fn()} onRemove={onRemove} currency="EUR" locale="nl" labels={labels} />);
    const item = within(screen.getByRole('list', { name: 'Cadeaukaarten' })).getByRole('listitem');
    expect(item).toHaveTextContent(/••••••••0100\s*EUR\s-100,00/);
    await userEvent.click(within(item).getByRole('button', { name: 'Verwijder cadeaukaart ••••••••0100' }));
    expect(onRemove).toHaveBeenCalledWith('••••••••0100');
  });

  it('adds a typed card; a refused one shows its error on the field next to the hint', async () => {
    const onAdd = vi.fn();
    const { rerender } = render(<CheckoutGiftCards cards={[]} value="AURUM-GIFT-0100" onValueChange={vi.fn()} onAdd={onAdd} onRemove={vi.fn()} currency="EUR" locale="nl" labels={labels} />);
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(onAdd).toHaveBeenCalledWith('AURUM-GIFT-0100');
    rerender(<CheckoutGiftCards cards={[]} value="NOPE" onValueChange={vi.fn()} onAdd={onAdd} onRemove={vi.fn()} error="Cadeaukaart is ongeldig of opgebruikt" currency="EUR" locale="nl" labels={labels} />);
    const input = screen.getByRole('textbox', { name: 'Cadeaukaart' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Cadeaukaart is ongeldig of opgebruikt.*meerdere cadeaukaarten/);
  });

  it('marks the card being removed as busy', () => {
    render(<CheckoutGiftCards cards={cards} removing={cards[0]!.code} value="" onValueChange={vi.fn()} onAdd={vi.fn()} onRemove={vi.fn()} currency="EUR" locale="nl" labels={labels} />);
    expect(screen.getByRole('button', { name: 'Verwijder cadeaukaart ••••••••0100' })).toHaveAttribute('aria-busy', 'true');
  });
});
