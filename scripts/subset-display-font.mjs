// Dev-time generator of the committed display faces src/web/fonts/fraunces-latin-{400,500}.woff2:
// the brand's Fraunces (from @fontsource-variable/fraunces, SIL Open Font License,
// src/web/fonts/OFL.txt) pinned at the two weights the shop uses, for the latin subset: two static
// faces of 17 KB that a page preloads and never swaps, in place of one 36 KB variable font that
// arrived after the first layout and laid the page out again (docs/decisions/
// 048-first-paint-in-few-requests.md). src/web/fonts/fonts.css serves the variable font for latin-ext and Vietnamese.
// Run after upgrading the package: `node scripts/subset-display-font.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url).pathname;
const source = readFileSync(
  join(root, 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
);
/** The weights the display face is set in: 400 for display text, 500 for headings. */
const WEIGHTS = [400, 500];
/** The latin subset's unicode-range, as @fontsource-variable/fraunces declares it and
 * src/web/fonts/fonts.css repeats it for the static face. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
let text = '';
for (const part of LATIN_RANGE.split(',')) {
  const [from, to = from] = part.replace('U+', '').split('-');
  for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code += 1) {
    text += String.fromCodePoint(code);
  }
}
for (const weight of WEIGHTS) {
  const font = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weight },
  });
  const out = join(root, `src/web/fonts/fraunces-latin-${weight}.woff2`);
  writeFileSync(out, font);
  console.log(`wrote ${out}: ${font.length} bytes`);
}
