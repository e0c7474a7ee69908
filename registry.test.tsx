import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockGroupTexts, blockTexts } from './kit/admin/composer/block-texts';
import { blockGroups, blockTypes, registry, resolveBlock } from './registry';

describe('registry', () => {
  // Every type's stories (Default, Empty, Error) are checked in registry.stories.test.ts.
  it('has a schema and a component for every block type', () => {
    for (const type of blockTypes) {
      expect(registry[type].schema, type).toBeDefined();
      expect(typeof registry[type].component, type).toBe('function');
    }
  });

  it('drops a block of an unknown type', () => {
    const resolved = resolveBlock({ id: 1, type: 'hologram', data: {} });
    expect(resolved).toEqual({ ok: false, issues: ['unknown block type "hologram"'] });
  });

  it('drops a block whose data does not match its schema, saying where', () => {
    const resolved = resolveBlock({ id: 2, type: 'categories', data: { items: [{ title: 'Ringen', url: 'https://evil.example' }] } });
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) expect(resolved.issues.join('\n')).toMatch(/data\.items\.0\.(url|image)/);
  });

  it('renders a valid block through its component', () => {
    const resolved = resolveBlock({ id: 3, type: 'rich-text', data: { title: 'Over ons', html: '<p>Handgemaakt<script>alert(1)</script></p>' } });
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const { container } = render(<>{resolved.render('nl')}</>);
    expect(screen.getByRole('heading', { name: 'Over ons' })).toBeInTheDocument();
    expect(container.innerHTML).toContain('Handgemaakt');
    expect(container.innerHTML).not.toContain('<script');
    expect(resolved.eager).toBe(false);
  });

  it('marks the catalogue listing as rendered at once (its scroll-to-top button is fixed to the viewport, its pages keep their own scroll)', () => {
    expect(blockTypes.filter((type) => 'eager' in registry[type])).toEqual(['catalog']);
  });
});

describe('the composer palette', () => {
  it('names and describes every registered block type and group in nl and en', () => {
    for (const type of blockTypes) {
      for (const locale of ['nl', 'en'] as const) {
        expect(blockTexts[type]?.[locale]?.name, `${type} ${locale}`).toBeTruthy();
        expect(blockTexts[type]?.[locale]?.description, `${type} ${locale}`).toBeTruthy();
      }
      expect(blockGroups).toContain(registry[type].group);
    }
    for (const group of blockGroups) expect(Object.keys(blockGroupTexts[group] ?? {})).toEqual(['nl', 'en']);
  });
});
