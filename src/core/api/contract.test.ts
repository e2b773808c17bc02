// Every endpoint of the contract is answered by a server route through the contract's helpers
// (src/server/http/contract.ts: answer, answerEmpty, or the catalogue's send of cached JSON),
// so no entry types the web's calls without the server's answer being checked against it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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

const serverText = sourceFiles(join(ROOT, 'src/server'))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

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
});
