import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s instead of 1 s, for a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The unit project's files share a worker's happy-dom (vitest.config.ts: `isolate: false`); this
// file runs before each of them (after tests/fresh-modules.ts), so each starts from an empty
// document, storage and cookie jar.
vi.useRealTimers();
// Files that ask for `@vitest-environment node` have no document.
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const initial = ((globalThis as { initialHref?: string }).initialHref ??= location.href);
  if (location.href !== initial) history.replaceState(null, '', initial);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('class');
}
