import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyProductServicesBlock, productServicesBlock } from '../../stories/fixtures/product-blocks';
import { ProductServices } from './product-services';
import { productServicesBlockSchema } from './schema';

describe('productServicesBlockSchema', () => {
  it('needs a title and an icon name per item', () => {
    const result = productServicesBlockSchema.safeParse({ id: 1, type: 'product-services', data: { items: [{ icon: '', title: '' }] } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.items.0.icon', 'data.items.0.title']);
  });
});

describe('ProductServices', () => {
  it('lists each promise with its icon, title and text', () => {
    render(<ProductServices block={productServicesBlock} locale="nl" />);
    const section = screen.getByRole('region', { name: 'Onze service' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[1]!).getByRole('heading', { level: 3, name: '30 dagen retour' })).toBeInTheDocument();
    expect(items[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a neutral mark for an unknown icon name, and renders nothing without items', () => {
    const block = { ...productServicesBlock, data: { items: [{ icon: 'hologram', title: 'Iets nieuws' }] } };
    const { container, rerender } = render(<ProductServices block={block} locale="nl" />);
    expect(container.querySelector('svg path')).toBeInTheDocument();
    rerender(<ProductServices block={emptyProductServicesBlock} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });
});
