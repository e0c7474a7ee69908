import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../lib/origin';
import { accountMail } from './mail-templates';

const values = { firstName: '<b>Ann</b> & "co"', link: 'https://shop.example/en/verify/abc?x=1&y=2', shopName: 'Juwelier Aurum' };

describe('account mails', () => {
  it('writes each kind in Dutch and English, with the link in the text', () => {
    for (const kind of ['verify_email', 'recover_password'] as const) {
      const nl = accountMail(kind, 'nl', values);
      const en = accountMail(kind, 'en', values);
      expect(nl.subject).not.toBe(en.subject);
      expect(nl.text).toContain(values.link);
      expect(en.text).toContain(values.link);
      expect(nl.text.startsWith('Hallo <b>Ann</b>')).toBe(true);
      expect(en.text.startsWith('Hello <b>Ann</b>')).toBe(true);
    }
    expect(accountMail('recover_password', 'nl', values).text).toContain('60 minuten');
    expect(accountMail('verify_email', 'en', { ...values, firstName: ' ' }).text.startsWith('Hello,\n')).toBe(true);
  });

  it('escapes every value in the HTML', () => {
    const { html } = accountMail('verify_email', 'en', values);
    expect(html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(html).toContain('<a href="https://shop.example/en/verify/abc?x=1&amp;y=2">');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<html lang="en">');
  });

  it('puts English links under /en and Dutch ones unprefixed', () => {
    expect(localizedPath('/verify/abc', 'nl')).toBe('/verify/abc');
    expect(localizedPath('/verify/abc', 'en')).toBe('/en/verify/abc');
    expect(localizedPath('/', 'en')).toBe('/en');
  });
});
