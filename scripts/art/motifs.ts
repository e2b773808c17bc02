// Ingredient and botanical motifs, each drawn inside a 200 × 200 box centred on (0, 0), so a
// caller places one with `translate(x y) scale(s)`. Flat natural colours with soft highlights;
// no gradients or ids, so a motif can appear in any document without clashing.

import type { IngredientImageKey } from '../../src/core/content/product-marketing';
import { createRandom, hashString, n, sprigPath } from './svg-kit';

/** Every ingredient's own motif (tallow uses the skin motif), plus two botanicals. */
export type MotifKey = Exclude<IngredientImageKey, 'tallow'> | 'skin' | 'eucalyptus';

/**
 * Scattered black seeds: each seed is a short round-capped stroke (about 14 bytes), so a heap
 * of them stays small.
 */
export function seeds(options: {
  seed: string;
  count: number;
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  mound?: number;
  size?: number;
  color?: string;
  opacity?: number;
}): string {
  const { count, cx, cy, rx, ry, mound = 0, size = 5, color = '#1d1a17' } = options;
  const random = createRandom(hashString(options.seed));
  let d = '';
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const radius = Math.sqrt(random());
    const x = cx + Math.cos(angle) * radius * rx;
    const y = cy + Math.sin(angle) * radius * ry - (1 - radius) * mound;
    const dir = random() * Math.PI;
    d += `M${n(x)} ${n(y)}l${n(Math.cos(dir) * size * 0.55)} ${n(Math.sin(dir) * size * 0.55)}`;
  }
  const op = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
  return `<path d="${d}" stroke="${color}" stroke-width="${n(size * 0.85)}" stroke-linecap="round"${op}/>`;
}

function hexPath(cx: number, cy: number, r: number): string {
  const h = n(r * 0.866);
  const half = n(r / 2);
  return `M${n(cx + r)} ${n(cy)}l-${half} ${h}h-${n(r)}l-${half}-${h}l${half}-${h}h${n(r)}z`;
}

/** A honeycomb fragment of flat-topped hexagons. */
export function honeycomb(cells: readonly [number, number][], r: number, ox = 0, oy = 0): string {
  const fills = ['#f2b440', '#e9a22e', '#f6c865', '#eaa93a'];
  const centre = ([q, s]: readonly [number, number]) =>
    [ox + q * r * 1.5, oy + (s + q / 2) * r * Math.sqrt(3)] as const;
  const body = cells
    .map((cell, i) => {
      const [x, y] = centre(cell);
      return `<path d="${hexPath(x, y, r - 1.5)}" fill="${fills[i % fills.length]}"/>`;
    })
    .join('');
  const shine = cells
    .filter((_, i) => i % 2 === 0)
    .map((cell) => {
      const [x, y] = centre(cell);
      return `M${n(x - r * 0.5)} ${n(y - r * 0.1)}q${n(r * 0.2)} ${n(-r * 0.4)} ${n(r * 0.6)} ${n(-r * 0.45)}`;
    })
    .join('');
  return `<g stroke="#c1801a" stroke-width="2.5" stroke-linejoin="round">${body}</g><path d="${shine}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>`;
}

function flower(x: number, y: number, r: number, petal: string, centre: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
    return `<circle cx="${n(x + Math.cos(a) * r * 0.62)}" cy="${n(y + Math.sin(a) * r * 0.62)}" r="${n(r * 0.5)}"/>`;
  }).join('');
  return `<g fill="${petal}" stroke="#d9cdbd" stroke-width=".8">${petals}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.3)}" fill="${centre}"/>`;
}

function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.36;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0Q${n(w)} ${n(-length * 0.5)} 0 ${n(-length)}Q${n(-w)} ${n(-length * 0.5)} 0 0Z" fill="${fill}"/><path d="M0 -2V${n(-length * 0.9)}" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/></g>`;
}

