import { describe, expect, it } from 'vitest';
import { integrationSources } from '../../kit/integrations/sources';
import { currentIntegrationSources, shareIntegrationSources } from './integration-sources';
import { contentSecurityPolicy } from './routing';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the CSP with integrations', () => {
  const sources = integrationSources({
    tagManager: { container_id: 'GTM-AB12CD', base_url: 'http://127.0.0.1:4010' },
    socialPixel: { pixel_id: '1234567890', base_url: 'https://connect.facebook.net' },
    statistics: { events_enabled: true, base_url: 'https://stats.example.com/v1', api_key: 'k' },
  });

  it('adds nothing when every integration is off', () => {
    expect(contentSecurityPolicy('abc', false, null, undefined, integrationSources({}))).toBe(contentSecurityPolicy('abc'));
  });

  it("allows the enabled providers' hosts, and keeps the nonce and 'strict-dynamic' without 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy('abc', false, null, undefined, sources);
    const script = directive(csp, 'script-src');
    expect(script).toContain("'nonce-abc' 'strict-dynamic'");
    expect(script).toContain('http://127.0.0.1:4010');
    expect(script).toContain('https://connect.facebook.net');
    expect(script).not.toContain('unsafe-inline');
    expect(directive(csp, 'connect-src')).toContain('https://stats.example.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'img-src')).toContain('https://www.facebook.com');
    // Hosts go into their directives only: no stray separators, every directive still present once.
    expect(csp.split('; ').map((part) => part.split(' ')[0])).toEqual(contentSecurityPolicy('abc').split('; ').map((part) => part.split(' ')[0]));
  });

  it('follows what the server shared last (none before it read anything)', () => {
    expect(currentIntegrationSources().script).toEqual([]);
    shareIntegrationSources(sources);
    expect(currentIntegrationSources()).toBe(sources);
    shareIntegrationSources(integrationSources({}));
    expect(directive(contentSecurityPolicy('abc', false, null, undefined, currentIntegrationSources()), 'script-src')).not.toContain('127.0.0.1');
  });
});
