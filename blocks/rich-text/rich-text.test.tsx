import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';
import { richTextBlockSchema, type RichTextBlock } from './schema';

const block = (data: Partial<RichTextBlock['data']>): RichTextBlock =>
  richTextBlockSchema.parse({ id: 7, type: 'rich-text', data });

const content = (container: HTMLElement) => container.querySelector('[data-slot="rich-text-content"]')!;

describe('richTextBlockSchema', () => {
  it('defaults html, width and align', () => {
    expect(block({}).data).toEqual({ html: '', width: 'narrow', align: 'left' });
  });

  it('rejects non-string HTML and unknown widths or alignments', () => {
    const result = richTextBlockSchema.safeParse({ id: 7, type: 'rich-text', data: { html: 42, width: 'full', align: 'right' } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.align', 'data.html', 'data.width']);
  });
});

describe('RichText', () => {
  it('renders the title as h2 and keeps allowed tags', () => {
    const { container } = render(
      <RichText
        block={block({ title: 'Onderhoud', html: '<h3>Goud</h3><p>Met <strong>zorg</strong>.</p><ul><li>Een</li></ul><blockquote>Citaat</blockquote>' })}
        locale="nl"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Onderhoud' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Goud' })).toBeInTheDocument();
    expect(content(container).innerHTML).toBe('<h3>Goud</h3><p>Met <strong>zorg</strong>.</p><ul><li>Een</li></ul><blockquote>Citaat</blockquote>');
  });

  it('strips scripts, onclick handlers and javascript: URLs', () => {
    const { container } = render(
      <RichText
        block={block({
          html: '<p onclick="steal()">Tekst</p><script>steal()</script><a href="javascript:steal()">Klik</a><a href="/ringen">Ringen</a>',
        })}
        locale="nl"
      />,
    );
    const html = content(container).innerHTML;
    expect(html).not.toMatch(/script|onclick|javascript:|steal/);
    expect(screen.getByText('Tekst')).toBeInTheDocument();
    expect(screen.getByText('Klik')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Ringen' })).toHaveAttribute('href', '/ringen');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    render(<RichText block={block({ html: '<a href="https://example.com" target="_blank">Uitleg</a>' })} locale="nl" />);
    expect(screen.getByRole('link', { name: 'Uitleg' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing without a title and without (safe) content', () => {
    expect(render(<RichText block={block({})} locale="nl" />).container).toBeEmptyDOMElement();
    expect(render(<RichText block={block({ html: '<script>x()</script>' })} locale="nl" />).container).toBeEmptyDOMElement();
  });

  it('applies the width and alignment variants', () => {
    const { container } = render(<RichText block={block({ title: 'Breed', width: 'wide', align: 'center' })} locale="nl" />);
    const section = container.querySelector('[data-block="rich-text"]')!;
    expect(section).toHaveClass('max-w-container', 'text-center');
    expect(section).not.toHaveClass('max-w-[720px]');
  });
});
