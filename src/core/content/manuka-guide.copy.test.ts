// The spec's words in manuka-guide.ts (content/pages/manuka-guide.json), in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { LOWEST_GRADE_DAILY_SUGGESTION } from './manuka-guide';

describe('manuka-guide.ts copy', () => {
  it.each([
    [
      'LOWEST_GRADE_DAILY_SUGGESTION',
      LOWEST_GRADE_DAILY_SUGGESTION,
      '1-2 teaspoons daily',
      'docs/spec/accounts-and-back-office.md §9 Business constants and limits, "Manuka guide"',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
