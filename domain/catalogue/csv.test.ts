import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvField, formatCsv, formatEuros, inertSpreadsheetText, parseCsv, parseEuros, parseWholeNumber } from './csv';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv', () => {
  it('reads plain records with CRLF, LF or CR line ends, numbered from 1', () => {
    expect(parseCsv('sku,stock\r\nA-1,3\r\nB-2,0\r\n')).toEqual([
      { number: 1, fields: ['sku', 'stock'] },
      { number: 2, fields: ['A-1', '3'] },
      { number: 3, fields: ['B-2', '0'] },
    ]);
    expect(fieldsOf('a,b\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(fieldsOf('a,b\rc,d\r')).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('drops a leading byte order mark', () => {
    expect(fieldsOf('\uFEFFsku,title\r\nX,Ring\r\n')).toEqual([['sku', 'title'], ['X', 'Ring']]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(fieldsOf('"Ring, goud","Zeg ""ja""","regel 1\r\nregel 2",plain\r\n')).toEqual([['Ring, goud', 'Zeg "ja"', 'regel 1\r\nregel 2', 'plain']]);
    expect(fieldsOf('"",x\n')).toEqual([['', 'x']]);
  });

  it('keeps empty fields, also at the end of a record', () => {
    expect(fieldsOf('a,,c,\n')).toEqual([['a', '', 'c', '']]);
  });

  it('skips empty lines but counts records, not lines', () => {
    expect(parseCsv('h\n\nA\n\n')).toEqual([
      { number: 1, fields: ['h'] },
      { number: 2, fields: ['A'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a stray quote, text after a closing quote and an unclosed quote, naming the record', () => {
    const problem = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        if (error instanceof CsvSyntaxError) return [error.record, error.problem];
        throw error;
      }
      return null;
    };
    expect(problem('h\nab"c,d\n')).toEqual([2, 'stray_quote']);
    expect(problem('h\n"ab"c,d\n')).toEqual([2, 'text_after_quote']);
    expect(problem('h\nx\n"open,d\n')).toEqual([3, 'unclosed_quote']);
  });
});

describe('formatCsv and csvField', () => {
  it('quotes only what needs it and ends every record with CRLF', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(formatCsv([['sku', 'title'], ['A', 'Ring, goud']])).toBe('sku,title\r\nA,"Ring, goud"\r\n');
  });

  it('round-trips through the parser', () => {
    const records = [['sku', 'title', 'n'], ['A"1', 'Ring, "goud"\r\n18k', ''], ['B', ' spaced ', '0']];
    expect(fieldsOf(formatCsv(records))).toEqual(records);
  });

  it('makes text a spreadsheet would run as a formula inert', () => {
    expect(inertSpreadsheetText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(inertSpreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(inertSpreadsheetText('Ring')).toBe('Ring');
  });
});

describe('euros and whole numbers', () => {
  it('formats cents as euros with a dot', () => {
    expect(formatEuros(129900)).toBe('1299.00');
    expect(formatEuros(5)).toBe('0.05');
    expect(formatEuros(12345)).toBe('123.45');
  });

  it('reads euros with a dot and at most two decimals', () => {
    expect(parseEuros('1299.00')).toBe(129900);
    expect(parseEuros('1299')).toBe(129900);
    expect(parseEuros('1299.5')).toBe(129950);
    expect(parseEuros(' 0.05 ')).toBe(5);
    for (const bad of ['', '12,50', '-1', '+1', '1.234', '1e3', '1 000', '1,299.00', '.5', 'abc']) expect(parseEuros(bad), bad).toBeUndefined();
  });

  it('reads plain whole numbers only', () => {
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber('12')).toBe(12);
    for (const bad of ['', '-1', '1.0', '1.5', '1e2', 'x', '1 2']) expect(parseWholeNumber(bad), bad).toBeUndefined();
  });
});
