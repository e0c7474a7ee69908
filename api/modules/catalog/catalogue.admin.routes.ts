import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { adminCatalogueProductSchema, adminVariantPageSchema, adminVariantQuerySchema, csvExportQuerySchema, csvImportResultSchema, LOW_STOCK_THRESHOLD, MAX_SALE_PERCENT, productEditSchema, variantBulkEditSchema, variantChangeResultSchema } from '../../contract/catalogue-admin';
import { hasUnstorableCharacters, idPathSchema } from '../../contract/common';
import { AppError } from '../../lib/errors';
import { createRouter } from '../../lib/openapi';
import { shopLinks } from '../../lib/origin';
import { requireStaff, staffErrorResponses } from '../staff';
import { editCatalogueProduct, bulkEditVariants, invalid, listAdminVariants, say } from './catalogue.admin';
import { exportCatalogueCsv, importCatalogueCsv } from './catalogue.admin-csv';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const csv = { 'text/csv': { schema: z.string() } };
const tags = ['admin: catalogue'];
const who = 'Merchandisers and admins (403 `role_not_allowed` for others).';
const mails = 'Subscribers ("mail me when it is back") of a variant whose stock goes up to above zero are mailed once, in the same transaction.';

/** A day's name for the export's file. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The back office's catalogue operations: variants' stock and prices (one by one, in bulk, by CSV),
 * products' sales and publishing. Every change is audited in its transaction.
 */
export const catalogueAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/catalogue/variants',
      tags,
      summary: `Variants (product configurations) with their product, in product order, 50 a page: \`q\` finds any part of the SKU or the product's title (any language, any case); \`stock\` \`out\` (tracked, none left) or \`low\` (tracked, ${LOW_STOCK_THRESHOLD} or fewer); \`published\`. ${who}`,
      request: { query: adminVariantQuerySchema },
      responses: { 200: { description: 'A page of variants', content: json(dataEnvelope(adminVariantPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'catalogue');
      return c.json({ data: await listAdminVariants(c.var.db, c.req.valid('query'), c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/admin/catalogue/variants',
      tags,
      summary: `Sets variants' stock and/or price (cents): every row or none. 422 with \`rows.N.field\` (N from 0) per problem: a value out of range, an unknown variant, a variant twice, a row without a change. The products' lowest and base prices follow. ${mails} ${who}`,
      request: { query: langQuerySchema, body: { required: true, content: json(variantBulkEditSchema) } },
      responses: { 200: { description: 'What changed', content: json(dataEnvelope(variantChangeResultSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'catalogue');
      return c.json({ data: await bulkEditVariants(c.var.db, c.req.valid('json'), actor, c.var.validationLanguage, shopLinks(c)) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/admin/catalogue/products/{id}',
      tags,
      summary: `Sets a product's sale (\`value\` 0–${MAX_SALE_PERCENT} whole percent, 0 ends it; \`ends_at\` in the future, only with a sale: 422 on \`sale.ends_at\`) and/or publishes it (\`active\`); 404 \`product_not_found\`. Publishing mails the waiting subscribers of its variants in stock. ${who}`,
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(productEditSchema) } },
      responses: { 200: { description: 'The product', content: json(dataEnvelope(adminCatalogueProductSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'catalogue');
      return c.json({ data: await editCatalogueProduct(c.var.db, c.req.valid('param').id, c.req.valid('json'), actor, c.var.validationLanguage, c.var.locale, shopLinks(c)) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/catalogue/export',
      tags,
      summary: `Every variant as CSV (RFC 4180: commas, quoted where needed, CRLF, UTF-8 with a byte order mark for spreadsheets): \`sku,title,stock_qty,cost,active\`, cost in euros with a dot (\`1299.00\`), titles in \`lang\`. ${who}`,
      request: { query: csvExportQuerySchema },
      responses: { 200: { description: 'The CSV file', content: csv }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'catalogue');
      const text = await exportCatalogueCsv(c.var.db, c.var.locale);
      return c.body(`\uFEFF${text}`, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="catalogue-${today()}.csv"`, 'cache-control': 'no-store' });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/catalogue/import',
      tags,
      summary: `Imports stock and prices from CSV (body \`text/csv\`, at most BODY_LIMIT_BYTES): the header names \`sku\` and \`stock_qty\` and/or \`cost\` (euros with a dot); \`title\` and \`active\` may be there and are not read. All records or none: 422 with \`header\`, \`file\` or \`rows.N.column\` (N: the record's number, the header being 1) per problem — unknown or repeated SKU, a negative or broken number, a wrong header. ${mails} ${who}`,
      request: { query: langQuerySchema, body: { required: true, content: csv } },
      responses: { 200: { description: 'What was read and changed', content: json(dataEnvelope(csvImportResultSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'catalogue');
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'text/csv' && type !== 'text/plain') throw new AppError('bad_request', 'bad_request');
      const text = await c.req.text();
      if (hasUnstorableCharacters(text)) invalid({ file: say(c.var.validationLanguage, 'Het bestand bevat tekens die geen tekst zijn; sla het op als CSV in UTF-8', 'The file holds characters that are not text; save it as CSV in UTF-8') });
      return c.json({ data: await importCatalogueCsv(c.var.db, text, actor, c.var.validationLanguage, shopLinks(c)) }, 200);
    },
  );
