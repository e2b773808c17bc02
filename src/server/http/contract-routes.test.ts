// Every endpoint of the API contract (src/core/api/contract.ts) is a route the app registers,
// with the contract's method and path: a key with a typo or a stale mount prefix would type-check
// and only fail on the request that reaches it (http/contract.ts's run-time check).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

const contractKeys = [
  ...readFileSync(join(process.cwd(), 'src/core/api/contract.ts'), 'utf8').matchAll(
    /^ {2}'((?:GET|POST|PUT|DELETE) \/api\/[^']*)'/gm,
  ),
].map((match) => match[1] as string);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ seed: false });
});
afterAll(async () => {
  await testApp?.close();
});

describe('the API contract and the app', () => {
  it('registers a route for every contract endpoint', () => {
    const registered = new Set(testApp.app.routes.map((r) => `${r.method} ${r.path}`));
    expect(contractKeys.length).toBeGreaterThan(80);
    expect(contractKeys.filter((key) => !registered.has(key))).toEqual([]);
  });
});
