import { describe, expect, it } from 'vitest';
import { engagementRingCategorySlugs, listedCategory, showsForProduct } from './product-categories';

const ring = [
  { slug: 'rings', title: 'Ringen' },
  { slug: 'engagement-rings', title: 'Verlovingsringen' },
];
const block = (category_slugs: string[]) => ({ data: { category_slugs } });

describe('showsForProduct', () => {
  it('shows for a product with one of the listed categories, by default the engagement rings', () => {
    expect(showsForProduct(block([...engagementRingCategorySlugs]), ring)).toBe(true);
    expect(showsForProduct(block([...engagementRingCategorySlugs]), [{ slug: 'zasnuby' }])).toBe(true);
  });

  it('stays hidden for other categories, an empty list, or no product', () => {
    expect(showsForProduct(block([...engagementRingCategorySlugs]), [{ slug: 'necklaces' }])).toBe(false);
    expect(showsForProduct(block([]), ring)).toBe(false);
    expect(showsForProduct(block(['rings']), undefined)).toBe(false);
  });
});

describe('listedCategory', () => {
  it('is the product’s first listed category, in the product’s order', () => {
    expect(listedCategory(ring, ['engagement-rings', 'rings'])?.slug).toBe('rings');
    expect(listedCategory(ring, ['engagement-rings'])?.title).toBe('Verlovingsringen');
    expect(listedCategory(ring, ['necklaces'])).toBeUndefined();
  });
});
