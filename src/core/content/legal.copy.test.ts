// The spec's words in legal.ts (content/legal/*.json), in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { LAST_UPDATED_LABEL } from './legal';

describe('legal.ts copy', () => {
  it.each([
    [
      'LAST_UPDATED_LABEL',
      LAST_UPDATED_LABEL,
      'Last updated',
      'docs/spec/accounts-and-back-office.md §2 /terms and /privacy',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
