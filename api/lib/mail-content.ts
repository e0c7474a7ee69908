import type { Locale } from '../../domain/locale';

/** A mail's subject, plain text and HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Escapes a value for the HTML part of a mail. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A plain mail: paragraphs of text, and lines that are links; every value escaped in the HTML. */
export function plainMail(language: Locale, subject: string, blocks: ({ text: string } | { link: string })[]): MailContent {
  const text = [...blocks.map((block) => ('link' in block ? block.link : block.text)), ''].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...blocks.map((block) => {
      if ('link' in block) return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`;
      return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    }),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
