import { describe, expect, it } from 'vitest';
import { readCaratTables } from '../../../../kit/carat/carat-tables';
import { caratFor, caratShapes } from '../../../../domain/carat/carat';
import { dynamic, GET } from './route';

describe('GET /api/carat-tables', () => {
  it('serves the 14 checked tables as cacheable, static JSON', async () => {
    const response = GET();
    expect(dynamic).toBe('force-static');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const tables = readCaratTables(await response.json());
    expect(Object.keys(tables)).toEqual([...caratShapes]);
    expect(caratFor(tables, 'round', '6.0')).toBe(0.84);
  });
});
