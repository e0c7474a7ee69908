import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journalPost } from '../../stories/fixtures/journal';
import { postDate } from './journal';
import { PostHeader, PostTags } from './post-header';

const labels = { categories: 'Categorieën', by: 'Geschreven door', published: 'Gepubliceerd op' };
const props = {
  title: journalPost.title,
  excerpt: journalPost.excerpt,
  image: journalPost.image,
  date: postDate(journalPost.published_at, 'nl'),
  author: journalPost.author,
  categories: journalPost.categories.map((c) => ({ label: c.title, href: `/articles/${c.slug}` })),
  labels,
};

describe('PostHeader', () => {
  it('shows the title as h1, the categories as links, author with role and avatar, the date and the cover', () => {
    const { container } = render(<PostHeader {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: journalPost.title })).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: 'Categorieën' });
    expect(within(categories).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/articles/edelstenen', '/articles/verloving-en-trouwen']);
    expect(container.querySelector('[data-slot="post-author"]')).toHaveTextContent('Geschreven door Daan Verbeek, Gemmoloog');
    expect(container.querySelector('[data-slot="post-author-avatar"]')).toHaveAttribute('alt', '');
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20');
    expect(screen.getByText(/Gepubliceerd op/)).toHaveClass('sr-only');
    expect(container.querySelector('[data-slot="post-cover"]')).toHaveAttribute('alt', journalPost.title);
  });

  it('leaves out what the post does not have', () => {
    const { container } = render(<PostHeader {...props} image={null} author={{ name: 'Redactie', role: '', avatar: null }} categories={[]} excerpt={undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('[data-slot="post-author"]')).toHaveTextContent(/^Geschreven door Redactie$/);
  });
});

describe('PostTags', () => {
  it('links each tag to the filtered journal with a name that contains the visible text', () => {
    render(<PostTags tags={[{ label: 'diamant', href: '/articles?tag=diamant' }]} labels={{ title: 'Onderwerpen', link: 'Artikelen over {tag}' }} />);
    expect(screen.getByRole('link', { name: 'Artikelen over diamant' })).toHaveTextContent('diamant');
  });

  it('renders nothing without tags', () => {
    const { container } = render(<PostTags tags={[]} labels={{ title: 'Onderwerpen', link: '{tag}' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
