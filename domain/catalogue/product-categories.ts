/**
 * Blocks that belong to one kind of product (the diamond's 4 C's, the ring configurator) list
 * the category slugs they show for. Spec section 2: diamond knowledge shows for the slugs
 * zasnuby and engagement-rings; the engagement-ring blocks share that default.
 */
export const engagementRingCategorySlugs: readonly string[] = ['zasnuby', 'engagement-rings'];

/** The product's first category (in the product's own order) whose slug is listed. */
export function listedCategory<C extends { slug: string }>(categories: C[] | undefined, slugs: readonly string[]): C | undefined {
  return categories?.find((category) => slugs.includes(category.slug));
}

/** Whether a block with a category list shows for a product: one of the product's categories is listed. */
export function showsForProduct(block: { data: { category_slugs: readonly string[] } }, categories: { slug: string }[] | undefined): boolean {
  return listedCategory(categories, block.data.category_slugs) !== undefined;
}
