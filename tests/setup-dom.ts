import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s instead of 1 s, for a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
