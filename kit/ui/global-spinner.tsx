import { SpinnerIcon } from './icons';

export interface GlobalSpinnerProps {
  /** Spoken and shown under the spinner, e.g. "Bezig met laden…". */
  label: string;
}

/**
 * The global spinner (spec section 2): shown over the page while the global loader flag is on,
 * e.g. while a change from another tab is fetched. A polite status, so it is announced once.
 */
export function GlobalSpinner({ label }: GlobalSpinnerProps) {
  return (
    <div data-slot="global-spinner" className="fixed inset-0 z-[65] flex items-center justify-center bg-canvas/60 motion-safe:animate-[fade-in_150ms_ease-out]">
      <div role="status" className="flex flex-col items-center gap-3 bg-surface px-6 py-5 text-sm text-ink-soft shadow-lg">
        <SpinnerIcon className="size-8 text-brand" />
        <span>{label}</span>
      </div>
    </div>
  );
}
