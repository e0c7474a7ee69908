import { describe, expect, it } from 'vitest';
import type { Integrations } from './config';
import { fitToPolicy, integrationSources, noSources, sourcesFromKey, sourcesKey } from './sources';

const tagManager = { container_id: 'GTM-AB12CD', base_url: 'https://www.googletagmanager.com' };
const socialPixel = { pixel_id: '1234567890', base_url: 'https://connect.facebook.net' };
const statistics = { events_enabled: true, base_url: 'https://stats.example.com/v1', api_key: 'k' };

describe('integration CSP sources', () => {
  it('are none when every integration is off, and for custom scripts without hosts', () => {
    expect(integrationSources({})).toEqual(noSources);
    expect(integrationSources({ customScripts: { scripts: [{ position: 'head', code: 'x' }], hosts: [] } })).toEqual(noSources);
    expect(integrationSources({ statistics: { ...statistics, events_enabled: false } })).toEqual(noSources);
  });

  it("allow each enabled provider's hosts in the directives it uses", () => {
    const sources = integrationSources({ tagManager, socialPixel, statistics });
    expect(sources.script).toEqual(['https://connect.facebook.net', 'https://www.googletagmanager.com']);
    expect(sources.connect).toContain('https://stats.example.com');
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.connect).toContain('https://www.facebook.com');
    expect(sources.img).toContain('https://www.facebook.com');
    expect(sources.frame).toEqual([]);
    // The statistics' origin only: never its path.
    expect(sources.connect.join(' ')).not.toContain('/v1');
  });

  it('round-trip through the key the proxy hands the render', () => {
    const sources = integrationSources({ tagManager, statistics });
    expect(sourcesFromKey(sourcesKey(sources))).toEqual(sources);
    expect(sourcesFromKey('not json')).toEqual(noSources);
    expect(sourcesFromKey(null)).toEqual(noSources);
  });
});

describe('fitToPolicy', () => {
  const enabled: Integrations = { tagManager, socialPixel, customScripts: { scripts: [{ position: 'head', code: 'x' }], hosts: [] } };

  it('renders every enabled integration when the CSP was built from exactly their sources', () => {
    expect(fitToPolicy(enabled, sourcesKey(integrationSources(enabled)))).toEqual({ integrations: enabled, matches: true });
    expect(fitToPolicy({}, sourcesKey(noSources))).toEqual({ integrations: {}, matches: true });
  });

  it('renders only what an older CSP covers, and says it does not match', () => {
    // The server has not read the switch yet: its CSP knows the tag manager only.
    const fitted = fitToPolicy(enabled, sourcesKey(integrationSources({ tagManager })));
    expect(fitted.matches).toBe(false);
    expect(Object.keys(fitted.integrations).sort()).toEqual(['customScripts', 'tagManager']);
    // Switched off meanwhile: nothing extra is rendered, and the page is not one to keep.
    expect(fitToPolicy({}, sourcesKey(integrationSources(enabled)))).toEqual({ integrations: {}, matches: false });
    expect(fitToPolicy(enabled, null).integrations).toEqual({ customScripts: enabled.customScripts });
  });
});
