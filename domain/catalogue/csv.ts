/**
 * CSV as RFC 4180 writes it: comma-separated fields, a field quoted with `"` when it holds a comma,
 * a quote or a line break (a quote inside doubled), records ended by CRLF. The parser also takes
 * LF or CR line ends and a leading UTF-8 byte order mark (spreadsheets write both), and refuses
 * what RFC 4180 does not allow (a stray quote, text after a closing quote, an unclosed quote).
 */

/** A record of a parsed file: its fields and its number in the file (the first record is 1). */
export interface CsvRecord {
  number: number;
  fields: string[];
}

/** Why a file is not CSV, and the record where the parser stopped. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly record: number,
    readonly problem: 'unclosed_quote' | 'stray_quote' | 'text_after_quote',
  ) {
    super(`CSV record ${record}: ${problem}`);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

/**
 * The records of a CSV text, in order. Empty lines are skipped (they hold no record); a record's
 * number counts the records before it, so it is the row a spreadsheet shows when the file has no
 * empty lines. Throws CsvSyntaxError when the text is not CSV.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  const endField = () => {
    fields.push(field);
    field = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    // A line with nothing on it is no record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ number: records.length + 1, fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (quoted) {
      if (char !== QUOTE) field += text[i];
      else if (text.charCodeAt(i + 1) === QUOTE) {
        field += '"';
        i += 1;
      } else {
        quoted = false;
        afterQuote = true;
      }
    } else if (char === COMMA) endField();
    else if (char === CR || char === LF) {
      if (char === CR && text.charCodeAt(i + 1) === LF) i += 1;
      endRecord();
    } else if (afterQuote) throw new CsvSyntaxError(records.length + 1, 'text_after_quote');
    else if (char === QUOTE) {
      if (field !== '') throw new CsvSyntaxError(records.length + 1, 'stray_quote');
      quoted = true;
    } else field += text[i];
  }
  if (quoted) throw new CsvSyntaxError(records.length + 1, 'unclosed_quote');
  if (field !== '' || fields.length > 0 || afterQuote) endRecord();
  return records;
}

/** A field as CSV writes it: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as a CSV text: CRLF after every record (RFC 4180). */
export function formatCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) made inert
 * with a leading apostrophe (OWASP "CSV injection"). For free text only: it changes the value.
 */
export function inertSpreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Cents as euros with a dot and two decimals: 129900 -> `1299.00`. */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Euros with a dot (`1299`, `1299.5`, `1299.00`) as integer cents; undefined for anything else
 * (a comma, a sign, a third decimal, thousands separators, an exponent, an empty text).
 */
export function parseEuros(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number written plainly (`0`, `12`); undefined for a sign, a decimal, spaces inside or an empty text. */
export function parseWholeNumber(text: string): number | undefined {
  const match = /^\d{1,9}$/.exec(text.trim());
  return match ? Number(match[0]) : undefined;
}
