import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cachePlan } from './cached-pages';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers: { host: 'shop.test', ...headers } }) as unknown as IncomingMessage;

describe('cachePlan: what the page cache may answer or keep', () => {
  it('takes anonymous page views of public pages, keyed by host, path and query', () => {
    expect(cachePlan(request('/'))).toMatchObject({ key: 'shop.test/', locale: 'nl' });
    expect(cachePlan(request('/en/catalog?categories=rings')))
      .toMatchObject({ key: 'shop.test/en/catalog?categories=rings', locale: 'en' });
    for (const path of ['/product/aanschuifring', '/over-ons', '/articles/edelstenen/de-vier-cs', '/collections', '/catalog/bridal']) expect(cachePlan(request(path)), path).not.toBeNull();
  });

  it('leaves signed-in shoppers, closed banners, client navigations and personal pages to Next', () => {
    expect(cachePlan(request('/', { cookie: 'uid=x; access_token_v1=abc' }))).toBeNull();
    expect(cachePlan(request('/', { cookie: 'top_banner_dismissed=3' }))).toBeNull();
    expect(cachePlan(request('/', { rsc: '1' }))).toBeNull();
    expect(cachePlan(request('/catalog?_rsc=abc'))).toBeNull();
    expect(cachePlan(request('/over-ons?preview=token'))).toBeNull();
    expect(cachePlan(request('/', {}, 'POST'))).toBeNull();
    for (const path of ['/cart', '/checkout', '/checkout/payout', '/profile', '/profile/orders', '/sign-in', '/return/3', '/verify/x', '/api/v1/bootstrap', '/_next/static/a.js', '/cv', '/favicon.ico', '/nl/catalog', '/login']) {
      expect(cachePlan(request(path)), path).toBeNull();
    }
  });

  it('leaves the home page to Next when the locale cookie sends the shopper to another language', () => {
    expect(cachePlan(request('/', { cookie: 'locale=en' }))).toBeNull();
    expect(cachePlan(request('/', { cookie: 'locale=nl' }))).not.toBeNull();
    expect(cachePlan(request('/catalog?userLocale=en'))).toBeNull();
  });
});
