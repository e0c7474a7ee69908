import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readClientIntegrations } from './client-config';
import type { Integrations } from './config';
import { scriptText } from './inline-script';
import { CustomScripts, IntegrationHead } from './integration-scripts';

const all: Integrations = {
  tagManager: { container_id: 'GTM-AB12CD', base_url: 'https://www.googletagmanager.com' },
  analytics: { measurement_id: 'G-AB12CD34EF', base_url: 'https://www.googletagmanager.com' },
  socialPixel: { pixel_id: '1234567890', base_url: 'https://connect.facebook.net' },
  statistics: { events_enabled: true, base_url: 'https://stats.example.com', api_key: 'key&1' },
  customScripts: {
    scripts: [
      { position: 'head', code: 'window.headRan = true;' },
      { position: 'end_body', code: 'var s = "</script><script>alert(1)</script>"; <!-- x' },
    ],
    hosts: [],
  },
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('integration scripts', () => {
  it('renders nothing when every integration is off', () => {
    expect(renderToStaticMarkup(<IntegrationHead integrations={{}} nonce="n0nce" currency="EUR" />)).toBe('');
    expect(renderToStaticMarkup(<CustomScripts integrations={{}} nonce="n0nce" position="end_body" />)).toBe('');
  });

  it("puts the request's nonce on every script that runs, and loads each provider from its base", () => {
    const doc = parse(renderToStaticMarkup(<IntegrationHead integrations={all} nonce="n0nce" currency="EUR" />));
    const running = [...doc.querySelectorAll('script:not([type="application/json"])')];
    expect(running).toHaveLength(7);
    for (const script of running) expect(script.getAttribute('nonce')).toBe('n0nce');
    const sources = running.map((script) => script.getAttribute('src')).filter(Boolean);
    expect(sources).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF', 'https://connect.facebook.net/en_US/fbevents.js']);
    // The events' data block the runtime reads.
    expect(readClientIntegrations(doc)).toEqual({ currency: 'EUR', tagManager: true, analytics: true, pixel: true, stats: 'https://stats.example.com/stats?api_key=key%261' });
  });

  it('keeps a custom script inside its own element, whatever its code holds', () => {
    const doc = parse(renderToStaticMarkup(<CustomScripts integrations={all} nonce="n0nce" position="end_body" />));
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).toBe(scriptText(all.customScripts!.scripts[1]!.code));
    expect(scripts[0]!.textContent).toContain('<\\/script><script>alert(1)<\\/script>');
    expect(scriptText('a </SCRIPT b')).toBe('a <\\/SCRIPT b');
  });
});
