import { useEffect, useState } from 'react';
import { hiddenLoadingBar, loadingBarFrame, nextLoadingBarChange, type LoadingBarFrame } from './loading-bar-rules';
import { loadingBar, type LoadingBarStore } from './loading-bar-store';

/** The loading bar's current frame, redrawn as its run advances (also a run that began before mounting). */
export function useLoadingBarFrame(bar: LoadingBarStore = loadingBar): LoadingBarFrame {
  const [frame, setFrame] = useState(hiddenLoadingBar);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      const at = Date.now();
      setFrame(loadingBarFrame(bar.get(), at));
      const delay = nextLoadingBarChange(bar.get(), at);
      if (delay !== null) timer = setTimeout(update, delay);
    };
    const unsubscribe = bar.subscribe(update);
    timer = setTimeout(update, 0);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [bar]);
  return frame;
}
