export interface CommentItem {
  id: number;
  name: string;
  /** Plain text; line breaks are kept. */
  body: string;
  date: { label: string; iso: string };
}

export interface CommentListProps {
  comments: CommentItem[];
  labels: {
    title: string;
    /** "3 reacties", already counted. */
    count: string;
    none: string;
  };
  /** Id of the heading (the section's anchor is `comments`). */
  headingId?: string;
}

/** A post's approved comments, oldest first, under a heading with their number; a line when there are none. */
export function CommentList({ comments, labels, headingId = 'comments-heading' }: CommentListProps) {
  return (
    <section id="comments" aria-labelledby={headingId} data-slot="comment-list" className="flex flex-col gap-6">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-display text-3xl font-normal text-ink">
        {labels.title}
        <span className="font-sans text-sm text-ink-muted">{labels.count}</span>
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-ink-soft">{labels.none}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line border-y border-line">
          {comments.map((comment) => (
            <li key={comment.id} data-slot="comment" className="flex gap-4 py-6">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft font-display text-lg text-brand-strong">
                {comment.name.trim().charAt(0).toUpperCase()}
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <p className="text-sm">
                  <span className="font-medium text-ink">{comment.name}</span>
                  <span className="text-ink-muted">
                    {' · '}
                    <time dateTime={comment.date.iso}>{comment.date.label}</time>
                  </span>
                </p>
                <p className="text-base leading-relaxed break-words whitespace-pre-line text-ink-soft">{comment.body}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
