import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caratShapes } from '../../domain/carat/carat';
import { StoneShape } from './stone-shape';

describe('StoneShape', () => {
  it('draws an outline for each of the 14 shapes, hidden from assistive tech', () => {
    const { container } = render(
      <>
        {caratShapes.map((shape) => (
          <StoneShape key={shape} shape={shape} />
        ))}
      </>,
    );
    const svgs = container.querySelectorAll('svg[data-slot="stone-shape"]');
    expect(Array.from(svgs, (svg) => svg.getAttribute('data-shape'))).toEqual([...caratShapes]);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.,-]+ .+Z$/);
    }
  });

  it('shows the facets of step cuts as two inner outlines, a brilliant’s table as one', () => {
    const { container } = render(
      <>
        <StoneShape shape="emerald" />
        <StoneShape shape="round" />
      </>,
    );
    const [emerald, round] = container.querySelectorAll('svg');
    expect(emerald!.querySelectorAll('path')).toHaveLength(3);
    expect(round!.querySelectorAll('path')).toHaveLength(2);
  });

  it('takes its true size from the caller', () => {
    const { container } = render(<StoneShape shape="oval" style={{ width: '6mm', height: '8mm' }} className="text-ink" />);
    const svg = container.querySelector('svg')!;
    expect(svg.style.height).toBe('8mm');
    expect(svg).toHaveClass('overflow-visible', 'text-ink');
  });
});
