export interface SoldBarProps {
  sold: number;
  made: number;
  /** Heading, e.g. "Gelimiteerde oplage". */
  title: string;
  /** e.g. "18 van 25 verkocht". */
  text: string;
}

/** How much of a limited edition is sold: a thin meter with its text. */
export function SoldBar({ sold, made, title, text }: SoldBarProps) {
  const percent = made > 0 ? Math.min(100, Math.round((sold / made) * 100)) : 0;
  return (
    <div data-slot="sold-bar" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4 text-xs tracking-[0.14em] uppercase">
        <span className="font-medium text-ink">{title}</span>
        <span className="text-ink-muted">{text}</span>
      </div>
      <div role="meter" aria-label={title} aria-valuemin={0} aria-valuemax={made} aria-valuenow={sold} aria-valuetext={text} className="h-1 w-full bg-line">
        <div className="h-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
