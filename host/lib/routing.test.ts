import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_PAGE_SLUGS } from '../../domain/content/page-slugs';
import { PAGE_SLUG } from '../../domain/content/shop-paths';
import { contentSecurityPolicy, decideGuard, decideRoute } from './routing';
import { tileOrigin } from '../../domain/map/map-rules';

const decide = (path: string, query = '', cookie?: string) => decideRoute(path, new URLSearchParams(query), cookie);

describe('decideRoute', () => {
  it('serves unprefixed paths in Dutch and /en paths in English', () => {
    expect(decide('/')).toEqual({ kind: 'rewrite', pathname: '/nl', locale: 'nl', path: '/' });
    expect(decide('/over-ons')).toEqual({ kind: 'rewrite', pathname: '/nl/over-ons', locale: 'nl', path: '/over-ons' });
    expect(decide('/en')).toEqual({ kind: 'rewrite', pathname: '/en', locale: 'en', path: '/' });
    expect(decide('/en/catalog/')).toEqual({ kind: 'rewrite', pathname: '/en/catalog', locale: 'en', path: '/catalog' });
  });

  it('treats an unknown first segment as a Dutch path', () => {
    expect(decide('/fr/x')).toMatchObject({ kind: 'rewrite', pathname: '/nl/fr/x', locale: 'nl' });
  });

  it('redirects /nl/... permanently to the unprefixed path, keeping the query', () => {
    expect(decide('/nl/catalog', 'page=2')).toEqual({ kind: 'redirect', location: '/catalog?page=2', locale: 'nl', status: 308 });
    expect(decide('/nl')).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('sends any path containing /login to the sign-in page of its language', () => {
    expect(decide('/login')).toMatchObject({ kind: 'redirect', location: '/sign-in', status: 307 });
    expect(decide('/account/login/', 'redirect=%2Fprofile')).toMatchObject({ location: '/sign-in?redirect=%2Fprofile' });
    expect(decide('/en/login')).toMatchObject({ location: '/en/sign-in', locale: 'en' });
    expect(decide('/loginhelp')).toMatchObject({ kind: 'rewrite' });
  });

  it('follows the locale cookie on the root only', () => {
    expect(decide('/', '', 'en')).toEqual({ kind: 'redirect', location: '/en', locale: 'en', status: 307 });
    expect(decide('/over-ons', '', 'en')).toMatchObject({ kind: 'rewrite', locale: 'nl' });
    expect(decide('/', '', 'nl')).toMatchObject({ kind: 'rewrite' });
    expect(decide('/', '', 'xx')).toMatchObject({ kind: 'rewrite', locale: 'nl' });
  });

  it('stores the switcher choice from userLocale and drops the parameter', () => {
    expect(decide('/', 'userLocale=nl', 'en')).toEqual({ kind: 'redirect', location: '/', locale: 'nl', status: 307 });
    expect(decide('/over-ons', 'a=1&userLocale=en')).toEqual({ kind: 'redirect', location: '/en/over-ons?a=1', locale: 'en', status: 307 });
    expect(decide('/en/over-ons', 'userLocale=nl')).toMatchObject({ location: '/over-ons', locale: 'nl' });
    expect(decide('/en', 'userLocale=zz')).toMatchObject({ location: '/en', locale: 'en' });
  });
});

describe('decideGuard', () => {
  it('sends guests from the customer area to sign-in with the full requested path, keeping /en', () => {
    expect(decideGuard('/profile', 'nl', false, '/profile')).toBe('/sign-in?redirect=/profile');
    expect(decideGuard('/profile/orders', 'en', false, '/en/profile/orders')).toBe('/en/sign-in?redirect=/en/profile/orders');
    expect(decideGuard('/profile/order-tracking/12', 'nl', false, '/profile/order-tracking/12?a=1&b=2')).toBe(
      '/sign-in?redirect=/profile/order-tracking/12%3Fa%3D1%26b%3D2',
    );
    expect(decideGuard('/return/5', 'nl', false, '/return/5')).toBe('/sign-in?redirect=/return/5');
  });

  it('lets signed-in customers into the customer area and guests elsewhere', () => {
    expect(decideGuard('/profile/shipping-addresses', 'nl', true, '/profile/shipping-addresses')).toBeNull();
    expect(decideGuard('/profiles', 'nl', false, '/profiles')).toBeNull();
    expect(decideGuard('/return', 'nl', false, '/return')).toBeNull();
    expect(decideGuard('/catalog', 'nl', false, '/catalog')).toBeNull();
    expect(decideGuard('/verify/abc', 'nl', true, '/verify/abc')).toBeNull();
  });

  it('sends signed-in customers from the guest-only pages to the home page of their language', () => {
    for (const path of ['/sign-in', '/sign-up', '/recover-password']) {
      expect(decideGuard(path, 'nl', true, path)).toBe('/');
      expect(decideGuard(path, 'en', true, `/en${path}`)).toBe('/en');
      expect(decideGuard(path, 'nl', false, path)).toBeNull();
    }
    // The welcome page after sign-up is for the new customer; a recovery link works for anyone.
    expect(decideGuard('/sign-up/complete', 'nl', true, '/sign-up/complete')).toBeNull();
    expect(decideGuard('/recover-password/tok123', 'nl', true, '/recover-password/tok123')).toBeNull();
  });

  it('works with the /login redirect: that comes first, the guest guard then acts on /sign-in', () => {
    expect(decideRoute('/en/account/login', new URLSearchParams(), undefined)).toMatchObject({ kind: 'redirect', location: '/en/sign-in' });
    expect(decideGuard('/sign-in', 'en', true, '/en/sign-in')).toBe('/en');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows our scripts by nonce and Stripe, and nothing inline without it', () => {
    const csp = contentSecurityPolicy('abc');
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
    // The contact page's store map is OpenStreetMap's embed, and only that origin's.
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.openstreetmap\.org(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy('abc', true)).toContain('unsafe-eval');
  });

  it("allows the map tiles' origin for images and fetches: OpenStreetMap's by default, else the configured one's", () => {
    const osm = contentSecurityPolicy('abc');
    expect(osm).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org(;| )/);
    expect(osm).toMatch(/connect-src [^;]*https:\/\/tile\.openstreetmap\.org(;| )/);
    const own = contentSecurityPolicy('abc', false, null, tileOrigin('http://127.0.0.1:3999/tiles/{z}/{x}/{y}.png'));
    expect(own).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:3999(;| )/);
    expect(own).not.toContain('tile.openstreetmap.org');
    // A broken setting never opens the policy to anything else.
    expect(contentSecurityPolicy('abc', false, null, tileOrigin('javascript:alert(1)'))).toContain('https://tile.openstreetmap.org');
  });
});

describe('RESERVED_PAGE_SLUGS', () => {
  it("holds every first path segment of the shop's own routes and the back office", () => {
    const appDir = path.join(process.cwd(), 'host', 'app');
    const routeFolders = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        // Route groups `(x)` add no segment: their folders are first segments themselves.
        .flatMap((entry) => (/^\(.*\)$/.test(entry.name) ? routeFolders(path.join(dir, entry.name)) : [entry.name]))
        .filter((name) => !name.startsWith('['));
    const segments = [...routeFolders(path.join(appDir, '[locale]')), ...routeFolders(appDir).filter((name) => PAGE_SLUG.test(name))];
    expect(segments.length).toBeGreaterThan(10);
    expect(segments.filter((segment) => !RESERVED_PAGE_SLUGS.has(segment))).toEqual([]);
  });
});
