import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, decideRoute, pathInLocale } from './routing';

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

describe('pathInLocale', () => {
  it('adds the userLocale switch to a path with or without a query', () => {
    expect(pathInLocale('/en', 'en')).toBe('/en?userLocale=en');
    expect(pathInLocale('/catalog?page=2', 'nl')).toBe('/catalog?page=2&userLocale=nl');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows our scripts by nonce and Stripe, and nothing inline without it', () => {
    const csp = contentSecurityPolicy('abc');
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy('abc', true)).toContain('unsafe-eval');
  });
});
