/** The order list filtered as the dashboard's figure counts (the list reads these from its address). */
export function orderListHref(filters: Record<string, string>): string {
  return `/admin/orders?${new URLSearchParams(filters)}`;
}

const cardClass = 'flex h-full flex-col gap-1 rounded-sm border border-line bg-surface p-4';

/**
 * One figure of the dashboard: what it counts, the number, a note; with `href` the whole card is
 * a link to the list behind it (its name is the label and the number).
 */
export function FigureCard({ label, value, note, href, linkText, testId }: { label: string; value: string; note?: string; href?: string; linkText?: string; testId?: string }) {
  const body = (
    <>
      <span className="text-sm text-ink-soft">{label}</span>
      <span className="font-display text-3xl tabular-nums">{value}</span>
      {note ? <span className="text-xs text-ink-muted">{note}</span> : null}
      {href && linkText ? <span className="mt-auto pt-1 text-xs underline underline-offset-4">{linkText}</span> : null}
    </>
  );
  return (
    <li data-testid={testId}>
      {href ? (
        <a href={href} className={`${cardClass} hover:border-ink focus-visible:border-ink`}>
          {body}
        </a>
      ) : (
        <div className={cardClass}>{body}</div>
      )}
    </li>
  );
}
