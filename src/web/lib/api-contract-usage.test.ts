// The web calls the shop's API through `api(endpoint, …)` only, whose answer type comes from the
// contract (src/core/api/contract.ts); a call that asserts its own answer type
// (`apiFetch<T>(…)`, or `apiFetch(…)` whose unknown answer is then cast) would bring back the
// unchecked types the contract replaced. So would a raw `fetch('/api/…')` with its own guards of
// the answer (the drawer's price and checkout calls did, before they joined the contract): only
// downloads and streams, which are not JSON answers, fetch the API themselves. And the web never
// imports the contract's run-time schema map, which is the server's (it would pull every schema
// of the API into the bundle). docs/decisions/102-typed-api-contract.md,
// docs/decisions/138-contract-is-the-endpoint.md
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(process.cwd(), 'src/web');
/** The client itself (and its own test) are the only files that may call apiFetch. */
const CLIENT_FILES = new Set(['lib/api-client.ts', 'lib/api-client.test.ts']);
/** This file names what it looks for. */
const SELF = 'lib/api-contract-usage.test.ts';

/**
 * The raw fetches of the API that stay outside the contract, by file: downloads saved as files
 * and the Shopify export's Server-Sent Events (decision 102). A path is matched by its start.
 */
const DOWNLOADS: Record<string, string[]> = {
  'features/account/api.ts': ['/api/account/orders/', '/api/account/export'],
  'features/admin/api.ts': ['/api/admin/export'],
};

/** `fetch(…)` (or `fetchImpl(…)`, `window.fetch(…)`) of a path under /api/: the path's start. */
function rawApiFetches(text: string): string[] {
  // Constants holding an API path: `const CHECKOUT_PATH = '/api/checkout'`.
  const constants = new Map(
    [...text.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*['"`](\/api\/[^'"`]*)/g)].map(
      (match) => [match[1] as string, match[2] as string],
    ),
  );
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w$])(?:\w+\.)?(fetch\w*)\s*\(\s*([^,)]*)/gi)) {
    if (/^apiFetch$/i.test(match[1] as string)) continue;
    const argument = (match[2] as string).trim();
    const literal = /^['"`](\/api(?:\/|['"`])[^'"`$]*)/.exec(argument)?.[1];
    const constant = constants.get(argument);
    if (literal !== undefined) found.push(literal);
    else if (constant !== undefined) found.push(constant);
  }
  return found;
}

/** An '/api/…' string and the browser's fetch used directly (called, or handed to a helper). */
function holdsApiPathAndFetches(text: string): boolean {
  return /['"`]\/api\//.test(text) && /(?<![\w$.])fetch\b(?!\s*:)/.test(text);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the web calls the API through the typed contract', () => {
  const files = sourceFiles(WEB)
    .map((path) => ({
      name: relative(WEB, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }))
    .filter((f) => f.name !== SELF);

  it('reads the web source (the check below is not vacuous)', () => {
    expect(files.some((f) => f.name === 'features/account/api.ts')).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no apiFetch<T> with an asserted answer type anywhere in src/web', () => {
    const offenders = files.filter((f) => /\bapiFetch\s*</.test(f.text)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it('fetches no /api/ path outside the client but the listed downloads and streams', () => {
    const offenders = files
      .filter((f) => !CLIENT_FILES.has(f.name))
      .flatMap((f) =>
        rawApiFetches(f.text)
          .filter((path) => !(DOWNLOADS[f.name] ?? []).some((start) => path.startsWith(start)))
          .map((path) => `${f.name}: fetch('${path}…')`),
      );
    expect(offenders).toEqual([]);
  });

  it('has no file that holds an /api/ path and calls fetch itself (a helper taking the path)', () => {
    const offenders = files
      .filter(
        (f) =>
          !CLIENT_FILES.has(f.name) &&
          !(f.name in DOWNLOADS) &&
          !/\.test\.tsx?$/.test(f.name) &&
          holdsApiPathAndFetches(f.text),
      )
      .map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it('finds a raw fetch of the API however it is written (the check above is not vacuous)', () => {
    expect(rawApiFetches("await fetch('/api/cart/price', { method: 'POST' })")).toEqual([
      '/api/cart/price',
    ]);
    const templated = ['fetchImpl(`/api/cart/checkout-status/', '$', '{token}`)'].join('');
    expect(rawApiFetches(templated)).toEqual(['/api/cart/checkout-status/']);
    expect(rawApiFetches('window.fetch("/api/me")')).toEqual(['/api/me']);
    expect(
      rawApiFetches(
        "export const CHECKOUT_PATH = '/api/checkout';\npostJson(fetch(CHECKOUT_PATH))",
      ),
    ).toEqual(['/api/checkout']);
    expect(
      rawApiFetches("apiFetch('/api/me'); prefetch('/shop'); fetch('/content/a.json')"),
    ).toEqual([]);
    // The drawer's calls before they joined the contract: a helper handed fetch and the path.
    const helper = [
      "export const CHECKOUT_PATH = '/api/checkout';",
      'async function postJson(fetchImpl: typeof fetch, path: string) { return fetchImpl(path); }',
      'postJson(options.fetchImpl ?? fetch, CHECKOUT_PATH);',
    ].join('\n');
    expect(holdsApiPathAndFetches(helper)).toBe(true);
    expect(holdsApiPathAndFetches("api('POST /api/checkout', { body }); // not fetch: ok")).toBe(
      false,
    );
    // The downloads are found, and allowed only because they are listed.
    const account = files.find((f) => f.name === 'features/account/api.ts');
    expect(rawApiFetches(account?.text ?? '')).toContain('/api/account/export');
  });

  it('never imports the server-side schema map of the contract', () => {
    const offenders = files
      .filter((f) => /from\s+['"][^'"]*core\/api\/contract-schemas['"]/.test(f.text))
      .map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it('calls apiFetch only inside the client (everything else goes through api())', () => {
    const offenders = files
      .filter((f) => !CLIENT_FILES.has(f.name) && /\bapiFetch\b/.test(f.text))
      .map((f) => f.name);
    expect(offenders).toEqual([]);
  });
});
