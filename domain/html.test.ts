import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure tags', () => {
    const html =
      '<h2>Onderhoud</h2><h3>Goud</h3><h4>Zilver</h4><p>Met <strong>zorg</strong> en <em>liefde</em>.<br></p>' +
      '<ul><li>Een</li></ul><ol><li>Twee</li></ol><blockquote>Citaat</blockquote>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Onderhoud</h2><h3>Goud</h3><h4>Zilver</h4><p>Met <strong>zorg</strong> en <em>liefde</em>.<br /></p>' +
        '<ul><li>Een</li></ul><ol><li>Twee</li></ol><blockquote>Citaat</blockquote>',
    );
  });

  it('removes script elements together with their content', () => {
    const out = sanitizeHtml('<p>Hallo</p><script>alert("x")</script>');
    expect(out).toBe('<p>Hallo</p>');
  });

  it('removes event handler attributes and inline styles', () => {
    const out = sanitizeHtml('<p onclick="steal()" style="color:red">Klik</p><img src="/a.svg" onerror="steal()" alt="Ring">');
    expect(out).not.toMatch(/onclick|onerror|style/);
    expect(out).toContain('<p>Klik</p>');
    expect(out).toContain('<img src="/a.svg" alt="Ring" />');
  });

  it('drops javascript:, data: and protocol-relative URLs but keeps the link text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Klik</a>')).toBe('<a>Klik</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">Klik</a>')).toBe('<a>Klik</a>');
    expect(sanitizeHtml('<a href="//evil.example/x">Klik</a>')).toBe('<a>Klik</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg/>" alt="">')).toBe('<img alt="" />');
  });

  it('keeps http, https, mailto, tel and relative URLs', () => {
    for (const href of ['https://example.com/', 'http://example.com/', 'mailto:info@example.com', 'tel:+31201234567', '/ringen', 'onderhoud#goud']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/a" target="_blank" rel="nofollow">x</a>')).toContain('rel="nofollow noopener noreferrer"');
  });

  it('drops disallowed tags but keeps their text, and drops unknown targets', () => {
    expect(sanitizeHtml('<div><span>Tekst</span></div>')).toBe('Tekst');
    expect(sanitizeHtml('<iframe src="https://example.com"></iframe><p>Na</p>')).toBe('<p>Na</p>');
    expect(sanitizeHtml('<a href="/a" target="evil">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('maps h1, b and i to the shop\'s heading and emphasis tags', () => {
    expect(sanitizeHtml('<h1>Titel</h1><b>vet</b><i>schuin</i>')).toBe('<h2>Titel</h2><strong>vet</strong><em>schuin</em>');
  });

  it('gives the same clean text when asked again, also after many other texts and for long ones', () => {
    const dirty = '<p onclick="steal()">Ring<script>steal()</script></p>';
    expect(sanitizeHtml(dirty)).toBe('<p>Ring</p>');
    for (let i = 0; i < 300; i++) expect(sanitizeHtml(`<p>${i}<img src="x" onerror="steal()"></p>`)).toBe(`<p>${i}<img src="x" /></p>`);
    expect(sanitizeHtml(dirty)).toBe('<p>Ring</p>');
    const long = `<p>${'a'.repeat(20_000)}</p><script>steal()</script>`;
    expect(sanitizeHtml(long)).toBe(`<p>${'a'.repeat(20_000)}</p>`);
    expect(sanitizeHtml(long)).toBe(`<p>${'a'.repeat(20_000)}</p>`);
  });
});
