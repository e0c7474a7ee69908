import type { LoadingBarFrame } from './loading-bar-rules';

export type LoadingBarProps = LoadingBarFrame;

/**
 * The thin bar at the top of the window while a page or the shop loads (spec section 2).
 * Decorative: the content that loads carries its own busy state for assistive technology.
 */
export function LoadingBar({ visible, progress, failed }: LoadingBarProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="loading-bar"
      data-state={failed ? 'failed' : visible ? 'loading' : 'idle'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]"
    >
      <div
        className={`h-full origin-left transition-[transform,opacity] duration-100 ease-linear motion-reduce:transition-none ${failed ? 'bg-sale' : 'bg-brand'} ${visible ? 'opacity-100' : 'opacity-0'}`}
        style={{ transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
}
