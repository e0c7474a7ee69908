import type { CSSProperties } from 'react';
import type { CaratShape } from '../../domain/carat/carat';
import { cn } from '../ui/cn';

/**
 * Face-up outlines of the 14 diamond shapes in a 100 x 100 box, drawn upright (a pear's point
 * and a tapered baguette's wide end at the top). The box stretches to the stone's own width and
 * height, so one outline serves every length-to-width ratio.
 */
const outlines: Record<CaratShape, string> = {
  round: 'M1,50 A49,49 0 1 0 99,50 A49,49 0 1 0 1,50 Z',
  oval: 'M1,50 A49,49 0 1 0 99,50 A49,49 0 1 0 1,50 Z',
  princess: 'M1,1 H99 V99 H1 Z',
  baguette: 'M1,1 H99 V99 H1 Z',
  asscher: 'M20,1 H80 L99,20 V80 L80,99 H20 L1,80 V20 Z',
  emerald: 'M16,1 H84 L99,12 V88 L84,99 H16 L1,88 V12 Z',
  radiant: 'M11,1 H89 L99,8 V92 L89,99 H11 L1,92 V8 Z',
  cushion: 'M28,1 H72 Q99,1 99,28 V72 Q99,99 72,99 H28 Q1,99 1,72 V28 Q1,1 28,1 Z',
  pear: 'M50,1 C62,16 99,42 99,66 C99,86 77,99 50,99 C23,99 1,86 1,66 C1,42 38,16 50,1 Z',
  heart: 'M50,97 C30,81 1,62 1,31 C1,13 14,3 28,3 C39,3 46,9 50,18 C54,9 61,3 72,3 C86,3 99,13 99,31 C99,62 70,81 50,97 Z',
  marquise: 'M50,1 C115,25 115,75 50,99 C-15,75 -15,25 50,1 Z',
  triangle: 'M50,1 L99,99 H1 Z',
  trillion: 'M50,3 Q82,44 98,94 Q50,102 2,94 Q18,44 50,3 Z',
  taperedBaguette: 'M1,1 H99 L85,99 H15 Z',
};

/** Step cuts show their parallel facets; brilliant cuts a table. */
const stepCuts: ReadonlySet<CaratShape> = new Set(['emerald', 'asscher', 'baguette', 'taperedBaguette']);

const inset = (scale: number) => `translate(50 50) scale(${scale}) translate(-50 -50)`;

export interface StoneShapeProps {
  shape: CaratShape;
  className?: string;
  style?: CSSProperties;
}

/** A stone's outline with its table or steps: decorative (hidden from assistive tech); name it around it. */
export function StoneShape({ shape, className, style }: StoneShapeProps) {
  const d = outlines[shape];
  const facets = stepCuts.has(shape) ? [0.76, 0.52] : [0.56];
  return (
    <svg
      data-slot="stone-shape"
      data-shape={shape}
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      className={cn('overflow-visible', className)}
      style={style}
    >
      <path d={d} className="fill-surface stroke-current" strokeWidth={1.5} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
      {facets.map((scale) => (
        <path key={scale} d={d} transform={inset(scale)} className="fill-none stroke-current opacity-45" strokeWidth={1} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
      ))}
    </svg>
  );
}
