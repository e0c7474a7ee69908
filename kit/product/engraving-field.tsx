import { ENGRAVING_MAX_LENGTH, engravingFonts, type EngravingFont } from '../../domain/cart/cart-rules';
import { fill } from '../format/fill';
import { RadioChip } from '../ui/radio-chip';

export { ENGRAVING_MAX_LENGTH, engravingFonts, type EngravingFont };

export interface Engraving {
  text: string;
  font: EngravingFont;
}

export interface EngravingFieldProps {
  value: Engraving;
  onChange: (value: Engraving) => void;
  /** Colour of the plate: the chosen metal. */
  metalColor: string;
  labels: {
    legend: string;
    text: string;
    placeholder: string;
    /** Shown faintly on the empty plate, e.g. "Voor altijd". */
    sample: string;
    /** Characters used, with `{count}` and `{max}`. */
    count: string;
    font: string;
    fonts: Record<EngravingFont, string>;
    preview: string;
  };
  /** Prefix for element ids, unique on the page. */
  id?: string;
}

/** The lettering's CSS font family (the map jewellery's merged image draws the engraving in it too). */
export const engravingFontFamily: Record<EngravingFont, string> = {
  serif: 'var(--font-display), Georgia, serif',
  script: "'Snell Roundhand', 'Apple Chancery', 'URW Chancery L', 'Z003', cursive",
};

/** Engraving text (at most 20 characters) with a font choice and a live preview on a plate in the metal's colour. */
export function EngravingField({ value, onChange, metalColor, labels, id = 'engraving' }: EngravingFieldProps) {
  const countId = `${id}-count`;
  return (
    <fieldset data-slot="engraving" className="flex flex-col gap-3 border-t border-line pt-5">
      <legend className="sr-only">{labels.legend}</legend>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={`${id}-text`} className="text-xs tracking-[0.14em] text-ink-muted uppercase">
          {labels.text}
        </label>
        <span id={countId} className="text-xs text-ink-muted tabular-nums">
          {fill(labels.count, { count: value.text.length, max: ENGRAVING_MAX_LENGTH })}
        </span>
      </div>
      <input
        id={`${id}-text`}
        type="text"
        maxLength={ENGRAVING_MAX_LENGTH}
        value={value.text}
        placeholder={labels.placeholder}
        aria-describedby={countId}
        autoComplete="off"
        onChange={(event) => onChange({ ...value, text: event.currentTarget.value.slice(0, ENGRAVING_MAX_LENGTH) })}
        className="h-11 border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-muted focus-visible:border-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      />
      <div role="radiogroup" aria-label={labels.font} className="flex gap-2">
        {engravingFonts.map((font) => (
          <RadioChip key={font} look="soft" className="flex-1" chipStyle={{ fontFamily: engravingFontFamily[font] }} name={`${id}-font`} value={font} checked={value.font === font} onChange={() => onChange({ ...value, font })}>
            {labels.fonts[font]}
          </RadioChip>
        ))}
      </div>
      <svg role="img" aria-label={value.text ? `${labels.preview}: ${value.text}` : labels.preview} viewBox="0 0 320 80" className="h-20 w-full" data-slot="engraving-preview">
        <defs>
          <linearGradient id={`${id}-sheen`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
            <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
            <stop offset="1" stopColor="#000" stopOpacity="0.15" />
          </linearGradient>
        </defs>
        <rect x="4" y="8" width="312" height="64" rx="32" fill={metalColor} />
        <rect x="4" y="8" width="312" height="64" rx="32" fill={`url(#${id}-sheen)`} />
        <text
          x="160"
          y="41"
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={value.font === 'script' ? 28 : 24}
          style={{ fontFamily: engravingFontFamily[value.font] }}
          fill="#1c1917"
          fillOpacity={value.text ? 0.72 : 0.3}
        >
          {value.text || labels.sample}
        </text>
      </svg>
    </fieldset>
  );
}
