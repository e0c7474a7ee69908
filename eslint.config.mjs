import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import storybook from 'eslint-plugin-storybook';

/** Layers import downwards only (ARCHITECTURE.md): host -> registry -> blocks -> kit -> api/contract. */
const layers = [
  { target: './api', from: ['./kit', './blocks', './host', './registry.ts', './stories'], message: 'api/ never imports the storefront.' },
  { target: './kit', from: ['./blocks', './host', './registry.ts', './api/app.ts', './api/db', './api/modules', './api/lib', './api/seed'], message: 'kit/ imports only itself and api/contract.' },
  { target: './blocks', from: ['./host', './registry.ts', './api/app.ts', './api/db', './api/modules', './api/lib', './api/seed'], message: 'blocks/ import kit/ and api/contract only.' },
  { target: './registry.ts', from: ['./host', './api/app.ts', './api/db', './api/modules', './api/lib', './api/seed'], message: 'registry.ts imports blocks/, kit/ and api/contract only.' },
];

const config = [
  {
    ignores: ['node_modules/**', 'host/.next/**', 'storybook-static/**', 'data/**', 'test-results/**', 'playwright-report/**', 'host/next-env.d.ts'],
  },
  ...nextVitals,
  ...nextTs,
  ...storybook.configs['flat/recommended'],
  {
    settings: { next: { rootDir: 'host/' } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Product images are generated SVGs served by the API: next/image adds nothing for them.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // The kit and blocks are framework-free: the host hands in its Link through `asChild`.
    files: ['kit/**', 'blocks/**', 'stories/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
