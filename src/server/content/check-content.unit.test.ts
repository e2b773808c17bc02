import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { assertContentValid, ContentError } from './check-content';

const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

describe('assertContentValid (run by src/server/start-server.ts before the server starts)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('accepts the content as committed', () => {
    expect(() => assertContentValid()).not.toThrow();
  });

  it('stops with the file and the field of a broken edit', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, 'product-marketing/hero.json');
    const hero = JSON.parse(readFileSync(file, 'utf8'));
    hero.manuka.headline = '   ';
    writeFileSync(file, JSON.stringify(hero));
    expect(() => assertContentValid(dir)).toThrow(ContentError);
    expect(() => assertContentValid(dir)).toThrow(
      /content\/product-marketing\/hero\.json:\n✖ must not be empty\n {2}→ at manuka\.headline/,
    );
  });
});
