import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockError } from './block-error';

describe('BlockError', () => {
  it('is an alert naming the block type and listing the issues', () => {
    render(
      <BlockError
        blockType="top-slider"
        title='Blok "top-slider" kan niet worden getoond'
        issues={['data.slides.0.url: must be a path inside the shop', 'data.autoplay_ms: Too small']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-block', 'top-slider');
    expect(alert).toHaveTextContent('Blok "top-slider" kan niet worden getoond');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'data.slides.0.url: must be a path inside the shop',
      'data.autoplay_ms: Too small',
    ]);
  });

  it('leaves out the list when there are no issues', () => {
    render(<BlockError blockType="faq" title="Onbekend blok" issues={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
