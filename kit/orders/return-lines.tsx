'use client';

import { fill } from '../format/fill';
import { quantityKey, type ReturnLine } from './return-form-rules';
import { FieldError, fieldControlClass, fieldLabelClass } from '../ui/field';

/** A line of the order as the return form shows it. */
export interface ReturnFormLine extends Omit<ReturnLine, 'label'> {
  title: string;
  image: { url: string; width?: number; height?: number } | null;
  /** Metal, size, engraving in one line. */
  details: string;
  /** "Nog 1 te retourneren, tot en met 16.01.2027", or why it cannot be returned (max 0). */
  note: string;
}

export interface ReturnLinesProps {
  lines: ReturnFormLine[];
  /** Typed quantity per line id. */
  quantities: Record<string, string>;
  /** The form's errors; `quantity.<line id>` are this part's. */
  errors: Record<string, string>;
  labels: { quantity: string; quantityOf: string };
  /** The form's id for a field key (errors are `<id>-error`). */
  idOf: (key: string) => string;
  onChange: (lineId: number, quantity: string) => void;
}

/** The order's lines in the return form: a quantity for each returnable one, the reason for the rest. */
export function ReturnLines({ lines, quantities, errors, labels, idOf, onChange }: ReturnLinesProps) {
  return (
    <ul className="flex flex-col divide-y divide-line border-y border-line">
      {lines.map((line) => {
        const key = quantityKey(line.id);
        const noteId = `${idOf(key)}-note`;
        const errorId = `${idOf(key)}-error`;
        return (
          <li key={line.id} data-slot="return-line" className="flex flex-wrap items-center gap-4 py-4">
            <div className="size-16 shrink-0 overflow-hidden bg-canvas">
              {line.image ? <img src={line.image.url} alt="" width={line.image.width} height={line.image.height} loading="lazy" className="size-full object-cover" /> : null}
            </div>
            <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
              <p className="font-display text-base leading-snug text-ink">{line.title}</p>
              {line.details ? <p className="text-xs text-ink-muted">{line.details}</p> : null}
              <p id={noteId} className={`text-xs ${line.max > 0 ? 'text-ink-soft' : 'text-ink-muted'}`}>
                {line.note}
              </p>
            </div>
            {line.max > 0 ? (
              // Phones: under the text, past the image.
              <div className="ml-20 flex w-28 flex-col gap-1.5 sm:ml-0">
                <label htmlFor={idOf(key)} className={fieldLabelClass}>
                  <span aria-hidden="true">{labels.quantity}</span>
                  <span className="sr-only">{fill(labels.quantityOf, { title: line.title })}</span>
                </label>
                <input
                  id={idOf(key)}
                  name={key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.max}
                  step={1}
                  value={quantities[String(line.id)] ?? ''}
                  placeholder="0"
                  onChange={(e) => onChange(line.id, e.currentTarget.value)}
                  className={fieldControlClass}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={[noteId, errors[key] ? errorId : null].filter(Boolean).join(' ')}
                />
              </div>
            ) : null}
            {errors[key] ? (
              <FieldError id={errorId} className="w-full">
                {errors[key]}
              </FieldError>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
