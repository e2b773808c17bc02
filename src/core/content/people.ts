/**
 * Who each illustrated portrait (/media/people/{n}.svg, drawn at build time by scripts/art/person-art.ts)
 * shows, so a named person gets a portrait that fits (the endorsement of
 * "Hannah Whitlock" showed a bearded man).
 */
export const PERSON_PORTRAITS = {
  1: 'woman',
  2: 'woman',
  3: 'man',
  4: 'woman',
  5: 'woman',
  6: 'man',
} as const satisfies Record<number, 'woman' | 'man'>;

/** The portrait number of a `/media/people/{n}.svg` path, or null. */
export function readPortraitNumber(path: string): keyof typeof PERSON_PORTRAITS | null {
  const n = Number(/^\/media\/people\/(\d+)\.svg$/.exec(path)?.[1]);
  return n in PERSON_PORTRAITS ? (n as keyof typeof PERSON_PORTRAITS) : null;
}
