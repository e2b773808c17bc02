/**
 * Preact (preact/compat) stands in for React DOM in the browser and the server render: the same
 * components, a third of the runtime (for the 90 KB first-paint JS goal,
 * docs/decisions/042-preact-runtime.md). The build and the unit tests that render components
 * share these aliases, so a test renders on the runtime the browser runs.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
