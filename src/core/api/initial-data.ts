// The route's API data, embedded by the server in the HTML as
// <script type="application/json" id="initial-data"> (never an executable inline script: the CSP
// forbids those), and put into the browser's query cache before the first render, so the first
// render needs no /api round trip. Written by src/server/pages/spa.ts, read by
// src/web/ssr/initial-data.ts.

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** One query cache entry: the key the page's query uses and what its queryFn resolves to. */
export type InitialQuery = {
  key: readonly unknown[];
  data: unknown;
  /** false: the server render reads it but the HTML does not carry it (the data of sections that
   * hydrate late, which fetch it when they do), so the document stays in one congestion window
   * (docs/decisions/134-first-paint-in-one-window.md). */
  embed?: false;
};

export type InitialData = { queries: InitialQuery[] };

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a <script> element: '<' (so no '</script>' or '<!--'), '>' and '&' become
 * \u escapes, as do U+2028/U+2029; JSON.parse gives the same value back.
 */
export function serializeInitialData(value: InitialData): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPES[char] as string);
}
