import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

const labels = {
  breadcrumb: 'Kruimelpad',
  navigation: 'Bladeren door producten',
  previous: 'Vorige',
  next: 'Volgende',
  previousProduct: 'Vorig product: {title}',
  nextProduct: 'Volgend product: {title}',
};
const items = [{ label: 'Home', href: '/' }, { label: 'Ringen', href: '/catalog?categories=rings' }, { label: 'Solitair' }];

describe('Breadcrumb', () => {
  it('links home and the category and marks the product as the current page', () => {
    render(<Breadcrumb items={items} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Ringen' })).toHaveAttribute('href', '/catalog?categories=rings');
    expect(screen.getByText('Solitair')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Bladeren door producten' })).toBeNull();
  });

  it('links the previous and next products with their titles', () => {
    render(<Breadcrumb items={items} labels={labels} previous={{ href: '/product/a', title: 'Halo' }} next={{ href: '/product/b', title: 'Trilogy' }} />);
    expect(screen.getByRole('link', { name: 'Vorig product: Halo' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Volgend product: Trilogy' })).toHaveAttribute('href', '/product/b');
  });

  it('gives the trail to search engines as a BreadcrumbList when it knows the page URL', () => {
    const { container } = render(<Breadcrumb items={items} labels={labels} pageUrl="https://shop.example/product/solitair" />);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Ringen', item: 'https://shop.example/catalog?categories=rings' },
      { '@type': 'ListItem', position: 3, name: 'Solitair', item: 'https://shop.example/product/solitair' },
    ]);
    expect(render(<Breadcrumb items={items} labels={labels} />).container.querySelector('script')).toBeNull();
  });
});
