import { z } from 'zod';
import { centsSchema, idSchema, textSchema, wholeNumberParam } from './common';

/*
 * The back office's catalogue operations (`/admin/catalogue/*`, area `catalogue`: merchandisers and
 * admins): stock and price per variant (a product configuration), alone, in bulk or by CSV; a
 * product's sale and whether it is published. Money is integer cents.
 */

/** Variants on one page of the back office's list. */
export const ADMIN_VARIANTS_PER_PAGE = 50;
/** "Low stock": a variant that tracks its stock and has this many units or fewer (sold out included). */
export const LOW_STOCK_THRESHOLD = 3;
/** Highest stock a variant may be given (a typing slip, not a shop's real stock, goes above it). */
export const MAX_STOCK_QTY = 1_000_000;
/** Highest price of a variant in cents (€ 1 000 000). */
export const MAX_VARIANT_COST = 100_000_000;
/** Variants one bulk edit may change (a few pages of the list). */
export const MAX_BULK_ROWS = 500;
/** Records one CSV import may hold, header included (the body limit, BODY_LIMIT_BYTES, counts too). */
export const MAX_CSV_RECORDS = 50_001;
/** Highest sale percentage staff may set; 0 is no sale. */
export const MAX_SALE_PERCENT = 90;
/** The CSV's columns, as the export writes them; an import needs `sku` and `stock_qty` and/or `cost`. */
export const catalogueCsvColumns = ['sku', 'title', 'stock_qty', 'cost', 'active'] as const;
export type CatalogueCsvColumn = (typeof catalogueCsvColumns)[number];

export const stockFilterSchema = z.enum(['all', 'out', 'low']);
export const publishedFilterSchema = z.enum(['all', 'published', 'unpublished']);

/** GET /admin/catalogue/variants: search SKU or title (any part, any case, either language), filters, page. */
export const adminVariantQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  q: textSchema.trim().max(100).optional(),
  /** `out`: tracked and none left; `low`: tracked and LOW_STOCK_THRESHOLD or fewer. */
  stock: stockFilterSchema.default('all'),
  /** Whether the product is published (`active`). */
  published: publishedFilterSchema.default('all'),
  page: wholeNumberParam(1, 100_000).default(1),
});
export type AdminVariantQuery = z.infer<typeof adminVariantQuerySchema>;

/** One variant as the back office edits it, with what it shows of its product. */
export const adminVariantSchema = z.object({
  configuration_id: z.number().int(),
  sku: z.string(),
  product_id: z.number().int(),
  product_slug: z.string(),
  /** The product's title in the request's language (else the shop's default one). */
  title: z.string(),
  material: z.string().nullable(),
  size: z.string().nullable(),
  /** When false the variant never sells out, whatever `stock_qty` says. */
  track_inventory: z.boolean(),
  stock_qty: z.number().int(),
  /** The regular price in cents. */
  cost: centsSchema,
  /** What a shopper pays now: `cost` with the product's sale applied. */
  price: centsSchema,
  product_active: z.boolean(),
  /** The product's sale in whole percent; 0 when it has none. */
  sale_value: z.number().int(),
  sale_ends_at: z.string().nullable(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminVariantPageSchema = z.object({
  items: z.array(adminVariantSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
});
export type AdminVariantPage = z.infer<typeof adminVariantPageSchema>;

/** One variant's new stock and/or price; what is left out stays. */
export const variantChangeSchema = z.object({
  configuration_id: idSchema,
  stock_qty: z.number().int().min(0).max(MAX_STOCK_QTY).optional(),
  cost: z.number().int().min(1).max(MAX_VARIANT_COST).optional(),
});
export type VariantChange = z.infer<typeof variantChangeSchema>;

/**
 * PATCH /admin/catalogue/variants: all rows or none. 422 `validation_failed` with `rows.N.field`
 * for each problem (N counts from 0): a value out of range, an unknown variant, a variant twice,
 * a row that changes nothing.
 */
export const variantBulkEditSchema = z.object({ rows: z.array(variantChangeSchema).min(1).max(MAX_BULK_ROWS) });
export type VariantBulkEdit = z.infer<typeof variantBulkEditSchema>;

/** What a bulk edit or an import did. */
export const variantChangeResultSchema = z.object({
  /** Variants whose stock or price changed (rows that repeat the stored values change nothing). */
  changed: z.number().int(),
  /** "Back in stock" mails queued: subscribers of variants that came back. */
  restock_mails: z.number().int(),
});
export type VariantChangeResult = z.infer<typeof variantChangeResultSchema>;

/** PATCH /admin/catalogue/products/{id}: the sale and/or publishing; what is left out stays. */
export const productEditSchema = z
  .object({
    sale: z
      .object({
        /** Whole percent off, 0–MAX_SALE_PERCENT; 0 ends the sale (and its end date). */
        value: z.number().int().min(0).max(MAX_SALE_PERCENT),
        /** When the sale ends (the product page counts down to it); in the future, and only with a sale. */
        ends_at: z.iso.datetime({ offset: true }).nullable(),
      })
      .optional(),
    active: z.boolean().optional(),
  })
  .refine((edit) => edit.sale !== undefined || edit.active !== undefined, { message: 'nothing to change' });
export type ProductEdit = z.infer<typeof productEditSchema>;

export const adminCatalogueProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  active: z.boolean(),
  sale_value: z.number().int(),
  sale_ends_at: z.string().nullable(),
  /** The lowest variant price and what a shopper pays for it (listings filter and sort by it). */
  min_cost: centsSchema,
  price: centsSchema,
});
export type AdminCatalogueProduct = z.infer<typeof adminCatalogueProductSchema>;

export const csvExportQuerySchema = z.object({ lang: textSchema.max(35).optional() });

/** POST /admin/catalogue/import: what it read and did. */
export const csvImportResultSchema = variantChangeResultSchema.extend({
  /** Data records read (the header left out). */
  rows: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
