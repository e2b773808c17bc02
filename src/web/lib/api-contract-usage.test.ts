// The web calls the shop's API through `api(endpoint, …)` only, whose answer type comes from the
// contract (src/core/api/contract.ts); a call that asserts its own answer type
// (`apiFetch<T>(…)`, or `apiFetch(…)` whose unknown answer is then cast) would bring back the
// unchecked types the contract replaced. docs/decisions/102-typed-api-contract.md
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(process.cwd(), 'src/web');
/** The client itself (and its own test) are the only files that may call apiFetch. */
const CLIENT_FILES = new Set(['lib/api-client.ts', 'lib/api-client.test.ts']);
/** This file names what it looks for. */
const SELF = 'lib/api-contract-usage.test.ts';

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

  it('calls apiFetch only inside the client (everything else goes through api())', () => {
    const offenders = files
      .filter((f) => !CLIENT_FILES.has(f.name) && /\bapiFetch\b/.test(f.text))
      .map((f) => f.name);
    expect(offenders).toEqual([]);
  });
});
