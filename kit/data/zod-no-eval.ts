import { z } from 'zod';

/**
 * In the browser, zod runs without its compiled (eval) parsers: the shop's CSP allows no eval, and
 * zod's first object parse would probe `new Function('')`, which the browser refuses and reports
 * as a CSP violation on every page that reads the API. The server keeps the faster compiled path.
 * Every client module that parses with zod imports this first.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
