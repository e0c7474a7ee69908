import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instagramBlock } from '../../stories/fixtures/content-blocks';
import { Instagram } from './instagram';
import { instagramBlockSchema } from './schema';

const parse = (data: Record<string, unknown>) => instagramBlockSchema.safeParse({ id: 1, type: 'instagram', data });
const post = (url: string) => ({ caption: 'Goud', url, image: { url: '/a.svg' } });

describe('instagramBlockSchema', () => {
  it('links posts to Instagram over https or to a shop page, nowhere else', () => {
    expect(parse({ posts: [post('https://www.instagram.com/p/abc/'), post('https://instagram.com/p/def/'), post('/ringen')] }).success).toBe(true);
    const result = parse({ posts: [post('http://www.instagram.com/p/abc/'), post('https://elders.example/p/1'), post('javascript:alert(1)')], profile_url: 'https://facebook.com/aurum' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.posts.0.url', 'data.posts.1.url', 'data.posts.2.url', 'data.profile_url']);
  });

  it('takes at most 12 posts, each with a caption', () => {
    expect(parse({ posts: Array.from({ length: 13 }, () => post('/ringen')) }).success).toBe(false);
    expect(parse({ posts: [{ ...post('/ringen'), caption: ' ' }] }).success).toBe(false);
  });
});

describe('Instagram', () => {
  it('shows each post as a link named by its caption, Instagram ones in a new window', () => {
    render(<Instagram block={instagramBlock} locale="nl" />);
    const section = screen.getByRole('region', { name: 'Volg ons op Instagram' });
    expect(section).toHaveAttribute('data-block', 'instagram');
    const links = within(screen.getByRole('list', { name: 'Instagram-berichten' })).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAccessibleName('Goud stapelen op een zondagochtend (opent in een nieuw venster)');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[2]).not.toHaveAttribute('target');
  });

  it('localises shop links and the follow link in English', () => {
    render(<Instagram block={instagramBlock} locale="en" />);
    expect(screen.getByRole('link', { name: /bloemoorbellen/ })).toHaveAttribute('href', '/en/catalog?categories=earrings');
    expect(screen.getByRole('link', { name: 'Follow @juwelieraurum on Instagram (opens in a new window)' })).toBeInTheDocument();
  });

  it('renders nothing without posts', () => {
    const { container } = render(<Instagram block={instagramBlockSchema.parse({ id: 2, type: 'instagram', data: {} })} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });
});
