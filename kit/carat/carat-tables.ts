import '../data/zod-no-eval';
import { z } from 'zod';
import { caratShapes, parseMm, type CaratTables } from '../../domain/carat/carat';

/** Where the app serves the tables (host/app/api/carat-tables/route.ts). */
export const CARAT_TABLES_PATH = '/api/carat-tables';

const entrySchema = z.object({
  mm: z.string().refine((mm) => parseMm(mm) !== null, 'must be a size in mm such as "6.0" or "7x5"'),
  weight: z.number().positive(),
});

/** All 14 shapes, each with at least one entry; other keys are dropped. */
export const caratTablesSchema = z.object(Object.fromEntries(caratShapes.map((shape) => [shape, z.array(entrySchema).min(1)])) as Record<(typeof caratShapes)[number], z.ZodArray<typeof entrySchema>>);

/** Reads size-to-carat tables (the served JSON); throws a ZodError naming the bad entry when they do not fit. */
export function readCaratTables(json: unknown): CaratTables {
  return caratTablesSchema.parse(json);
}

/**
 * The tables from the URL the app serves, checked: a failed fetch or a table that does not fit
 * rejects. No copy is kept in memory: the response is cached by the browser (route's Cache-Control).
 */
export async function loadCaratTables(url: string = CARAT_TABLES_PATH): Promise<CaratTables> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`carat tables: HTTP ${response.status}`);
  return readCaratTables(await response.json());
}
