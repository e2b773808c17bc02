/**
 * The records of why the shop is as it is stay readable as one set: every decision record opens
 * with its title, a `Date:` line and a `Status:` line in one format, and the index lists every
 * record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const RECORDS_DIR = join(ROOT, 'docs/decisions');
const records = readdirSync(RECORDS_DIR).filter((name) => name.endsWith('.md'));

const STATUS = /^Status: (Accepted|Proposed|Superseded by \d{3})\b/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;

describe('decision records', () => {
  it.each(records)('%s opens with its title, Date and Status lines', (name) => {
    const [title, blank, date, status] = readFileSync(join(RECORDS_DIR, name), 'utf8').split('\n');
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    expect(date).toMatch(DATE);
    expect(Number.isNaN(Date.parse(date?.slice(6) ?? ''))).toBe(false);
    expect(status).toMatch(STATUS);
  });

  it('are numbered once each and all listed in docs/decisions.md', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.every((n) => /^\d{3}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const index = readFileSync(join(ROOT, 'docs/decisions.md'), 'utf8');
    const unlisted = records.filter((name) => !index.includes(`decisions/${name}`));
    expect(unlisted).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('code comments', () => {
  // The issue tracker is not shipped with the shop; the decision record is.
  it('cite decision records, not issue numbers', () => {
    const citing = ['src', 'scripts', 'e2e', 'bench']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((text, i) => ({ file: file.slice(ROOT.length + 1), line: i + 1, text }))
          .filter(({ text }) => /\bissues? #?\d+\b/i.test(text)),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(citing).toEqual([]);
  });
});