const BEE =
  '<g transform="translate(62 -62) rotate(-18)"><ellipse cx="-4" cy="-12" rx="9" ry="13" fill="#fff" opacity=".8" transform="rotate(-30)"/><ellipse cx="6" cy="-12" rx="8" ry="12" fill="#fff" opacity=".7" transform="rotate(25)"/><ellipse rx="15" ry="10" fill="#f0b232"/><path d="M-5-9.5v19M3-9.8v19.6" stroke="#3a2a14" stroke-width="4"/><circle cx="15" r="5" fill="#3a2a14"/></g>';

function blackSeed(): string {
  const heap = seeds({ seed: 'dish', count: 40, cx: 4, cy: 30, rx: 60, ry: 15, mound: 22 });
  const loose = seeds({ seed: 'loose', count: 7, cx: 30, cy: 78, rx: 60, ry: 8, color: '#2a2622' });
  const petals = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="0" cy="-19" rx="11" ry="19" transform="rotate(${i * 72})" fill="#c4d4e8" stroke="#8fa9c9" stroke-width="1"/>`,
  ).join('');
  return `<ellipse cx="4" cy="42" rx="86" ry="26" fill="#e6dac4"/><ellipse cx="4" cy="36" rx="74" ry="19" fill="#f3ecdf"/>${heap}${loose}<g transform="translate(-52 -46)"><path d="M0 0L-34-22M0 0L-30 16M0 0L6-40M0 0L34-10" stroke="#7d9a5f" stroke-width="1.6" fill="none"/>${petals}<circle r="9" fill="#6f8f4e"/><path d="M0-9V-20M8-5l9-6M-8-5l-9-6M5 7l7 9M-5 7l-7 9" stroke="#4f6a37" stroke-width="1.6" stroke-linecap="round"/></g>`;
}

function honey(): string {
  return `${honeycomb(
    [
      [0, 0],
      [1, -1],
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [0, -1],
      [2, -1],
      [-2, 1],
    ],
    24,
    -4,
    8,
  )}<path d="M-4 58C-4 70 4 76 4 86A8 8 0 0 1-12 86C-12 76-4 70-4 58Z" fill="#e9a22e"/>${BEE}`;
}

function manuka(): string {
  const twig =
    '<path d="M-90 70C-40 40 10 10 80-60M20-2C30-30 50-40 70-44M-30 34C-40 10-30-10-20-24" stroke="#6b4a32" stroke-width="3" fill="none" stroke-linecap="round"/>';
  const needles = [
    [-60, 52],
    [-10, 22],
    [40, -20],
    [60, -42],
    [-26, 0],
    [44, -40],
  ]
    .map(([x = 0, y = 0]) => `M${x} ${y}l-8-10M${x} ${y}l10-6`)
    .join('');
  return `<g transform="translate(-34 36) scale(.7)">${honeycomb(
    [
      [0, 0],
      [1, -1],
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [0, -1],
    ],
    24,
  )}</g>${twig}<path d="${needles}" stroke="#5f7d43" stroke-width="2.5" stroke-linecap="round"/>${flower(74, -60, 22, '#fffaf3', '#8b2e2a')}${flower(20, -4, 18, '#fff6f4', '#8b2e2a')}${flower(-22, -26, 15, '#fffaf3', '#8b2e2a')}`;
}

function turmeric(): string {
  return `<path d="M32 62C64 74 96 62 92 46C88 30 60 26 40 36C20 40 6 56 32 62Z" fill="#eb9a26"/><g fill="#bd7b3a" stroke="#8e5623" stroke-width="2"><path d="M-88 26C-84 2-50-6-26 2C-6-12 24-10 34 6C54 2 70 14 62 30C44 44 4 36-16 34C-44 46-86 46-88 26Z"/><path d="M-30 4C-34-18-24-40-8-44C4-46 8-30-2-12Z"/></g><path d="M-70 20q6 8 0 16M-40 10q6 10 0 20M-4 6q6 10 0 20M30 12q5 8 0 16M-18-30q8 4 6 12" stroke="#8e5623" stroke-width="1.6" fill="none"/><circle cx="42" cy="-42" r="34" fill="#9b5e2a"/><circle cx="42" cy="-42" r="29" fill="#e58a1f"/><circle cx="42" cy="-42" r="19" fill="#f3a23a" stroke="#c96f14" stroke-width="1.5" stroke-dasharray="3 4"/><circle cx="-56" cy="-46" r="20" fill="#9b5e2a"/><circle cx="-56" cy="-46" r="16" fill="#ef9524"/>`;
}

function blackPepper(): string {
  const random = createRandom(hashString('pepper'));
  const corns = Array.from({ length: 15 }, () => {
    const x = -70 + random() * 110;
    const y = 20 + random() * 50;
    const r = 8 + random() * 3;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/><path d="M${n(x - r * 0.5)} ${n(y - r * 0.2)}q${n(r * 0.4)} ${n(-r * 0.5)} ${n(r * 0.9)} 0" stroke="#6b5a4c" fill="none"/>`;
  }).join('');
  const berries = Array.from({ length: 12 }, (_, i) => {
    const y = -70 + i * 8;
    const x = 52 + (i % 2 === 0 ? -6 : 6);
    const fill = i < 4 ? '#a8322b' : i < 8 ? '#c2542a' : '#6d8f3d';
    return `<circle cx="${x}" cy="${y}" r="6" fill="${fill}"/>`;
  }).join('');
  return `<g fill="#2b221c">${corns}</g><path d="M52-84C56-40 60-10 40 10" stroke="#5b7f3a" stroke-width="3" fill="none"/>${berries}${leaf(20, -20, 60, -50, '#5f8a45')}`;
}

