import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostNeighbours } from './post-neighbours';

const labels = { nav: 'Meer uit het journaal', previous: 'Vorig artikel', next: 'Volgend artikel' };

describe('PostNeighbours', () => {
  it('links the newer post as previous and the older as next', () => {
    render(<PostNeighbours previous={{ title: 'Nieuwer', href: '/articles/a/nieuwer' }} next={{ title: 'Ouder', href: '/articles/a/ouder' }} labels={labels} />);
    expect(screen.getByRole('navigation', { name: 'Meer uit het journaal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vorig artikel Nieuwer' })).toHaveAttribute('href', '/articles/a/nieuwer');
    expect(screen.getByRole('link', { name: 'Volgend artikel Ouder' })).toHaveAttribute('rel', 'next');
  });

  it('renders nothing for a post without neighbours', () => {
    const { container } = render(<PostNeighbours previous={null} next={null} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
