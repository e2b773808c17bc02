// Every endpoint of the contract is answered by a server route through the contract's helpers
// (src/server/http/contract.ts: answer, answerEmpty, or the catalogue's send of cached JSON),
// so no entry types the web's calls without the server's answer being checked against it; and
// every entry that takes a JSON body names the zod schema its route reads the body through
// (readBody, docs/decisions/138-contract-is-the-endpoint.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractSchemas } from './contract-schemas';

const ROOT = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const contractKeys = [
  ...readFileSync(join(ROOT, 'src/core/api/contract.ts'), 'utf8').matchAll(
    /^ {2}'((?:GET|POST|PUT|DELETE) \/api\/[^']*)'/gm,
  ),
].map((match) => match[1] as string);

const contractText = readFileSync(join(ROOT, 'src/core/api/contract.ts'), 'utf8');
/** Each entry's text, from its key to the next key or the end of the contract. */
const entryText = new Map(
  contractKeys.map((key, i) => {
    const start = contractText.indexOf(`  '${key}'`);
    const next = contractKeys[i + 1];
    const end = next ? contractText.indexOf(`  '${next}'`) : contractText.indexOf('\n};', start);
    return [key, contractText.slice(start, end)];
  }),
);
/** Entries whose body is not JSON a schema checks: an image's bytes, an empty action. */
const BODIES_WITHOUT_SCHEMA = [
  'POST /api/account/subscriptions/:id/payment-method-email',
  'POST /api/admin/images',
  'POST /api/admin/subscriptions/:id/payment-method-email',
];

const serverFiles = sourceFiles(join(ROOT, 'src/server')).map((path) => ({
  path: path.slice(ROOT.length + 1),
  text: readFileSync(path, 'utf8'),
}));
const serverText = serverFiles.map((file) => file.text).join('\n');

describe('the API contract', () => {
  it('lists the endpoints (the check below is not vacuous)', () => {
    expect(contractKeys).toContain('GET /api/me');
    expect(contractKeys).toContain('DELETE /api/admin/products/:id');
    expect(contractKeys.length).toBeGreaterThan(80);
    expect(new Set(contractKeys).size).toBe(contractKeys.length);
  });

  it('has every endpoint answered by a server route through the contract', () => {
    const answered = new Set(
      [
        ...serverText.matchAll(
          /\b(?:answer|answerEmpty|send)\(\s*c,\s*'((?:GET|POST|PUT|DELETE) \/api\/[^']*)'/g,
        ),
      ].map((match) => match[1]),
    );
    expect(contractKeys.filter((key) => !answered.has(key))).toEqual([]);
  });

  it('has a schema for every entry that takes a JSON body, in the run-time map', () => {
    const withBody = contractKeys.filter((key) =>
      /\b(Takes|Creates|SendsPaymentUpdateEmail)\b|\bbody:/.test(entryText.get(key) ?? ''),
    );
    expect(withBody.length).toBeGreaterThan(40);
    const mapped = Object.keys(contractSchemas);
    expect(withBody.filter((key) => !mapped.includes(key)).sort()).toEqual(BODIES_WITHOUT_SCHEMA);
    expect(mapped.filter((key) => !withBody.includes(key))).toEqual([]);
    expect(withBody).toContain('POST /api/checkout');
    expect(withBody).toContain('POST /api/cart/price');
  });

  it("has every schema's route read its body through the contract (readBody), not a schema of its own", () => {
    const read = new Set(
      [
        ...serverText.matchAll(
          /\breadBody(?:Of)?\(\s*c,\s*'((?:GET|POST|PUT|DELETE) \/api\/[^']*)'/g,
        ),
      ].map((match) => match[1]),
    );
    expect(Object.keys(contractSchemas).filter((key) => !read.has(key))).toEqual([]);
    // A body read past the contract: only the vitals beacon (sendBeacon, outside the contract).
    const direct = serverFiles
      .filter((file) => /\breadJsonBody\(\s*c\b/.test(file.text))
      .map((file) => file.path);
    expect(direct.sort()).toEqual([
      'src/server/http/contract.ts',
      'src/server/ops/vitals-routes.ts',
    ]);
  });
});
