import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diamondKnowledgeBlock, productContext } from '../../stories/fixtures/product-blocks';
import { necklaceDetail } from '../../stories/fixtures/product-detail';
import { DiamondKnowledge } from './diamond-knowledge';
import { diamondKnowledgeBlockSchema } from './schema';

describe('diamondKnowledgeBlockSchema', () => {
  it('defaults the categories to zasnuby and engagement-rings and keeps the link inside the shop', () => {
    expect(diamondKnowledgeBlockSchema.parse({ id: 1, type: 'diamond-knowledge', data: {} }).data.category_slugs).toEqual(['zasnuby', 'engagement-rings']);
    expect(diamondKnowledgeBlockSchema.safeParse({ id: 1, type: 'diamond-knowledge', data: { link: { text: 'x', url: 'https://elders.example' } } }).success).toBe(false);
  });
});

describe('DiamondKnowledge', () => {
  it('shows the 4 C’s on a product in a listed category', () => {
    render(<DiamondKnowledge block={diamondKnowledgeBlock} locale="nl" context={productContext()} />);
    expect(screen.getByRole('region', { name: 'Diamantkennis: de 4 C’s' })).toHaveAttribute('data-block', 'diamond-knowledge');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Cut (slijpvorm)', 'Colour (kleur)', 'Clarity (zuiverheid)', 'Carat (gewicht)']);
    expect(screen.getByRole('link', { name: 'Vraag advies aan onze gemmoloog' })).toHaveAttribute('href', '/klantenservice');
  });

  it('stays hidden for products of other categories and outside a product page', () => {
    const { container, rerender } = render(<DiamondKnowledge block={diamondKnowledgeBlock} locale="nl" context={productContext(necklaceDetail)} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DiamondKnowledge block={diamondKnowledgeBlock} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('follows the block’s own category list', () => {
    const block = { ...diamondKnowledgeBlock, data: { ...diamondKnowledgeBlock.data, category_slugs: ['necklaces'] } };
    render(<DiamondKnowledge block={block} locale="nl" context={productContext(necklaceDetail)} />);
    expect(screen.getByRole('region')).toBeInTheDocument();
  });
});
