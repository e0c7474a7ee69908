export interface TimelineEvent {
  /** Unique within the list. */
  key: string;
  /** The status in words, e.g. "Onderweg". */
  label: string;
  /** Date and time as shown, and the moment for `<time dateTime>`. */
  date: string;
  time: string;
  dateTime: string;
  /** Where it happened (as the carrier names it, not translated). */
  location: string | null;
}

export interface TrackingTimelineProps {
  /** Newest first: the first is where the order is now. */
  events: TimelineEvent[];
  labels: { heading: string; empty: string };
}

/** An order's history as a timeline, newest first; the current step is marked for screen readers too. */
export function TrackingTimeline({ events, labels }: TrackingTimelineProps) {
  return (
    <section data-slot="tracking-timeline" aria-labelledby="tracking-timeline-heading" className="flex flex-col gap-5">
      <h3 id="tracking-timeline-heading" className="font-display text-xl text-ink md:text-2xl">
        {labels.heading}
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-ink-soft">{labels.empty}</p>
      ) : (
        <ol className="flex flex-col">
          {events.map((event, index) => {
            const current = index === 0;
            return (
              <li key={event.key} data-slot="tracking-event" aria-current={current ? 'step' : undefined} className="group relative flex gap-4 pb-6 last:pb-0">
                {/* The line between the dots. */}
                <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-px bg-line group-last:hidden" />
                <span
                  aria-hidden="true"
                  className={`relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 ${current ? 'border-brand bg-brand' : 'border-line bg-surface'}`}
                />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className={`text-sm ${current ? 'font-medium text-ink' : 'text-ink-soft'}`}>{event.label}</p>
                  <p className="text-xs text-ink-muted tabular-nums">
                    <time dateTime={event.dateTime}>
                      {event.date} {event.time}
                    </time>
                    {event.location ? <span> · {event.location}</span> : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export interface ParcelInfoProps {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page; without it the number is shown without a link. */
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  labels: {
    carrier: string;
    trackingNumber: string;
    /** Visible link text, e.g. "Volg je pakket bij PostNL". */
    trackAt: string;
    /** Spoken after the link text: "(opent in een nieuw venster)". */
    newWindow: string;
    shippedAt: string;
    deliveredAt: string;
  };
}

const term = 'text-xs tracking-[0.14em] text-ink-muted uppercase';

/** Carrier, tracking number with the carrier's page (a new window, said so), shipping and delivery dates. */
export function ParcelInfo({ carrier, trackingNumber, trackingUrl, shippedAt, deliveredAt, labels }: ParcelInfoProps) {
  return (
    <div data-slot="parcel-info" className="flex flex-col gap-5">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className={term}>{labels.carrier}</dt>
          <dd data-slot="parcel-carrier" className="text-sm text-ink">
            {carrier}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <dt className={term}>{labels.trackingNumber}</dt>
          <dd data-slot="parcel-tracking-number" className="text-sm break-all text-ink tabular-nums">
            {trackingNumber}
          </dd>
        </div>
        {shippedAt ? (
          <div className="flex flex-col gap-1">
            <dt className={term}>{labels.shippedAt}</dt>
            <dd className="text-sm text-ink tabular-nums">{shippedAt}</dd>
          </div>
        ) : null}
        {deliveredAt ? (
          <div className="flex flex-col gap-1">
            <dt className={term}>{labels.deliveredAt}</dt>
            <dd className="text-sm text-ink tabular-nums">{deliveredAt}</dd>
          </div>
        ) : null}
      </dl>
      {trackingUrl ? (
        <a
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-slot="parcel-tracking-link"
          className="inline-flex min-h-11 items-center justify-center gap-2 self-start bg-brand px-5 py-2 text-center text-xs font-medium tracking-[0.14em] text-surface uppercase transition-colors hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {labels.trackAt}
          <span className="sr-only"> {labels.newWindow}</span>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" className="size-4 shrink-0">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </a>
      ) : null}
    </div>
  );
}
