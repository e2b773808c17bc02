import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A control that moves under the pointer moves its own hit area: with the pointer near its edge
// the card leaves the pointer, loses :hover, drops back under it and jitters, and a click can land
// on nothing. Hover feedback is colour, shadow or a child's transform inside a clipped box
// (`group-hover:` on an image in an overflow-hidden card), never the hovered element's own box.
const OWN_BOX_HOVER_MOVE = /(?<![\w-])hover:-?(?:translate-[xy]|scale|rotate)-/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('hover feedback', () => {
  it('never moves the hovered element itself (cards, tier cards and thumbnails stay under the pointer)', () => {
    const moving = sources(join(import.meta.dirname)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(OWN_BOX_HOVER_MOVE)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(moving).toEqual([]);
  });

  it('the rule recognises a hover move and leaves a child’s group-hover transform alone', () => {
    expect('x hover:-translate-y-1 y'.match(OWN_BOX_HOVER_MOVE)).toEqual(['hover:-translate-y-']);
    expect('x hover:scale-105'.match(OWN_BOX_HOVER_MOVE)).toEqual(['hover:scale-']);
    expect(
      'group-hover:scale-105 group-hover:translate-x-0.5'.match(OWN_BOX_HOVER_MOVE),
    ).toBeNull();
  });
});
