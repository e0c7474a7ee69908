import { StoneShape } from './stone-shape';
import type { CaratShape } from '../../domain/carat/carat';
import type { CaratSelectorLabels } from './carat-labels';

/** The shape picker's icons: height over width of a typical stone of each shape, at most 30 px either way. */
const iconRatio: Partial<Record<CaratShape, number>> = { oval: 1.35, radiant: 1.2, pear: 1.5, marquise: 2, baguette: 2, taperedBaguette: 2, emerald: 1.4, triangle: 0.87, trillion: 0.87 };
function iconSize(shape: CaratShape) {
  const ratio = iconRatio[shape] ?? 1;
  return ratio >= 1 ? { width: `${30 / ratio}px`, height: '30px' } : { width: '30px', height: `${30 * ratio}px` };
}

interface ShapePickerProps {
  /** The radio group's name, unique on the page. */
  name: string;
  shapes: CaratShape[];
  value: CaratShape;
  onChange: (shape: CaratShape) => void;
  labels: Pick<CaratSelectorLabels, 'shape' | 'shapes'>;
}

/** The shapes as a radio group of tiles, each with its outline and name (arrow keys move between them). */
export function ShapePicker({ name, shapes, value, onChange, labels }: ShapePickerProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium tracking-[0.14em] text-ink uppercase">{labels.shape}</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-5 md:grid-cols-7">
        {shapes.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer flex-col items-center gap-2 border border-line bg-surface px-1 py-3 text-center text-ink-soft transition-colors hover:border-ink-muted has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-strong has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand motion-reduce:transition-none"
          >
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} className="sr-only" />
            <span className="flex h-9 items-center justify-center">
              <StoneShape shape={option} style={iconSize(option)} />
            </span>
            <span className="text-xs leading-tight font-medium text-ink">{labels.shapes[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
