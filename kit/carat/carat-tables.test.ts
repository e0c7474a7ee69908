import { describe, expect, it } from 'vitest';
import json from '../../domain/carat/carat-tables.json';
import { caratShapes } from '../../domain/carat/carat';
import { readCaratTables } from './carat-tables';

describe('readCaratTables', () => {
  it('accepts the served tables: all 14 shapes, every entry a size in mm with a weight', () => {
    const tables = readCaratTables(json);
    expect(Object.keys(tables).sort()).toEqual([...caratShapes].sort());
  });

  it('names the entry that does not fit', () => {
    expect(() => readCaratTables({ ...json, round: [{ mm: 'six', weight: 0.84 }] })).toThrow(/round/);
  });
});