function glucosamine(): string {
  const ring = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [Math.cos(a) * 44, Math.sin(a) * 44] as const;
  });
  const outer = ring.map(([x, y], i) => [x * 1.75 + (i % 2 ? 6 : -6), y * 1.75] as const);
  const bonds = `${ring.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('')}Z${ring
    .map(([x, y], i) => {
      const o = outer[i];
      return i === 3 || !o ? '' : `M${n(x)} ${n(y)}L${n(o[0])} ${n(o[1])}`;
    })
    .join('')}`;
  const nodes = ring
    .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="11" fill="#159087"/>`)
    .join('');
  const outerNodes = outer
    .map(([x, y], i) =>
      i === 3
        ? ''
        : `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#9ad9cf" stroke="#0d6763" stroke-width="2"/>`,
    )
    .join('');
  return `<circle r="92" fill="#e6f4f2" opacity=".7"/><path d="${bonds}" stroke="#0d6763" stroke-width="5" fill="none" stroke-linejoin="round"/>${nodes}${outerNodes}<circle cx="-4" cy="-4" r="3" fill="#fff" opacity=".8"/>`;
}

function codLiver(): string {
  return `<g transform="translate(-14 -18)"><path d="M-84 0C-54-42 30-44 58-8L92-32L86 0L92 32L58 8C30 44-54 42-84 0Z" fill="#d8e7f3" stroke="#2f6fa3" stroke-width="3" stroke-linejoin="round"/><path d="M-44-26Q-32 0-44 26M-10-14q8 6 0 12M6-14q8 6 0 12M-2 4q8 6 0 12M14 2q8 6 0 12" stroke="#4a8cc0" stroke-width="2" fill="none"/><circle cx="-62" cy="-6" r="5" fill="#1e4e79"/><path d="M-30-38Q-10-58 16-40" stroke="#2f6fa3" stroke-width="3" fill="#d8e7f3"/></g><g transform="translate(52 58)"><path d="M0-40C14-20 26-6 26 10A26 26 0 0 1-26 10C-26-6-14-20 0-40Z" fill="#e8b04a"/><path d="M-12 6a13 13 0 0 0 8 14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/></g>`;
}

