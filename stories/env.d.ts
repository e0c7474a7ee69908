// Stylesheets imported for their side effect (Vite bundles them); TypeScript 6 checks such imports.
declare module '*.css';
