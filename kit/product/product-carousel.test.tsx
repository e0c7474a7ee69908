import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCarousel } from './product-carousel';

describe('ProductCarousel', () => {
  it('is a named list that pages by almost its width with previous/next', async () => {
    render(
      <ProductCarousel labels={{ list: 'Misschien ook mooi', previous: 'Vorige producten', next: 'Volgende producten' }} buttonClassName="">
        <li>Een</li>
        <li>Twee</li>
      </ProductCarousel>,
    );
    const list = screen.getByRole('list', { name: 'Misschien ook mooi' });
    Object.defineProperty(list, 'clientWidth', { value: 1000 });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    await userEvent.click(screen.getByRole('button', { name: 'Volgende producten' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 900 }));
    await userEvent.click(screen.getByRole('button', { name: 'Vorige producten' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -900 }));
  });
});
