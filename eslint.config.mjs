import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import storybook from 'eslint-plugin-storybook';

const apiInternals = ['./api/app.ts', './api/server.ts', './api/db', './api/modules', './api/lib', './api/seed'];
const blockFolders = readdirSync(new URL('./blocks', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The storefront's layers (ARCHITECTURE.md): host -> registry -> blocks -> kit -> domain, and
 * api/contract beside the kit. Imports point down only; each zone names what it keeps out.
 * `domainFixtures`: domain's own tests may read the shared story fixtures (test data only).
 */
function layerZones({ domainFixtures = false } = {}) {
  return [
    {
      target: './domain',
      from: ['./api', './kit', './blocks', './host', './registry.ts', './block-schemas.ts', './tests', './scripts', './bench'],
      message: 'domain/ is the bottom layer: pure rules that import nothing outside domain/.',
    },
    { target: './domain', from: './stories', except: domainFixtures ? ['./fixtures'] : [], message: 'domain/ is the bottom layer: pure rules that import nothing outside domain/.' },
    { target: './api', from: ['./kit', './blocks', './host', './registry.ts', './block-schemas.ts', './stories'], message: 'api/ never imports the storefront.' },
    { target: './kit', from: ['./blocks', './host', './registry.ts', './block-schemas.ts', ...apiInternals], message: 'kit/ imports itself, domain/ and api/contract only.' },
    { target: './kit/ui', from: './kit', except: ['./ui'], message: 'kit/ui holds presentational primitives: no stores, no data, no features (they build on kit/ui, not the other way round).' },
    { target: './blocks', from: ['./host', './registry.ts', './block-schemas.ts', ...apiInternals], message: 'blocks/ import kit/, domain/ and api/contract only.' },
    ...blockFolders.map((name) => ({
      target: `./blocks/${name}`,
      from: './blocks',
      except: [`./${name}`, './types.ts', './block-issues.ts'],
      message: 'A block never imports another block: what two blocks share belongs in the kit.',
    })),
    { target: './registry.ts', from: ['./host', ...apiInternals], message: 'registry.ts imports blocks/, kit/, domain/ and api/contract only.' },
    { target: './host', from: './blocks', except: ['./types.ts'], message: 'The host renders blocks through registry.ts only.' },
    // Server code that checks blocks without rendering them (the in-process API's composer check, the
    // layout's footer block) imports block-schemas.ts: a block's component there would put every
    // block's client code in every page's first-load JS.
    { target: './block-schemas.ts', from: ['./host', './registry.ts', ...apiInternals], message: 'block-schemas.ts imports the blocks\' schemas only.' },
    { target: './block-schemas.ts', from: './blocks/**', except: ['**/blocks/*/schema.ts'], message: 'block-schemas.ts imports the blocks\' schemas only, never their components.' },
    // The back office's screens (kit/admin) are reached from its own routes (host/app/admin) only, so
    // none of it lands in the storefront's JavaScript.
    ...storefrontFolders.map((target) => ({ target, from: './kit/admin', message: 'Only the back office (host/app/admin) imports kit/admin: the storefront never carries it.' })),
  ];
}

/** Everything of the storefront: the kit's folders but admin, the blocks, the registry, the host but its /admin routes. */
const folders = (path) => readdirSync(new URL(path, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const storefrontFolders = [
  ...folders('./kit/').filter((name) => name !== 'admin').map((name) => `./kit/${name}`),
  './blocks',
  './registry.ts',
  './block-schemas.ts',
  ...folders('./host/').filter((name) => name !== 'app' && !name.startsWith('.')).map((name) => `./host/${name}`),
  // A route folder like [locale] becomes an escaped glob of its files: the rule reads a target with
  // brackets as a glob.
  ...folders('./host/app/')
    .filter((name) => name !== 'admin')
    .map((name) => (/[[\]()]/.test(name) ? `./host/app/${name.replace(/[[\]()]/g, '\\$&')}/**` : `./host/app/${name}`)),
  './host/proxy.ts',
];
const layers = layerZones();

/** What domain/ may not use: it stays pure TypeScript that every side can import. */
const domainBannedPackages = ['zod', 'react', 'react-dom', 'drizzle-orm', 'i18next', 'react-i18next', 'next', 'hono', '@hono/*', 'pg', '@electric-sql/*'];

/*
 * api/: module boundaries (ARCHITECTURE.md, "api/modules"). Zones are made from the module folders,
 * so a new module is covered the moment it exists:
 * - api/lib is cross-cutting and never imports a module;
 * - a module imports another module only through its index.ts (its public service), and so do
 *   api/app.ts, api/server.ts, api/db and api/seed;
 * - a module imports only its own table file, api/db/schema/<module>.ts (never the barrel):
 *   other tables are read and written through their module's index.ts.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const apiModules = readdirSync(new URL('./api/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const ownTables = (name) => (existsSync(new URL(`./api/db/schema/${name}.ts`, import.meta.url)) ? [`./${name}.ts`] : []);
const apiBoundaries = [
  { target: './api/lib', from: './api/modules', message: 'api/lib never imports a module (modules build on lib, not the other way round).' },
  ...apiModules.flatMap((name) => [
    {
      target: `./api/modules/${name}`,
      from: './api/db/schema',
      except: ownTables(name),
      message: `api/modules/${name} imports only its own tables (api/db/schema/${name}.ts); other tables go through their module's index.ts.`,
    },
    ...apiModules
      .filter((other) => other !== name)
      .map((other) => ({
        target: `./api/modules/${name}`,
        from: `./api/modules/${other}`,
        except: ['./index.ts'],
        message: `Import the ${other} module through its public service, api/modules/${other}/index.ts.`,
      })),
  ]),
  ...apiModules.map((name) => ({
    target: ['./api/app.ts', './api/server.ts', './api/db', './api/seed'],
    from: `./api/modules/${name}`,
    except: ['./index.ts'],
    message: `Import the ${name} module through its public service, api/modules/${name}/index.ts.`,
  })),
];

const config = [
  {
    ignores: ['node_modules/**', 'host/.next*/**', 'storybook-static/**', 'data/**', 'test-results/**', 'playwright-report/**', 'host/next-env.d.ts'],
  },
  ...nextVitals,
  ...nextTs,
  ...storybook.configs['flat/recommended'],
  {
    settings: { next: { rootDir: 'host/' } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Product images are generated SVGs served by the API: next/image adds nothing for them.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: domainBannedPackages.flatMap((name) => [name, `${name}/*`]), message: 'domain/ is pure TypeScript: no zod, React, Drizzle, i18next, Next or Hono.' }] },
      ],
    },
  },
  {
    // domain's own tests may read the story fixtures (shared test data).
    files: ['domain/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones({ domainFixtures: true }) }] },
  },
  {
    // api/ files: the layers above plus the module boundaries. A rule's options are replaced, not
    // merged, for the files a later block matches, so the layers come along.
    files: ['api/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: [...layers, ...apiBoundaries] }] },
  },
  {
    // What Next's bundle reaches (api/ and the host but its server entry) loads no database driver,
    // sharp or nodemailer itself: imported there, such a package is an ESM external, an async module
    // to Turbopack, and one async module in the app's graph adds Turbopack's top-level-await runtime
    // to every page's first-load JS. The entry opens the database (api/db/setup.ts, api/db/open.ts);
    // the bundle asks it (api/db/process-database.ts); api/lib/server-packages.ts requires the rest.
    files: ['api/**/*.ts', 'host/**/*.ts', 'host/**/*.tsx'],
    ignores: ['**/*.test.ts', 'host/server/**', 'api/server.ts', 'api/db/cli.ts', 'api/db/setup.ts', 'api/db/open.ts', 'api/db/postgres-pool.ts', 'api/db/pglite-worker.ts', 'api/lib/server-packages.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['pg', 'sharp', 'nodemailer', '@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Not from code in Next\'s bundle: see api/db/open.ts and api/lib/server-packages.ts.',
          })),
          patterns: [
            { group: ['**/db/setup', '**/db/open', '@electric-sql/pglite/*', 'drizzle-orm/pglite/*', 'drizzle-orm/node-postgres/*'], allowTypeImports: true, message: 'Not from code in Next\'s bundle: it reaches the database through api/db/process-database.ts.' },
          ],
        },
      ],
    },
  },
  {
    // The kit and blocks are framework-free: the host hands in its Link through `asChild`.
    files: ['kit/**', 'blocks/**', 'stories/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
