import { describe, expect, it, vi } from 'vitest';
import { parseIntegrations } from './config';

describe('parseIntegrations', () => {
  it('reads each integration type the storefront renders, with the default hosts', () => {
    const parsed = parseIntegrations(
      [
        { type: 62, config: { container_id: 'GTM-AB12CD', verification_code: 'abcDEF123_-xyz' } },
        { type: 1, config: { measurement_id: 'G-AB12CD34EF' } },
        { type: 2, config: { pixel_id: '1234567890' } },
        { type: 9, config: { scripts: [{ position: 'end_body', code: 'console.log(1)' }], hosts: ['https://cdn.example.com/lib.js'] } },
        { type: 35, config: { events_enabled: true, base_url: 'https://stats.example.com/v1/', api_key: 'k-123' } },
        { type: 7, config: { client_id: 'paypal' } },
      ],
      () => undefined,
    );
    expect(parsed.tagManager).toEqual({ container_id: 'GTM-AB12CD', verification_code: 'abcDEF123_-xyz', base_url: 'https://www.googletagmanager.com' });
    expect(parsed.analytics).toEqual({ measurement_id: 'G-AB12CD34EF', base_url: 'https://www.googletagmanager.com' });
    expect(parsed.socialPixel).toEqual({ pixel_id: '1234567890', base_url: 'https://connect.facebook.net' });
    expect(parsed.customScripts).toEqual({ scripts: [{ position: 'end_body', code: 'console.log(1)' }], hosts: ['https://cdn.example.com'] });
    // The trailing slash goes: `{base_url}/stats` never has two.
    expect(parsed.statistics).toEqual({ events_enabled: true, base_url: 'https://stats.example.com/v1', api_key: 'k-123' });
    expect(Object.keys(parsed)).not.toContain('paypal');
  });

  it('ignores an integration whose config does not parse, and says which keys, once', () => {
    const warn = vi.fn();
    const rows = [
      { type: 62, config: { container_id: 'UA-1234' } },
      { type: 2, config: { pixel_id: '<script>' } },
      { type: 35, config: { events_enabled: true, base_url: 'javascript:alert(1)', api_key: 'k' } },
      { type: 9, config: { scripts: [{ position: 'footer', code: 'x' }] } },
      { type: 1, config: { measurement_id: 'G-AB12CD34EF' } },
    ];
    const parsed = parseIntegrations(rows, warn);
    expect(parsed).toEqual({ analytics: { measurement_id: 'G-AB12CD34EF', base_url: 'https://www.googletagmanager.com' } });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('type 62 is enabled but ignored: invalid config at container_id'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('type 9 is enabled but ignored: invalid config at scripts.0.position'));
    // The values themselves are never written to the log.
    expect(warn.mock.calls.join(' ')).not.toContain('<script>');
    parseIntegrations(rows, warn);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('takes a statistics base address with a query or credentials for what it is: not one', () => {
    const warn = vi.fn();
    expect(parseIntegrations([{ type: 35, config: { events_enabled: true, base_url: 'https://user:pw@stats.example.com', api_key: 'k' } }], warn)).toEqual({});
    expect(parseIntegrations([{ type: 35, config: { events_enabled: true, base_url: 'https://stats.example.com?x=1', api_key: 'k' } }], warn)).toEqual({});
    expect(parseIntegrations([{ type: 35, config: null }], warn)).toEqual({});
    // (The base address problem was already logged above: one line per problem.)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('type 35 is enabled but ignored: invalid config at (config)'));
  });
});
