import { sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { queryRows, type Db } from '../../db/client';
import { languageIds } from '../settings';
import { productTitles } from './configurations.queries';

export interface LowStockVariant {
  configurationId: number;
  productId: number;
  sku: string;
  title: string;
  stockQty: number;
}

/**
 * Variants of active products whose stock is kept (not gift cards) with `threshold` or fewer in
 * stock: how many there are, and the `limit` lowest (then by SKU) with their product's title.
 */
export async function lowStockVariants(db: Db, threshold: number, limit: number, locale: Locale): Promise<{ count: number; items: LowStockVariant[] }> {
  // count(*) OVER () is taken before LIMIT: the total and the first rows in one statement.
  const rows = await queryRows<{ id: number; product_id: number; sku: string; stock_qty: number; total: number }>(
    db,
    sql`SELECT c.id, c.product_id, c.sku, c.stock_qty, count(*) OVER ()::int AS total
        FROM product_configurations c JOIN products p ON p.id = c.product_id
        WHERE p.active AND c.track_inventory AND c.stock_qty <= ${threshold}
        ORDER BY c.stock_qty, c.sku
        LIMIT ${limit}`,
  );
  if (!rows.length) return { count: 0, items: [] };
  const titles = await productTitles(db, [...new Set(rows.map((row) => row.product_id))], await languageIds(db, locale));
  return {
    count: Number(rows[0]!.total),
    items: rows.map((row) => ({ configurationId: row.id, productId: row.product_id, sku: row.sku, title: titles.get(row.product_id) ?? row.sku, stockQty: row.stock_qty })),
  };
}
