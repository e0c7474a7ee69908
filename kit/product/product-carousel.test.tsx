import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CarouselButtonsSlot } from './carousel-buttons.lazy';
import { ProductCarousel } from './product-carousel';

const labels = { list: 'Misschien ook mooi', previous: 'Vorige producten', next: 'Volgende producten' };

describe('ProductCarousel', () => {
  it("is a named list whose previous/next (the server's copy until their island is in) page it by almost its width", async () => {
    render(
      <ProductCarousel id="related" labels={labels} buttonClassName="">
        <li>Een</li>
        <li>Twee</li>
      </ProductCarousel>,
    );
    const list = screen.getByRole('list', { name: 'Misschien ook mooi' });
    expect(screen.getByRole('button', { name: 'Volgende producten' })).toBeInTheDocument();
    Object.defineProperty(list, 'clientWidth', { value: 1000 });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    await CarouselButtonsSlot.preload();
    // The island takes over when the browser is idle.
    await waitFor(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Volgende producten' }));
      expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 900 }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Vorige producten' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -900 }));
  });
});
