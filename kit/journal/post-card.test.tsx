import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journalPosts } from '../../stories/fixtures/journal';
import { toPostCard } from './journal';
import { PostCard } from './post-card';

describe('PostCard', () => {
  it('links the title to the post in the page language and shows category, excerpt, date and author', () => {
    render(<PostCard post={toPostCard(journalPosts[1]!, 'en')} />);
    const link = screen.getByRole('link', { name: 'Je ringmaat thuis bepalen: zo doe je dat' });
    expect(link).toHaveAttribute('href', '/en/articles/verloving-en-trouwen/je-ringmaat-thuis-bepalen');
    expect(link.closest('h2')).not.toBeNull();
    expect(screen.getByText('Verloving & trouwen')).toBeInTheDocument();
    expect(screen.getByText(/Met een touwtje/)).toBeInTheDocument();
    expect(screen.getByText('15 November 2026')).toHaveAttribute('dateTime', '2026-11-15');
    expect(screen.getByText(/Sanne de Wit/)).toBeInTheDocument();
  });

  it('keeps the cover decorative (the title says it) and lazy unless eager', () => {
    const { container, rerender } = render(<PostCard post={toPostCard(journalPosts[0]!, 'nl')} headingLevel={3} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    rerender(<PostCard post={toPostCard(journalPosts[0]!, 'nl')} eager />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('renders without cover, category or author', () => {
    const { container } = render(<PostCard post={toPostCard(journalPosts[6]!, 'nl')} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/articles/news/nieuw-atelier-prinsengracht');
    expect(container.textContent).not.toContain('·');
  });
});