function shilajit(): string {
  return `<circle cx="46" cy="-52" r="26" fill="#f1d9a6"/><path d="M-96 60L-40-30L-14 4L20-56L96 60Z" fill="#8b715c"/><path d="M-40-30L-28-10L-36-6L-48-16ZM20-56L38-24L26-18L18-28L8-34Z" fill="#fbf7f0"/><path d="M-96 60L-60 12L-30 40L4-6L40 40L60 20L96 60Z" fill="#5c4636"/><path d="M-6 60C-6 40 4 30 10 30C16 30 26 40 26 60" fill="#2a1a10"/><path d="M10 66C10 74 18 82 10 90A8 8 0 0 1 2 82C2 76 10 74 10 66Z" fill="#2a1a10"/><path d="M4 44q4-8 10-8" stroke="#fff" stroke-width="3" fill="none" opacity=".5" stroke-linecap="round"/>`;
}

function ashwagandha(): string {
  const roots = [
    'M-20-30C-30 10-50 50-76 80',
    'M-10-30C-12 20-20 60-30 90',
    'M0-30C6 14 10 50 24 88',
    'M-16-20C-40 0-62 20-86 30',
  ]
    .map((d) => `<path d="${d}"/>`)
    .join('');
  const berry = (x: number, y: number) =>
    `<path d="M${x} ${y - 16}C${x + 16} ${y - 12} ${x + 16} ${y + 12} ${x} ${y + 16}C${x - 16} ${y + 12} ${x - 16} ${y - 12} ${x} ${y - 16}Z" fill="#ecd6aa" stroke="#c9a874"/><circle cx="${x}" cy="${y + 3}" r="9" fill="#d9542b"/>`;
  return `<g stroke="#cfae80" stroke-width="9" stroke-linecap="round" fill="none">${roots}</g><g stroke="#f0dfc2" stroke-width="3" stroke-linecap="round" fill="none" opacity=".8">${roots}</g>${leaf(-10, -30, 74, -30, '#6e8c4a')}${leaf(-6, -30, 80, 24, '#7f9c59')}${leaf(-14, -28, 60, -70, '#5d7a3e')}${berry(52, -44)}${berry(70, -8)}${berry(40, 4)}`;
}

function tongkat(): string {
  const sticks = [
    [-70, 40, -12],
    [-60, 62, -4],
    [-74, 18, -20],
  ]
    .map(
      ([x = 0, y = 0, a = 0]) =>
        `<g transform="translate(${x} ${y}) rotate(${a})"><rect width="150" height="16" rx="6" fill="#a87c4f"/><path d="M12 5h30M56 11h24M94 5h34" stroke="#7e5a36" stroke-width="2"/><ellipse cx="150" cy="8" rx="5" ry="8" fill="#ead3a8"/></g>`,
    )
    .join('');
  const leaflets = Array.from({ length: 5 }, (_, i) => {
    const y = -70 + i * 18;
    return `${leaf(30, y, 30, -70, '#4f7a3c')}${leaf(34, y, 30, 70, '#5d8a47')}`;
  }).join('');
  return `<path d="M32-84V10" stroke="#4f6a37" stroke-width="2.5"/>${leaflets}${sticks}`;
}

function coconut(): string {
  return `<path d="M-70-20C-30-90 40-96 90-70M-30-58l-18-26M-10-68l-10-28M12-74l-2-28M34-76l8-26M56-74l14-22M76-70l18-16" stroke="#5e8a4a" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-78 10A78 70 0 0 0 78 10Z" fill="#5b3b26"/><path d="M-60 30q20 14 40 18M-30 56q30 6 60-4M20 40q24-4 40-18" stroke="#3e2718" stroke-width="2" fill="none"/><ellipse cx="0" cy="10" rx="78" ry="28" fill="#4a2f1d"/><ellipse cx="0" cy="10" rx="70" ry="23" fill="#fbf7ee"/><ellipse cx="0" cy="12" rx="54" ry="15" fill="#efe6d3"/><path d="M-40 4q20-8 40-8" stroke="#fff" stroke-width="3" fill="none" opacity=".8"/>`;
}

