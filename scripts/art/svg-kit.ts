// Small building blocks shared by the art generators: escaping, colour mixing, text wrapping,
// deterministic randomness and the document wrapper. Everything here is pure.

export const BRAND = {
  cream: '#faf5ea',
  creamDeep: '#f1e6cf',
  paper: '#fffdf7',
  green: '#2f5d3a',
  greenDeep: '#1f3d27',
  gold: '#c9a227',
  honey: '#d99a2b',
  ink: '#2b2419',
} as const;

export const SERIF = "Georgia,'Times New Roman',serif";
export const SANS = "'Helvetica Neue',Helvetica,Arial,sans-serif";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for XML content and attribute values; also drops characters XML forbids. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** Rounds to one decimal place for compact path data ('0.5' → '.5', '-0.5' → '-.5'). */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded).replace(/^(-?)0\./, '$1.');
}

function parseHex(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mixes two hex colours: t = 0 gives `a`, t = 1 gives `b`. Non-hex input falls back to `a`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca) return a;
  if (!cb) return a;
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function darken(color: string, t: number): string {
  return mix(color, '#000000', t);
}

export function lighten(color: string, t: number): string {
  return mix(color, '#ffffff', t);
}

/** Relative luminance (0..1) of a hex colour; 0.5 for non-hex input. */
export function luminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) return 0.5;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A deterministic 32-bit hash (FNV-1a) of a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded PRNG (mulberry32) returning numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Turns a handle or slug into a readable title: 'black-seed-oil' → 'Black Seed Oil'. */
export function humanise(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Average advance width of a glyph as a share of the font size (Georgia-like serif). */
const SERIF_ADVANCE = 0.52;

function estimateWidth(text: string, fontSize: number, advance: number): number {
  let units = 0;
  for (const ch of text) {
    if (ch === ' ' || ch === '\u00a0') units += 0.5;
    else if (/[iljtf.,:;'’|!()[\]1]/.test(ch)) units += 0.62;
    else if (/[mwMW@]/.test(ch)) units += 1.45;
    else if (/[A-Z&]/.test(ch)) units += 1.25;
    else units += 1;
  }
  return units * fontSize * advance;
}

export type WrappedText = { lines: string[]; fontSize: number };

/**
 * Greedily wraps `text` into at most `maxLines` lines no wider than `maxWidth`, trying font sizes
 * from `maxSize` down to `minSize`. Words longer than a line are split; if the text still does
 * not fit at the smallest size the last line is ellipsised.
 */
export function wrapText(
  text: string,
  options: {
    maxWidth: number;
    maxLines: number;
    maxSize: number;
    minSize: number;
    /** When set, the block (lines × size × lineHeight) must also fit this height. */
    maxHeight?: number;
    lineHeight?: number;
  },
): WrappedText {
  const { maxWidth, maxLines, maxSize, minSize, maxHeight, lineHeight = 1.16 } = options;
  // A lone dash stays with the word before it, so no line starts with '–'.
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .reduce<string[]>((out, word) => {
      if (/^[–—-]$/.test(word) && out.length > 0) out[out.length - 1] += `\u00a0${word}`;
      else out.push(word);
      return out;
    }, []);
  for (let size = maxSize; size >= minSize; size -= 1) {
    // Prefer a smaller size to splitting a word across lines.
    const splits = words.some((word) => estimateWidth(word, size, SERIF_ADVANCE) > maxWidth);
    if (splits && size > minSize) continue;
    const lines = wrapAt(words, size, maxWidth);
    const fitsHeight = maxHeight === undefined || lines.length * size * lineHeight <= maxHeight;
    if (lines.length <= maxLines && fitsHeight) {
      return { lines: balance(words, lines, size, maxWidth), fontSize: size };
    }
  }
  const lines = wrapAt(words, minSize, maxWidth);
  const kept = lines.slice(0, maxLines);
  const last = kept[kept.length - 1] ?? '';
  kept[kept.length - 1] = `${last.replace(/\s*\S{0,3}$/, '')}…`;
  return { lines: kept, fontSize: minSize };
}

/** Re-wraps at the narrowest width that keeps the same number of lines, so lines are even. */
function balance(words: string[], lines: string[], size: number, maxWidth: number): string[] {
  if (lines.length < 2) return lines;
  let best = lines;
  const widest = Math.max(...words.map((word) => estimateWidth(word, size, SERIF_ADVANCE)));
  for (let width = maxWidth - 4; width > maxWidth / 3 && width >= widest; width -= 4) {
    const candidate = wrapAt(words, size, width);
    if (candidate.length !== lines.length) break;
    best = candidate;
  }
  return best;
}

function wrapAt(words: string[], size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (estimateWidth(candidate, size, SERIF_ADVANCE) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (estimateWidth(line, size, SERIF_ADVANCE) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && estimateWidth(line.slice(0, cut), size, SERIF_ADVANCE) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Centred multi-line text; `y` is the vertical centre of the block. */
export function textBlock(options: {
  x: number;
  y: number;
  wrapped: WrappedText;
  fill: string;
  lineHeight?: number;
  family?: string;
  weight?: number;
  maxWidth?: number;
}): string {
  const { x, y, wrapped, fill, family = SERIF, weight = 500, maxWidth } = options;
  const lineHeight = options.lineHeight ?? 1.16;
  const step = wrapped.fontSize * lineHeight;
  const top = y - ((wrapped.lines.length - 1) * step) / 2 + wrapped.fontSize * 0.35;
  const tspans = wrapped.lines
    .map((line, i) => {
      const fitted =
        maxWidth && estimateWidth(line, wrapped.fontSize, SERIF_ADVANCE) > maxWidth
          ? ` textLength="${n(maxWidth)}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<tspan x="${n(x)}" y="${n(top + i * step)}"${fitted}>${escapeXml(line)}</tspan>`;
    })
    .join('');
  const font = family === SERIF ? 'class="f"' : `font-family="${family}"`;
  const w = weight === 500 ? '' : ` font-weight="${weight}"`;
  return `<text ${font} font-size="${wrapped.fontSize}"${w} fill="${fill}" text-anchor="middle">${tspans}</text>`;
}

/** A small letter-spaced caps line (brand names, sublines). */
export function capsLine(options: {
  x: number;
  y: number;
  text: string;
  size: number;
  fill: string;
  spacing?: number;
  opacity?: number;
  anchor?: 'start' | 'middle';
}): string {
  const { x, y, text, size, fill, spacing = size * 0.22, opacity, anchor = 'middle' } = options;
  const op = opacity === undefined ? '' : ` opacity="${opacity}"`;
  return `<text class="s" x="${n(x)}" y="${n(y)}" font-size="${size}" letter-spacing="${n(spacing)}" fill="${fill}" text-anchor="${anchor}"${op}>${escapeXml(text.toUpperCase())}</text>`;
}

/**
 * Moves path data drawn more than once (a shape filled, then shaded, then outlined) into <defs>
 * and replaces each drawing with a <use>, which inherits the fill and stroke it is given.
 */
function dedupePaths(defs: string, body: string): { defs: string; body: string } {
  const pattern = /<path d="([^"]{40,})"([^>]*)\/>/g;
  const counts = new Map<string, number>();
  for (const source of [defs, body]) {
    for (const match of source.matchAll(pattern)) {
      const d = match[1] ?? '';
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
  }
  const ids = new Map<string, string>();
  for (const [d, count] of counts) if (count > 1) ids.set(d, `r${ids.size}`);
  if (ids.size === 0) return { defs, body };
  const replace = (source: string) =>
    source.replace(pattern, (whole, d: string, rest: string) => {
      const id = ids.get(d);
      return id ? `<use href="#${id}"${rest}/>` : whole;
    });
  const shared = [...ids].map(([d, id]) => `<path id="${id}" d="${d}"/>`).join('');
  return { defs: `${shared}${replace(defs)}`, body: replace(body) };
}

/** Text classes: `f` the serif display face, `s` the small letter-spaced sans. */
const FONT_STYLE = `.f{font-family:${SERIF};font-weight:500}.s{font-family:${SANS};font-weight:600}`;

/** The SVG document: fixed size, viewBox, an accessible <title> (and optional <desc>). */
export function svgDocument(options: {
  width: number;
  height: number;
  title: string;
  desc?: string;
  defs?: string;
  body: string;
  /** e.g. 'xMidYMid slice' for backgrounds that should crop rather than letterbox. */
  preserveAspectRatio?: string;
}): string {
  const { width, height, title, desc } = options;
  const aspect = options.preserveAspectRatio
    ? ` preserveAspectRatio="${options.preserveAspectRatio}"`
    : '';
  const compact = (source: string) =>
    source.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${d.replace(/ -/g, '-')}"`);
  const { defs, body } = dedupePaths(compact(options.defs ?? ''), compact(options.body));
  const description = desc ? `<desc>${escapeXml(desc)}</desc>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${aspect} role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>${description}<style>${FONT_STYLE}</style><defs>${defs}</defs>${body}</svg>`;
}

/** Horizontal shading for cylinders: apply as a fill over a coloured shape. */
export const CYLINDER_SHADE = `<linearGradient id="cy" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".18" stop-color="#fff" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".26"/></linearGradient>`;

/** A soft blur for floor shadows and glows. */
export const SOFT_BLUR =
  '<filter id="bl" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>';

/** A soft drop shadow for objects. */
export function dropShadow(color: string): string {
  return `<filter id="ds" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="16" stdDeviation="16" flood-color="${color}" flood-opacity=".22"/></filter>`;
}

/**
 * A botanical sprig drawn with fine lines (stem and paired leaves), pointing up from (0,0).
 * Place it with a transform. `length` is the stem length in user units.
 */
export function sprigPath(length: number, leaves: number): string {
  const parts = [
    `M0 0C${n(length * 0.08)} ${n(-length * 0.4)} ${n(-length * 0.06)} ${n(-length * 0.75)} 0 ${n(-length)}`,
  ];
  for (let i = 1; i <= leaves; i++) {
    const t = i / (leaves + 1);
    const y = -length * t;
    const size = length * 0.26 * (1 - t * 0.45);
    const side = i % 2 === 0 ? 1 : -1;
    const tipX = side * size;
    const tipY = y - size * 0.55;
    parts.push(
      `M0 ${n(y)}Q${n(tipX * 0.2)} ${n(tipY - size * 0.2)} ${n(tipX)} ${n(tipY)}Q${n(tipX * 0.75)} ${n(y + size * 0.05)} 0 ${n(y)}`,
    );
  }
  const tip = -length;
  const s = length * 0.12;
  parts.push(
    `M0 ${n(tip)}Q${n(-s * 0.6)} ${n(tip - s)} 0 ${n(tip - s * 1.8)}Q${n(s * 0.6)} ${n(tip - s)} 0 ${n(tip)}`,
  );
  return parts.join('');
}
