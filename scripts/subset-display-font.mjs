// Dev-time generator of the committed display faces src/web/fonts/fraunces-latin-{400,500}.woff2:
// the brand's Fraunces (from @fontsource-variable/fraunces, SIL Open Font License,
// src/web/fonts/OFL.txt) pinned at the two weights the shop uses, for the characters its display
// text is set in (CORE_RANGE): two static faces that a page preloads and never swaps, in place of
// one 36 KB variable font that arrived after the first layout and laid the page out again
// (docs/decisions/048-first-paint-in-few-requests.md). Each face must stay under one TCP
// congestion window (~14.6 KB with its response headers; a face over it costs a phone on a slow
// network one more round trip before the first paint: docs/decisions/107-first-paint-bytes.md),
// so the accented latin letters and the rarer latin symbols are left to the variable font, which
// src/web/fonts/fonts.css serves for them (and for latin-ext and Vietnamese) at the weight asked for.
// Run after upgrading the package or changing CORE_RANGE: `node scripts/subset-display-font.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url).pathname;
const source = readFileSync(
  join(root, 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
);
/** The weights the display face is set in: 400 for display text, 500 for headings. */
const WEIGHTS = [400, 500];
/** The static faces' characters, as src/web/fonts/fonts.css repeats them in their unicode-range:
 * ASCII, the no-break space, £ © ® ° · × ÷, general punctuation (dashes, curly quotes, ellipsis),
 * € ™ −. ASCII and these cost 13 KB a weight; the rest of @fontsource's latin subset (accented
 * letters, fractions, superiors) 2.5 KB more, which would put each face over the window. */
const CORE_RANGE =
  'U+0000-00A0,U+00A3,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+00F7,U+2000-206F,U+20AC,U+2122,U+2212,U+FEFF,U+FFFD';
let text = '';
for (const part of CORE_RANGE.split(',')) {
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
