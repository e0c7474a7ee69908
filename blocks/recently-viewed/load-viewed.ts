import type { Locale } from '../../domain/locale';
import type { ProductListItem } from '../../api/contract/products';
import { toCardProduct, type CardProduct } from '../../kit/product/card-product';
import { accountRequest } from '../../kit/data/account-requests';

/**
 * The browser's read of viewed products: `GET /products/{id}` per id, through the islands'
 * zod-free request helper. An answer is checked by hand just enough to draw a card; a failed or
 * malformed one (a product no longer sold) is left out.
 */
export function isCardable(value: unknown): value is ProductListItem {
  const p = value as Partial<ProductListItem> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.id === 'number' &&
    typeof p.slug === 'string' &&
    typeof p.base_cost === 'number' &&
    typeof p.sale === 'boolean' &&
    typeof p.sale_value === 'number' &&
    Array.isArray(p.images) &&
    Array.isArray(p.badges) &&
    typeof p.mixedTranslation?.title === 'string'
  );
}

/** Cards of the products with these ids, in the same order. */
export async function loadViewed(ids: number[], lang: Locale, fetcher?: typeof fetch): Promise<CardProduct[]> {
  const answers = await Promise.all(ids.map((id) => accountRequest<unknown>({ method: 'GET', path: `/products/${id}`, lang }, fetcher)));
  return answers.flatMap((answer) => (answer.ok && isCardable(answer.data) ? [toCardProduct(answer.data)] : []));
}
