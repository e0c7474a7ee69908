import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ProductToggles } from './product-toggles';

function Toggles() {
  const [wishlisted, setWishlisted] = useState(false);
  const [compared, setCompared] = useState(true);
  return (
    <ProductToggles
      wishlisted={wishlisted}
      compared={compared}
      onWishlist={() => setWishlisted(!wishlisted)}
      onCompare={() => setCompared(!compared)}
      labels={{ wishlist: 'Bewaar op verlanglijst', compare: 'Vergelijk' }}
    />
  );
}

const meta = {
  title: 'Kit/Product/Product toggles',
  component: Toggles,
} satisfies Meta<typeof Toggles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wishlist and compare as pressed/unpressed toggles. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const wishlist = canvas.getByRole('button', { name: 'Bewaar op verlanglijst' });
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wishlist);
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Vergelijk' })).toHaveAttribute('aria-pressed', 'true');
  },
};