function vinegar(): string {
  return `<g transform="translate(-30 -6)"><path d="M0-40C-20-58-62-50-62-6C-62 36-30 62-10 56C-4 54 4 54 10 56C30 62 62 36 62-6C62-50 20-58 0-40Z" fill="#c8403f"/><path d="M-40-20C-44-4-40 14-30 26" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".35"/><path d="M0-40C0-52 4-60 10-66" stroke="#6b4a32" stroke-width="4" fill="none" stroke-linecap="round"/>${leaf(6, -58, 40, 60, '#6f9e3c')}</g><g transform="translate(56 50)"><path d="M-34 0A34 30 0 0 0 34 0Z" fill="#c8403f"/><path d="M-30 0A30 25 0 0 0 30 0Z" fill="#f6ecd2"/><path d="M-12 8l12 4 12-4M0 12v8" stroke="#6b4a32" stroke-width="2" fill="none"/><ellipse cx="0" cy="0" rx="34" ry="6" fill="#f6ecd2" stroke="#c8403f" stroke-width="2"/></g>`;
}

function argan(): string {
  const nut = (x: number, y: number, a: number, fill: string) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="24" ry="16" fill="${fill}"/><path d="M-14-6q10-6 22-2" stroke="#fff" stroke-width="3" fill="none" opacity=".45" stroke-linecap="round"/></g>`;
  return `${leaf(-40, 20, 80, -40, '#7a8a3a')}${leaf(-36, 22, 70, 10, '#8e9c45')}${nut(-36, 36, -20, '#c2a53c')}${nut(0, 54, 10, '#a9892f')}${nut(-62, 62, 30, '#8a6d2c')}<g transform="translate(52 -6)"><path d="M0-52C18-26 32-8 32 12A32 32 0 0 1-32 12C-32-8-18-26 0-52Z" fill="#d9b44a"/><path d="M-16 6a16 16 0 0 0 10 18" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/></g>`;
}

function skin(): string {
  return `<path d="M-70 60C-76 36-50 24-40 26C-44 6-20-10 0-4C4-24 32-28 40-10C62-12 78 12 66 32C84 42 74 64 60 64Z" fill="#fbf3ea" stroke="#e3c7bd" stroke-width="3" stroke-linejoin="round"/><path d="M-40 40C-20 30 0 34 20 26M-10 12C4 6 20 8 34 4" stroke="#e3c7bd" stroke-width="2.5" fill="none" stroke-linecap="round"/>${flower(52, -50, 34, '#f1c1cb', '#e0a23a')}${leaf(20, -40, 44, -70, '#7f9c6a')}`;
}

function eucalyptus(): string {
  const random = createRandom(hashString('eucalyptus'));
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const x = -70 + t * 130 + Math.sin(t * 3) * 10;
    const y = 70 - t * 150;
    const side = i % 2 ? 1 : -1;
    const r = 15 + random() * 6;
    return `<ellipse cx="${n(x + side * r * 0.9)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.82)}" fill="${i % 3 ? '#9db3a6' : '#86a293'}" stroke="#6f8b7c" stroke-width="1.2"/>`;
  }).join('');
  return `<path d="M-70 80C-40 20 20-30 60-80" stroke="#7a6a58" stroke-width="3" fill="none"/>${leaves}`;
}

function defaultMotif(): string {
  return `<path d="${sprigPath(170, 6)}" transform="translate(-10 86)" fill="#6e8f5a" fill-opacity=".85" stroke="#4d6b3d" stroke-width="2"/><g fill="#d4a23a"><circle cx="46" cy="-20" r="9"/><circle cx="62" cy="-6" r="7"/><circle cx="40" cy="0" r="6"/></g>`;
}

const MOTIFS: Record<MotifKey, () => string> = {
  'black-seed': blackSeed,
  honey,
  manuka,
  turmeric,
  'black-pepper': blackPepper,
  glucosamine,
  'cod-liver': codLiver,
  shilajit,
  ashwagandha,
  tongkat,
  coconut,
  vinegar,
  argan,
  skin,
  eucalyptus,
  default: defaultMotif,
};

/** The motif's SVG (a fragment in a 200 × 200 box centred on the origin). */
export function drawMotif(key: MotifKey): string {
  return MOTIFS[key]();
}

/** Places a motif: centre (x, y), scale s. */
export function placeMotif(key: MotifKey, x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 100) / 100})">${drawMotif(key)}</g>`;
}
