import { CsvSyntaxError, formatCsv, formatEuros, inertSpreadsheetText, parseCsv, parseEuros, parseWholeNumber, type CsvRecord } from '../../../domain/catalogue/csv';
import type { Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import { catalogueCsvColumns, MAX_CSV_RECORDS, MAX_STOCK_QTY, MAX_VARIANT_COST, type CatalogueCsvColumn, type CsvImportResult } from '../../contract/catalogue-admin';
import type { Db } from '../../db/client';
import type { LinkBuilder } from '../../lib/origin';
import { languageIds } from '../settings';
import type { AuditActor } from '../staff';
import { applyVariantChanges, invalid, refuseProblems, say, type FieldProblems, type VariantTarget } from './catalogue.admin';
import { lockVariants, readVariants, variantIdsBySku } from './catalogue.admin.queries';

/*
 * The catalogue as CSV (RFC 4180, domain/catalogue/csv.ts): one record per variant with its SKU,
 * product title, stock, price in euros with a dot and whether the product is published. An import
 * reads `sku` with `stock_qty` and/or `cost`; `title` and `active` may be there (an export sent
 * back) and are not read. Every record is checked before anything is written; any problem is a
 * 422 listing each as `rows.N.column` (N: the record's number in the file, the header being 1).
 */

/** Problems reported at most: past that a file is wrong throughout and more help nobody. */
const MAX_REPORTED = 200;

/** Every variant as CSV, in the list's order, titles in `locale`. */
export async function exportCatalogueCsv(db: Db, locale: Locale): Promise<string> {
  const rows = await readVariants(db, { stock: 'all', published: 'all' }, await languageIds(db, locale));
  const records = rows.map((row) => [row.sku, inertSpreadsheetText(row.title), String(row.stockQty), formatEuros(row.cost), String(row.active)]);
  return formatCsv([[...catalogueCsvColumns], ...records]);
}

type Columns = Partial<Record<CatalogueCsvColumn, number>>;

/** The header's columns by position, or 422 on `header`. */
function readHeader(header: CsvRecord | undefined, lang: ValidationLanguage): Columns {
  const expected = catalogueCsvColumns.join(',');
  const wrong = (nl: string, en: string) => invalid({ header: say(lang, `${nl} Verwacht: ${expected}`, `${en} Expected: ${expected}`) });
  if (!header) return wrong('Het bestand is leeg.', 'The file is empty.');
  const columns: Columns = {};
  header.fields.forEach((name, index) => {
    const column = name.trim().toLowerCase();
    if (!(catalogueCsvColumns as readonly string[]).includes(column)) {
      if (column.includes(';')) wrong('Scheid de kolommen met komma’s, niet met puntkomma’s.', 'Separate the columns with commas, not semicolons.');
      wrong(`Onbekende kolom "${name}".`, `Unknown column "${name}".`);
    }
    if (columns[column as CatalogueCsvColumn] !== undefined) wrong(`De kolom "${column}" staat er twee keer in.`, `The column "${column}" is there twice.`);
    columns[column as CatalogueCsvColumn] = index;
  });
  if (columns.sku === undefined || (columns.stock_qty === undefined && columns.cost === undefined)) wrong('Er ontbreekt een kolom: sku, en stock_qty en/of cost.', 'A column is missing: sku, and stock_qty and/or cost.');
  return columns;
}

interface ParsedRow {
  record: number;
  sku: string;
  target: VariantTarget;
}

/** A record's values, with its problems added to `problems`. */
function readRecord(record: CsvRecord, columns: Columns, width: number, firstRecordOf: Map<string, number>, problems: FieldProblems, lang: ValidationLanguage): ParsedRow | undefined {
  const at = (column: CatalogueCsvColumn) => `rows.${record.number}.${column}`;
  if (record.fields.length !== width) {
    problems[`rows.${record.number}`] = say(lang, `${record.fields.length} velden in plaats van ${width}`, `${record.fields.length} fields instead of ${width}`);
    return undefined;
  }
  const cell = (column: CatalogueCsvColumn) => (columns[column] === undefined ? undefined : record.fields[columns[column]]!.trim());
  const sku = cell('sku')!;
  const target: VariantTarget = {};
  if (!sku) problems[at('sku')] = say(lang, 'De SKU ontbreekt', 'The SKU is missing');
  else if (firstRecordOf.has(sku)) problems[at('sku')] = say(lang, `Deze SKU staat ook in regel ${firstRecordOf.get(sku)}`, `This SKU is in row ${firstRecordOf.get(sku)} too`);
  else firstRecordOf.set(sku, record.number);
  const stock = cell('stock_qty');
  if (stock !== undefined) {
    const value = parseWholeNumber(stock);
    if (value === undefined) problems[at('stock_qty')] = stock.startsWith('-') ? say(lang, 'De voorraad kan niet negatief zijn', 'Stock cannot be negative') : say(lang, `"${stock}" is geen heel getal`, `"${stock}" is not a whole number`);
    else if (value > MAX_STOCK_QTY) problems[at('stock_qty')] = say(lang, `Hoogstens ${MAX_STOCK_QTY}`, `At most ${MAX_STOCK_QTY}`);
    else target.stockQty = value;
  }
  const cost = cell('cost');
  if (cost !== undefined) {
    const value = parseEuros(cost);
    if (value === undefined) problems[at('cost')] = say(lang, `"${cost}" is geen bedrag in euro met een punt, zoals 1299.00`, `"${cost}" is not an amount in euros with a dot, such as 1299.00`);
    else if (value <= 0) problems[at('cost')] = say(lang, 'De prijs moet hoger zijn dan 0', 'The price must be above 0');
    else if (value > MAX_VARIANT_COST) problems[at('cost')] = say(lang, `Hoogstens ${formatEuros(MAX_VARIANT_COST)}`, `At most ${formatEuros(MAX_VARIANT_COST)}`);
    else target.cost = value;
  }
  return sku ? { record: record.number, sku, target } : undefined;
}

/** At most MAX_REPORTED problems, and a line saying how many more there were. */
function reported(problems: FieldProblems, lang: ValidationLanguage): FieldProblems {
  const entries = Object.entries(problems);
  if (entries.length <= MAX_REPORTED) return problems;
  const more = entries.length - MAX_REPORTED;
  return { ...Object.fromEntries(entries.slice(0, MAX_REPORTED)), file: say(lang, `En nog ${more} problemen`, `And ${more} more problems`) };
}

/**
 * Imports stock and prices from CSV: all records or none. Answers how many data records it read,
 * how many variants changed and the "back in stock" mails it queued.
 */
export async function importCatalogueCsv(db: Db, text: string, actor: AuditActor, lang: ValidationLanguage, link: LinkBuilder): Promise<CsvImportResult> {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const problem = { unclosed_quote: say(lang, 'Een aanhalingsteken wordt niet gesloten', 'A quote is never closed'), stray_quote: say(lang, 'Een aanhalingsteken midden in een veld (zet het veld tussen aanhalingstekens en verdubbel het)', 'A quote inside a field (quote the field and double the quote)'), text_after_quote: say(lang, 'Tekst na een sluitend aanhalingsteken', 'Text after a closing quote') }[error.problem];
    return invalid({ [`rows.${error.record}`]: problem });
  }
  if (records.length > MAX_CSV_RECORDS) invalid({ file: say(lang, `Hoogstens ${MAX_CSV_RECORDS - 1} regels per bestand`, `At most ${MAX_CSV_RECORDS - 1} rows a file`) });
  const columns = readHeader(records[0], lang);
  const width = records[0]!.fields.length;
  const problems: FieldProblems = {};
  const firstRecordOf = new Map<string, number>();
  const rows = records.slice(1).flatMap((record) => readRecord(record, columns, width, firstRecordOf, problems, lang) ?? []);
  if (records.length === 1) problems.file = say(lang, 'Het bestand heeft alleen een kopregel', 'The file has only a header');

  return db.transaction(async (tx) => {
    const ids = await variantIdsBySku(tx, rows.map((row) => row.sku));
    for (const row of rows) if (!ids.has(row.sku)) problems[`rows.${row.record}.sku`] ??= say(lang, `Onbekende SKU "${row.sku}"`, `Unknown SKU "${row.sku}"`);
    refuseProblems(reported(problems, lang));
    const locked = await lockVariants(tx, [...ids.values()]);
    const targets = new Map(rows.map((row) => [ids.get(row.sku)!, row.target]));
    const result = await applyVariantChanges(tx, locked, targets, actor, 'product_configuration.import', link);
    return { rows: records.length - 1, ...result };
  });
}
