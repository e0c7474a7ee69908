import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * The catalogue's cache versions (spec section 9), advanced by triggers on every write: products,
 * their links and the taxonomies move `product`; collections move `collection`. A value cached
 * with the versions it was read under is never stale, in any number of processes.
 */
export async function catalogueVersions(db: Db): Promise<{ product: number; collection: number }> {
  const [row] = await queryRows<{ product: number; collection: number }>(
    db,
    sql`SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM cache_version_product)::int AS product,
               (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM cache_version_collection)::int AS collection`,
  );
  return { product: Number(row?.product ?? 0), collection: Number(row?.collection ?? 0) };
}
