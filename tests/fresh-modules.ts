import { vi } from 'vitest';

// The unit and API projects run their files without isolation (vitest.config.ts: `isolate: false`),
// and Vitest then keeps every module a previous file in the worker evaluated: a file's `vi.mock`
// would not reach a module another file had already loaded, a file could get modules bound to
// another file's mocks, and module state (caches, throttles, timers) would carry over. This setup
// file runs before each test file and makes the project's modules evaluate afresh; libraries that
// Node loads itself (React, happy-dom, Testing Library, Drizzle, Hono, zod, PGlite's client) stay
// shared, which is where isolation's time went.
vi.resetModules();
