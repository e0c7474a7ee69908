import type { CaratShape } from '../../domain/carat/carat';
import { EURO_COIN_MM } from '../../domain/carat/carat';
import { StoneShape } from './stone-shape';

/** A 1 euro coin: the brass ring round the silver centre, drawn 23.25 mm across. */
function EuroCoin() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" style={{ width: `${EURO_COIN_MM}mm`, height: `${EURO_COIN_MM}mm` }}>
      <circle cx="50" cy="50" r="49" className="fill-brand-soft stroke-brand" strokeWidth="1.5" />
      <circle cx="50" cy="50" r="34" className="fill-canvas stroke-brand/60" strokeWidth="1" />
      <text x="50" y="52" textAnchor="middle" dominantBaseline="middle" fontSize="34" className="fill-brand-strong font-display">
        1
      </text>
    </svg>
  );
}

interface TrueSizeProps {
  /** Null while the tables load: the coin alone. */
  stone: { shape: CaratShape; width: number; height: number; size: string } | null;
  /** The drawing's name for assistive tech. */
  label: string;
  coin: string;
  title: string;
  note: string;
}

/**
 * The stone at true size beside a 1 euro coin. CSS millimetres are 96/25.4 px, so the drawing
 * is true on a screen of 96 CSS px per inch; the caption says so and how to check with a coin.
 */
export function TrueSize({ stone, label, coin, title, note }: TrueSizeProps) {
  return (
    <figure data-slot="true-size" className="flex flex-col gap-4">
      <div role="img" aria-label={label} className="flex min-h-[44mm] items-center justify-center gap-10 border border-line bg-surface px-6 py-8">
        {stone ? (
          <div className="flex flex-col items-center gap-3">
            <StoneShape shape={stone.shape} className="text-ink-soft" style={{ width: `${stone.width}mm`, height: `${stone.height}mm` }} />
            <span className="text-xs text-ink-muted">{stone.size}</span>
          </div>
        ) : null}
        <div className="flex flex-col items-center gap-3">
          <EuroCoin />
          <span className="text-xs text-ink-muted">{coin}</span>
        </div>
      </div>
      <figcaption className="flex flex-col gap-1 text-xs leading-relaxed text-ink-muted">
        <span className="font-medium tracking-[0.14em] text-ink uppercase">{title}</span>
        {note}
      </figcaption>
    </figure>
  );
}
