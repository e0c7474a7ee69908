import { provideShop } from '../state/shop-view';
import type { RuntimeConfig } from './runtime';

let config: RuntimeConfig | null = null;
let loading: Promise<typeof import('./runtime')> | null = null;

/** Set by the layout's ShopRuntime before any island can ask for the runtime. */
export function setRuntimeConfig(next: RuntimeConfig): void {
  config = next;
}

/** The runtime module (a chunk of its own), configured with the page's language and texts. */
export function loadRuntime(): Promise<typeof import('./runtime')> {
  loading ??= import('./runtime').then(
    (module) => {
      if (config) module.configure(config);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

provideShop(() => loadRuntime().then((module) => module.runtime().actions));
