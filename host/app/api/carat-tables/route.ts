import json from '../../../../domain/carat/carat-tables.json';
import { readCaratTables } from '../../../../kit/carat/carat-tables';

// Built once at build time (the tables are checked then: a bad table fails the build), then
// served as a file; browsers keep it a day and use a stale copy for a week while refetching.
export const dynamic = 'force-static';

/** The size-to-carat tables (spec section 3), for the size-to-weight shape selector's island. */
export function GET() {
  return Response.json(readCaratTables(json), {
    headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
