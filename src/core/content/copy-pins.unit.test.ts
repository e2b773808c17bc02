/**
 * A test that pins a constant to its own literal (`expect(CART_TITLE).toBe('Shopping Cart')`)
 * restates the constant and fails only when someone edits the copy on purpose. The spec's words
 * are checked once, in the `<module>.copy.test.ts` table beside the module that holds them, each
 * row citing its spec section (docs/decisions/144-copy-tables.md); other tests use the constant.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SELF = import.meta.filename; // its examples below are pins on purpose

/** `expect(NAME).toBe('…')` or `expect(NAME.field).toEqual("…")` on one line. */
const COPY_PIN = /expect\([A-Z][A-Z0-9_]+(\.[A-Za-z_]+)*\)\.(toBe|toEqual)\(['"`]/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    const copyTable = entry.name.endsWith('.copy.test.ts');
    return /\.test\.tsx?$/.test(entry.name) && !copyTable && path !== SELF ? [path] : [];
  });
}

/** Every `file:line: text` outside the copy tables that pins a constant to a literal. */
function findCopyPins(files: string[], read = (file: string) => readFileSync(file, 'utf8')) {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((text, i) =>
        COPY_PIN.test(text) ? [`${file.slice(ROOT.length + 1)}:${i + 1}: ${text.trim()}`] : [],
      ),
  );
}

describe('copy pins', () => {
  it('are only in the *.copy.test.ts tables', () => {
    const files = testFiles(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(100);
    expect(findCopyPins(files)).toEqual([]);
  });

  it('are recognised by the pattern, and the tables are not', () => {
    const file = join(ROOT, 'src/x.test.ts');
    const source = [
      "expect(CART_TITLE).toBe('Shopping Cart');",
      'expect(HOME_NEWSLETTER.button).toEqual("Subscribe");',
      'expect(AB.c).toBe(`x`);',
      'expect(cartTitle).toBe("Shopping Cart");',
      'expect(buildTitle(NAME)).toBe("x");',
      'expect(LINE.quantity).toBe(3);',
      'expect(value, source).toBe(words);',
    ].join('\n');
    expect(findCopyPins([file], () => source)).toEqual([
      "src/x.test.ts:1: expect(CART_TITLE).toBe('Shopping Cart');",
      'src/x.test.ts:2: expect(HOME_NEWSLETTER.button).toEqual("Subscribe");',
      'src/x.test.ts:3: expect(AB.c).toBe(`x`);',
    ]);
  });
});
