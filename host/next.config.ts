import path from 'node:path';
import type { NextConfig } from 'next';
import { readFileSync } from 'node:fs';

const root = path.join(import.meta.dirname, '..');

/**
 * The headers of every response, shared with the shop's server, which sends them with the API's
 * answers (host/server/api-requests.ts). Read as a file: Next's compiled config resolves an import
 * from the working directory, not from here.
 */
const securityHeaders = JSON.parse(readFileSync(path.join(import.meta.dirname, 'lib', 'security-headers.json'), 'utf8')) as typeof import('./lib/security-headers.json');

const config: NextConfig = {
  reactStrictMode: true,
  // A second build beside the usual one (benches and checks that must not disturb a running shop).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Browser source maps for bench/lighthouse/attribute.ts (which part of the first-load JS is whose).
  productionBrowserSourceMaps: process.env.SHOP_SOURCE_MAPS === '1',
  // Server code unminified, so that a CPU profile (`node --cpu-prof`) names its functions.
  ...(process.env.SHOP_PROFILE_BUILD === '1' ? { experimental: { turbopackMinify: { server: false } } } : {}),
  // PGlite ships wasm and data files that must be loaded from node_modules, not bundled.
  // Native or Node-only server packages stay out of the bundle (argon2 has a native binding).
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'nodemailer'],
  outputFileTracingRoot: root,
  turbopack: { root },
  // `npm test` type-checks the whole repository (host, kit, blocks, api, tests) before it builds;
  // it sets this so the build does not check the host's part a second time (a minute on CI).
  typescript: { ignoreBuildErrors: process.env.SHOP_BUILD_SKIP_TYPECHECK === '1' },
  async headers() {
    return [
      // Headers for every response; the CSP (with its per-request nonce) is set in proxy.ts.
      { source: '/:path*', headers: securityHeaders.every },
      // HSTS only means something over https (RFC 6797 §7.2: ignored, and misleading, over http). The
      // shop's TLS ends at the proxy in front, whose X-Forwarded-Proto host/server/main.ts believes only
      // from a trusted proxy.
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [securityHeaders.https] },
    ];
  },
};

export default config;
