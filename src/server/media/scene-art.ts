// Lifestyle scenes for content (home hero, featured Manuka, story, journal, community grid,
// wholesale): soft illustrated still lifes in the shop's cream, green and honey palette. Each
// scene keeps its subject in the middle and uses preserveAspectRatio "slice", so a page may show
// it in a box of another shape (the home founder section shows story-1 as a portrait) and it
// crops instead of letterboxing.

import { honeycomb, placeMotif, seeds } from './motifs';
import { drawProductFigure } from './product-art';
import {
  CYLINDER_SHADE,
  createRandom,
  hashString,
  n,
  SOFT_BLUR,
  sprigPath,
  svgDocument,
} from './svg-kit';

export const SCENE_NAMES = [
  'hero',
  'home-hero',
  'home-manuka',
  'about',
  'wholesale-hero',
  'black-seed-oil-ancient-remedy',
  'manuka-honey-golden-healer',
  'ashwagandha-stress-relief',
  'story-1',
  'story-2',
  'story-3',
  'story-4',
  'story-5',
  'community-1',
  'community-2',
  'community-3',
  'community-4',
  'community-5',
  'community-6',
  'community-7',
  'community-8',
] as const;

export type SceneName = (typeof SCENE_NAMES)[number];

/** Canvas size of a scene: 800 × 800 for community tiles, the content's sizes where it gives one. */
export function sceneSize(name: string): [number, number] {
  if (name.startsWith('community-')) return [800, 800];
  if (name === 'home-hero') return [1200, 900];
  if (name === 'home-manuka') return [1000, 1000];
  if (name.startsWith('story-')) return [1000, 750];
  return [1600, 900];
}

type Scene = { title: string; defs: string; body: string };

const WOOD = '#c9a077';
const LINEN = '#f4ede1';
const CERAMIC = '#f7f2e8';

// ——— small building blocks (local coordinates: origin at the centre of the base) ———

function at(x: number, y: number, s: number, content: string, rotate = 0, flip = false): string {
  const r = rotate ? ` rotate(${rotate})` : '';
  const k = Math.round(s * 100) / 100;
  const scale = flip ? `${-k} ${k}` : `${k}`;
  return `<g transform="translate(${n(x)} ${n(y)})${r} scale(${scale})">${content}</g>`;
}

function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#3b2a14" opacity="${String(opacity).replace(/^0\./, '.')}" filter="url(#bl)"/>`;
}

function room(o: { w: number; h: number; tableY: number; wall: [string, string]; wood?: string }): {
  defs: string;
  body: string;
} {
  const { w, h, tableY, wall, wood = WOOD } = o;
  return {
    defs: `<linearGradient id="wl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient><linearGradient id="tb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wood}"/><stop offset="1" stop-color="#a87c52"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#wl)"/><rect y="${tableY}" width="${w}" height="${h - tableY}" fill="url(#tb)"/><rect y="${tableY}" width="${w}" height="6" fill="#fff" opacity=".3"/><path d="M0 ${tableY + 60}q${n(w / 4)}-14 ${n(w / 2)} 0t${n(w / 2)} 0M0 ${tableY + 130}q${n(w / 3)}-10 ${n(w / 1.5)} 0" stroke="#7a5634" stroke-width="2" fill="none" opacity=".25"/>`,
  };
}

function beams(x: number, w: number, h: number, shift: number): string {
  return `<path d="M${x} 0H${x + w}L${x + w + shift} ${h}H${x + shift}Z" fill="#fff" opacity=".2"/><path d="M${x + w * 1.4} 0H${x + w * 1.8}L${x + w * 1.8 + shift} ${h}H${x + w * 1.4 + shift}Z" fill="#fff" opacity=".13"/>`;
}

function glow(cx: number, cy: number, r: number, color = '#fff', opacity = 0.45): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}"/>`;
}

function linen(x1: number, x2: number, y: number, drop: number): string {
  const w = x2 - x1;
  const q = (t: number) => n(x1 + w * t);
  const cloth = `M${q(0.04)} ${y}C${q(0.3)} ${y - 14} ${q(0.55)} ${y + 10} ${q(0.97)} ${y - 6}C${q(1.01)} ${n(y + drop * 0.4)} ${q(0.98)} ${n(y + drop * 0.7)} ${x2} ${y + drop}C${q(0.7)} ${y + drop + 16} ${q(0.35)} ${y + drop - 12} ${x1} ${y + drop + 8}C${q(0.02)} ${n(y + drop * 0.6)} ${q(0.06)} ${n(y + drop * 0.3)} ${q(0.04)} ${y}Z`;
  return `<ellipse cx="${q(0.5)}" cy="${y + drop + 4}" rx="${n(w * 0.5)}" ry="14" fill="#3b2a14" opacity=".2" filter="url(#bl)"/><path d="${cloth}" fill="${LINEN}"/><path d="M${q(0.22)} ${y + 4}c-6 ${n(drop * 0.4)} 4 ${n(drop * 0.6)}-4 ${drop}M${q(0.58)} ${y + 2}c8 ${n(drop * 0.5)}-2 ${n(drop * 0.7)} 6 ${drop}M${q(0.84)} ${y}c-4 ${n(drop * 0.5)} 4 ${n(drop * 0.7)}-2 ${drop - 4}" stroke="#e3d6bf" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`;
}

function nigella(x: number, y: number, s: number): string {
  return `<use href="#ng" transform="translate(${n(x)} ${n(y)}) scale(${s})"/>`;
}

function daisy(x: number, y: number, s: number): string {
  return `<use href="#dz" transform="translate(${n(x)} ${n(y)}) scale(${s})"/>`;
}

function manukaSpray(x: number, y: number, s: number, angle: number, flip = false): string {
  const scale = flip ? `${-s} ${s}` : `${s}`;
  return `<use href="#ms" transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${scale})"/>`;
}

/** Drawings used several times per scene, defined once and placed with <use>. */
const SHARED_DEFS: Record<string, string> = {
  ng: `<g id="ng"><g fill="#c4d4e8" stroke="#8fa9c9">${[0, 72, 144, 216, 288].map((a) => `<ellipse cy="-14" rx="8" ry="14" transform="rotate(${a})"/>`).join('')}</g><circle r="6" fill="#6f8f4e"/><path d="M0-6V-14M5-3l6-4M-5-3l-6-4" stroke="#4f6a37" stroke-width="1.5"/></g>`,
  dz: `<g id="dz"><g fill="#fffaf2" stroke="#e3d9c8" stroke-width=".8">${Array.from({ length: 8 }, (_, i) => `<ellipse cy="-10" rx="4" ry="9" transform="rotate(${i * 45})"/>`).join('')}</g><circle r="4.5" fill="#e0a526"/></g>`,
  mf: '<g id="mf"><g fill="#fffaf3" stroke="#e2d5c2" stroke-width=".8"><circle cy="-8" r="7"/><circle cx="7.6" cy="-2.5" r="7"/><circle cx="4.7" cy="6.5" r="7"/><circle cx="-4.7" cy="6.5" r="7"/><circle cx="-7.6" cy="-2.5" r="7"/></g><circle r="4" fill="#8b2e2a"/></g>',
  ms: `<g id="ms"><path d="M0 0C50-20 110-50 180-110M90-26Q120-20 150-44M70-36Q100-60 110-70" stroke="#6b4a32" stroke-width="3" fill="none"/><path d="M40-10l-6-10M40-10l10-4M130-70l-4-12M130-70l12-2M160-90l-6-10" stroke="#5f7d43" stroke-width="2.5"/>${[
    [60, -40],
    [110, -70],
    [150, -44],
    [96, -10],
    [170, -96],
  ]
    .map(([fx, fy]) => `<use href="#mf" x="${fx}" y="${fy}"/>`)
    .join('')}</g>`,
  sp: `<path id="sp" d="${sprigPath(200, 6)}"/>`,
  ab: `<g id="ab">${amberBottle()}</g>`,
  hv: `<g id="hv">${hive()}</g>`,
};

/** The shared drawings a scene refers to (and the ones those refer to). */
function sharedDefsFor(markup: string): string {
  const included = new Set<string>();
  let pending = markup;
  while (true) {
    const next = Object.keys(SHARED_DEFS).filter(
      (id) => !included.has(id) && pending.includes(`href="#${id}"`),
    );
    if (next.length === 0) break;
    for (const id of next) included.add(id);
    pending = next.map((id) => SHARED_DEFS[id]).join('');
  }
  return Object.keys(SHARED_DEFS)
    .filter((id) => included.has(id))
    .map((id) => SHARED_DEFS[id])
    .join('');
}

function bowl(r: number, inner: string, outer = CERAMIC): string {
  const h = r * 0.62;
  return `<path d="M${-r} ${n(-h)}C${-r} ${n(-h * 0.1)} ${n(-r * 0.5)} 0 0 0C${n(r * 0.5)} 0 ${r} ${n(-h * 0.1)} ${r} ${n(-h)}Z" fill="${outer}"/><path d="M${-r} ${n(-h)}C${-r} ${n(-h * 0.1)} ${n(-r * 0.5)} 0 0 0C${n(r * 0.5)} 0 ${r} ${n(-h * 0.1)} ${r} ${n(-h)}Z" fill="url(#cy)" opacity=".6"/><ellipse cy="${n(-h)}" rx="${r}" ry="${n(r * 0.22)}" fill="${inner}" stroke="${outer}" stroke-width="4"/>`;
}

function spoon(len: number, fill = '#d8d2c6'): string {
  return `<path d="M0 0H${len}" stroke="${fill}" stroke-width="7" stroke-linecap="round"/><ellipse rx="18" ry="11" fill="${fill}"/><ellipse cx="-2" cy="-1" rx="12" ry="6" fill="#fff" opacity=".35"/>`;
}

function dipper(): string {
  return `<rect x="-5" y="-200" width="10" height="180" rx="5" fill="#b98352"/><rect x="-17" y="-30" width="34" height="58" rx="15" fill="#c99361"/><path d="M-16-14h32M-17 0h34M-16 14h32" stroke="#8e5e33" stroke-width="3"/><path d="M-17-20Q0-30 17-20V6Q17 18 8 20Q6 34 0 40Q-6 34-6 22Q-17 18-17 6Z" fill="#e39d2a" opacity=".85"/>`;
}

function card(w: number, h: number, lines: number): string {
  let d = '';
  for (let i = 0; i < lines; i++) {
    const y = 26 + i * 18;
    d += `M14 ${y}q6-6 12 0t12 0t12 0t12 0t12 0t12 0${i % 2 ? '' : 't12 0t12 0'}`;
  }
  return `<rect width="${w}" height="${h}" rx="3" fill="#fffaf0" stroke="#e5d9c3"/><path d="${d}" stroke="#7a6a55" stroke-width="1.6" fill="none" opacity=".6"/>`;
}

function amberBottle(): string {
  return `<path d="M-26 0V-62Q-26-76-12-80V-96H12V-80Q26-76 26-62V0Z" fill="#8a4510"/><path d="M-26 0V-62Q-26-76-12-80V-96H12V-80Q26-76 26-62V0Z" fill="url(#cy)"/><rect x="-14" y="-112" width="28" height="18" rx="3" fill="#1f1d1a"/><rect x="-18" y="-56" width="36" height="34" rx="2" fill="#fffaf0"/><path d="M-10-44h20M-8-36h16" stroke="#8a5700" stroke-width="2"/>`;
}

function homeJar(cloth = '#c8403f'): string {
  return `<path d="M-46 0Q-56 0-56-12V-78Q-56-90-44-92H44Q56-90 56-78V-12Q56 0 46 0Z" fill="#e8a43a"/><path d="M-46 0Q-56 0-56-12V-78Q-56-90-44-92H44Q56-90 56-78V-12Q56 0 46 0Z" fill="url(#cy)"/><path d="M-62-96Q-70-110-54-114H54Q70-110 62-96L66-82Q0-74-66-82Z" fill="${cloth}"/><path d="M-54-104h108M-40-112v26M-12-114v32M16-114v32M44-112v26" stroke="#fff" stroke-width="3" opacity=".5"/><path d="M-58-92H58" stroke="#8a6a48" stroke-width="3"/>`;
}

function seedTin(): string {
  return `<rect x="-44" y="-70" width="88" height="70" fill="#b3423a"/><rect x="-44" y="-70" width="88" height="70" fill="url(#cy)"/><ellipse cy="-70" rx="44" ry="11" fill="#7f2c26"/>${seeds({ seed: 'tin', count: 16, cx: 0, cy: -71, rx: 34, ry: 7, size: 3.5, color: '#1d1a17' })}<rect x="-44" y="-52" width="88" height="24" fill="#e9cf8a"/><path d="M-30-40h60" stroke="#7f2c26" stroke-width="3" stroke-dasharray="6 4"/>`;
}

function teapot(color: string): string {
  return `<path d="M52-74C86-78 96-112 112-122L120-114C106-98 100-62 60-44Z" fill="${color}"/><path d="M-60-96C-112-96-112-30-60-36" stroke="${color}" stroke-width="11" fill="none"/><ellipse cy="-62" rx="72" ry="60" fill="${color}"/><ellipse cy="-62" rx="72" ry="60" fill="url(#cy)"/><ellipse cy="-116" rx="36" ry="9" fill="#fff" opacity=".25"/><circle cy="-128" r="8" fill="${color}"/><path d="M-40-82q40-16 80 0" stroke="#fff" stroke-width="3" fill="none" opacity=".4"/>`;
}

function parcel(w: number, h: number): string {
  const d = w * 0.22;
  return `<path d="M${-w / 2} ${-h}L${-w / 2 + d} ${-h - d * 0.6}H${w / 2 + d}L${w / 2} ${-h}Z" fill="#d9b386"/><path d="M${w / 2} 0V${-h}L${w / 2 + d} ${-h - d * 0.6}V${-d * 0.6}Z" fill="#ad8455"/><rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="#c99b68"/><path d="M0 0V${-h}L${d} ${-h - d * 0.6}M${-w / 2} ${-h / 2}H${w / 2}L${w / 2 + d} ${-h / 2 - d * 0.6}" stroke="#f4ead8" stroke-width="3" fill="none"/><path d="M${d / 2} ${-h - d * 0.3}c-18-14-30 2-12 8c-18 8-4 22 12-8c16-16 28 0 10 4" stroke="#f4ead8" stroke-width="3" fill="none"/>`;
}

function hive(): string {
  return `<rect x="-46" y="-20" width="92" height="20" fill="#8a6a48"/><rect x="-40" y="-76" width="80" height="56" fill="#f3ead8"/><rect x="-40" y="-126" width="80" height="50" fill="#e9c77e"/><path d="M-50-126H50L44-140H-44Z" fill="#a3603f"/><rect x="-16" y="-30" width="32" height="5" fill="#3b2a14"/><path d="M-40-76H40" stroke="#c9b99c" stroke-width="2"/>`;
}

function hills(w: number, h: number, y: number, colors: [string, string, string]): string {
  return `<path d="M0 ${y}C${w * 0.2} ${y - 70} ${w * 0.4} ${y - 40} ${w * 0.6} ${y - 80}S${w * 0.9} ${y - 50} ${w} ${y - 70}V${h}H0Z" fill="${colors[0]}"/><path d="M0 ${y + 60}C${w * 0.25} ${y + 10} ${w * 0.5} ${y + 70} ${w * 0.75} ${y + 20}S${w} ${y + 40} ${w} ${y + 30}V${h}H0Z" fill="${colors[1]}"/><path d="M0 ${y + 150}C${w * 0.3} ${y + 100} ${w * 0.6} ${y + 160} ${w} ${y + 110}V${h}H0Z" fill="${colors[2]}"/>`;
}

function bush(x: number, y: number, r: number, seed: string): string {
  const random = createRandom(hashString(seed));
  let dots = '';
  for (let i = 0; i < Math.round(r / 6); i++) {
    const a = random() * Math.PI;
    const d = random() * r * 0.85;
    dots += `M${n(x + Math.cos(a) * d)} ${n(y - Math.sin(a) * d * 0.7)}h0`;
  }
  return `<path d="M${x - r} ${y}C${x - r} ${y - r * 0.8} ${x - r * 0.3} ${y - r} ${x} ${y - r * 0.8}C${x + r * 0.4} ${y - r * 1.05} ${x + r} ${y - r * 0.6} ${x + r} ${y}Z" fill="#58764a"/><path d="${dots}" stroke="#fffaf3" stroke-width="6" stroke-linecap="round"/>`;
}

function sprigs(x: number, y: number, s: number, color: string): string {
  return `<g fill="${color}" fill-opacity=".12" stroke="${color}" stroke-opacity=".45" stroke-width="2"><use href="#sp" transform="translate(${n(x)} ${n(y)}) rotate(-14) scale(${s})"/><use href="#sp" transform="translate(${n(x + 20)} ${n(y)}) rotate(18) scale(${n(s * 0.8)})"/></g>`;
}

function product(
  handle: string,
  title: string,
  x: number,
  base: number,
  s: number,
  accessories = true,
): { defs: string; body: string } {
  const figure = drawProductFigure(handle, title, { accessories });
  const width = (figure.box[2] - figure.box[0]) * s;
  return {
    defs: figure.defs,
    body: `${shadow(x, base + 4, width * 0.5, 16)}<g transform="translate(${n(x)} ${base}) scale(${s}) translate(-400 -640)">${figure.body}</g>`,
  };
}

// ——— scenes ———

function heroScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.62);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f8f0e1', '#efe0c6'] });
  const bottle = product('black-seed-oil', 'Organic Black Seed Oil', cx - 150, ty + 80, 1);
  const jar = product(
    'raw-wildflower-honey',
    'Raw Wildflower Honey',
    cx + 150,
    ty + 96,
    0.92,
    false,
  );
  const flowers = `${nigella(cx - 360, ty + 110, 1.6)}${nigella(cx + 380, ty + 150, 1.4)}${nigella(cx - 250, ty + 180, 1.2)}${nigella(cx + 290, ty + 96, 1.1)}${nigella(cx + 10, ty + 196, 1)}`;
  return {
    title:
      'An amber bottle of black seed oil and a jar of golden honey on a linen cloth, surrounded by black seeds and wild flowers',
    defs: `${r.defs}${bottle.defs}${jar.defs}`,
    body: `${r.body}${beams(cx - 520, 160, h, 380)}${glow(cx + 20, ty - 180, 300)}${sprigs(cx - 430, ty + 10, 1.6, '#2f5d3a')}${sprigs(cx + 400, ty + 10, 1.4, '#2f5d3a')}${linen(cx - 470, cx + 470, ty + 30, 160)}${bottle.body}${jar.body}${seeds({ seed: 'hero', count: 22, cx, cy: ty + 150, rx: 320, ry: 34, size: 5, color: '#1d1a17' })}${flowers}`,
  };
}

function manukaScene(w: number, h: number, title: string): Scene {
  const ty = Math.round(h * 0.7);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#fbefd2', '#f1d89f'], wood: '#c89c6a' });
  const jar = product(
    'manuka-honey-mgo-829',
    'Manuka Honey UMF 20+ MGO 829+',
    cx - 10,
    ty + 70,
    1.1,
  );
  return {
    title,
    defs: `${r.defs}${jar.defs}`,
    body: `${r.body}${glow(cx, ty - 240, 340, '#fff7df', 0.6)}${beams(cx - 460, 140, h, 300)}${manukaSpray(cx - 470, ty - 10, 1.5, -8)}${manukaSpray(cx + 470, ty - 10, 1.4, 8, true)}${jar.body}${at(
      cx + 250,
      ty + 120,
      0.9,
      honeycomb(
        [
          [0, 0],
          [1, -1],
          [1, 0],
          [0, 1],
          [-1, 1],
          [-1, 0],
        ],
        26,
      ),
    )}${manukaSpray(cx - 300, ty + 150, 0.9, -4)}`,
  };
}

function blackSeedArticle(w: number, h: number): Scene {
  const ty = Math.round(h * 0.64);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f1ece2', '#e3d9c7'], wood: '#5b4a3b' });
  const bottle = product('black-seed-oil', 'Organic Black Seed Oil', cx - 60, ty + 80, 1.05);
  const flowers = `${nigella(cx - 330, ty + 110, 2)}${nigella(cx + 260, ty + 80, 1.6)}${nigella(cx + 420, ty + 170, 1.8)}${nigella(cx - 480, ty + 40, 1.4)}`;
  return {
    title:
      'An amber bottle of black seed oil beside a scattering of black seeds and pale blue Nigella flowers',
    defs: `${r.defs}${bottle.defs}`,
    body: `${r.body}${glow(cx - 40, ty - 200, 320, '#fff', 0.5)}${sprigs(cx - 330, ty + 6, 1.4, '#5d7a4a')}${sprigs(cx + 310, ty + 6, 1.2, '#5d7a4a')}${bottle.body}${at(cx + 190, ty + 150, 1.8, `${spoon(120, '#caa57a')}${seeds({ seed: 'spoon', count: 9, cx: 0, cy: -2, rx: 12, ry: 6, size: 3 })}`, -12)}${seeds({ seed: 'article', count: 64, cx: cx + 40, cy: ty + 150, rx: 420, ry: 60, size: 5, color: '#161412' })}${flowers}`,
  };
}

function ashwagandhaArticle(w: number, h: number): Scene {
  const ty = Math.round(h * 0.66);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f8eae1', '#ecd2c2'], wood: '#c29271' });
  const tub = product(
    'ashwagandha-ksm66-capsules',
    'Ashwagandha KSM-66 Capsules',
    cx + 190,
    ty + 70,
    0.95,
  );
  return {
    title: 'Dried ashwagandha roots and a small bowl of root powder beside a capsule tub',
    defs: `${r.defs}${tub.defs}`,
    body: `${r.body}${glow(cx, ty - 200, 320, '#fff', 0.45)}${sprigs(cx - 420, ty + 4, 1.3, '#6e8c4a')}${tub.body}${shadow(cx - 170, ty + 110, 150, 16)}${at(cx - 170, ty + 110, 1.9, bowl(80, '#dcc190', CERAMIC))}${at(cx - 30, ty + 190, 1.7, placeMotif('ashwagandha', 0, 0, 1), -70)}`,
  };
}

function windowScene(w: number, h: number): Scene {
  const cx = w / 2;
  const sill = Math.round(h * 0.72);
  const win = `<rect x="${cx - 270}" y="60" width="540" height="${sill - 60}" fill="#fbf8f2"/><rect x="${cx - 246}" y="84" width="492" height="${sill - 100}" fill="url(#sk)"/><path d="M${cx - 246} ${sill - 90}h70v-40l30-24 30 24v40h60v-56l36-30 36 30v56h70v-36l30-26 30 26v36h100V${sill - 16}H${cx - 246}Z" fill="#b98b74" opacity=".55"/><path d="M${cx} 84V${sill - 16}M${cx - 246} ${Math.round((84 + sill) / 2)}H${cx + 246}" stroke="#fbf8f2" stroke-width="14"/>`;
  return {
    title:
      'A sunlit terraced-house kitchen windowsill with a small tin of black seeds and a jar of honey',
    defs: `<linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3ee"/><stop offset="1" stop-color="#f8ead0"/></linearGradient><linearGradient id="wl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e6cf"/><stop offset="1" stop-color="#e8d4b4"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#wl)"/>${win}<rect x="${cx - 300}" y="${sill - 16}" width="600" height="30" rx="4" fill="#f7f1e6"/><rect x="${cx - 300}" y="${sill + 14}" width="600" height="10" fill="#000" opacity=".08"/>${beams(cx - 240, 120, h, 320)}${shadow(cx - 90, sill - 14, 60, 8)}${at(cx - 90, sill - 14, 1, seedTin())}${shadow(cx + 80, sill - 14, 70, 8)}${at(cx + 80, sill - 14, 1.05, homeJar())}${at(cx + 210, sill - 14, 0.9, `<path d="M-34 0L-40-60H40L34 0Z" fill="#b86b4b"/><path d="${sprigPath(110, 5)}" transform="translate(0 -58)" fill="#6e8f5a" stroke="#4d6b3d" stroke-width="2"/>`)}`,
  };
}

function recipeScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.6);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f6ecdc', '#ead9bd'] });
  return {
    title: 'Honey spooned into a small bowl beside handwritten recipe cards and a teapot',
    defs: r.defs,
    body: `${r.body}${beams(cx - 400, 120, h, 300)}${shadow(cx - 220, ty + 90, 110, 14)}${at(cx - 220, ty + 90, 1.1, teapot('#7d9a86'))}${at(cx + 60, ty + 30, 1, card(190, 130, 5), -8)}${at(cx + 150, ty + 60, 1, card(190, 130, 5), 6)}${shadow(cx - 10, ty + 140, 100, 12)}${at(cx - 10, ty + 140, 1.2, bowl(70, '#e9a93a'))}${at(cx - 10, ty + 48, 1, `${spoon(170, '#caa57a')}<path d="M-6 6Q-4 30 0 40" stroke="#e39d2a" stroke-width="6" fill="none" stroke-linecap="round"/>`, -24)}${shadow(cx + 250, ty + 150, 60, 8)}${at(cx + 250, ty + 150, 0.8, homeJar('#2f5d3a'))}`,
  };
}

function labScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.58);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#eef0e8', '#dfe3d6'], wood: '#d4b48d' });
  const bottles = [-260, -200, -140, -80]
    .map((x, i) => `<use href="#ab" transform="translate(${cx + x} ${ty + 70 + (i % 2) * 14})"/>`)
    .join('');
  const certificate = `<rect width="200" height="150" fill="#fffdf7" stroke="#e3d7bf"/><rect x="10" y="10" width="180" height="130" fill="none" stroke="#c9a227"/><rect x="50" y="28" width="100" height="8" fill="#2f5d3a"/><path d="M30 58h140M30 74h140M30 90h100" stroke="#b9ae9a" stroke-width="3"/><path d="M150 118l-8 26 12-6 8 10 4-28Z" fill="#8b2e2a"/><circle cx="156" cy="116" r="16" fill="#c9a227"/><circle cx="156" cy="116" r="10" fill="none" stroke="#fff" stroke-width="2"/>`;
  return {
    title: 'A kitchen table covered with sample bottles, a notebook and laboratory certificates',
    defs: r.defs,
    body: `${r.body}${beams(cx + 100, 120, h, -300)}${bottles}${at(cx + 20, ty + 40, 1, certificate, -6)}${at(cx + 140, ty + 70, 1, certificate, 5)}${at(cx - 80, ty + 150, 1, `<rect x="-90" y="-60" width="180" height="120" rx="6" fill="#2f5d3a"/><rect x="-84" y="-56" width="168" height="110" rx="4" fill="#fffaf0"/><path d="M0-56V54" stroke="#d9ccb2" stroke-width="3"/><path d="M-74-30h60M-74-14h60M-74 2h50M12-30h60M12-14h60" stroke="#8a7c66" stroke-width="2"/>`, 4)}${at(cx + 200, ty + 190, 1, '<rect x="-80" y="-4" width="160" height="8" rx="4" fill="#1f3d27"/><path d="M80-4l18 4-18 4Z" fill="#c9a227"/>', -14)}`,
  };
}

function landscapeScene(w: number, h: number, title: string, hiveScale: number): Scene {
  const cx = w / 2;
  const y = Math.round(h * 0.52);
  const hives = [-1, 0, 1]
    .map(
      (i) =>
        `<use href="#hv" transform="translate(${n(cx + i * 130 * hiveScale)} ${n(y + 80 + Math.abs(i) * 6)}) scale(${hiveScale})"/>`,
    )
    .join('');
  const bushes = [0.08, 0.26, 0.44, 0.62, 0.8, 0.95]
    .map((t, i) => bush(w * t, h - 20 + (i % 2) * 16, 90 + (i % 3) * 30, `b${i}`))
    .join('');
  return {
    title,
    defs: '<linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd8ea"/><stop offset=".7" stop-color="#f6ead2"/></linearGradient>',
    body: `<rect width="${w}" height="${h}" fill="url(#sk)"/>${glow(cx + w * 0.22, y - 170, 70, '#fff3d0', 0.9)}${glow(cx + w * 0.22, y - 170, 130, '#fff3d0', 0.35)}<path d="M0 ${y - 40}L${w * 0.18} ${y - 140}L${w * 0.3} ${y - 70}L${w * 0.46} ${y - 180}L${w * 0.62} ${y - 80}L${w * 0.78} ${y - 150}L${w} ${y - 50}V${y}H0Z" fill="#b7c4cc" opacity=".6"/>${hills(w, h, y, ['#9db47f', '#7f9c62', '#6a8a52'])}${hives}${bushes}`,
  };
}

function packingScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.64);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f4ead8', '#e6d3b5'] });
  return {
    title:
      'Parcels wrapped in kraft paper and string on a packing bench, with an old black seed tin on the shelf above',
    defs: `${r.defs}`,
    body: `${r.body}${beams(cx - 380, 120, h, 300)}<rect x="${cx - 320}" y="${ty - 300}" width="640" height="16" fill="#a87c52"/><rect x="${cx - 320}" y="${ty - 284}" width="640" height="8" fill="#000" opacity=".08"/>${at(cx - 180, ty - 300, 1, seedTin())}${at(cx + 40, ty - 300, 0.7, homeJar('#2f5d3a'))}${at(cx + 180, ty - 300, 0.8, amberBottle())}${shadow(cx - 80, ty + 80, 150, 14)}${at(cx - 100, ty + 80, 1, parcel(200, 120))}${at(cx - 80, ty - 40, 0.8, parcel(170, 90))}${shadow(cx + 170, ty + 100, 110, 12)}${at(cx + 170, ty + 100, 1, parcel(150, 100))}${at(cx + 40, ty + 170, 1, card(150, 90, 3), -6)}`,
  };
}

function communityScene(index: number): Scene {
  const w = 800;
  const h = 800;
  switch (index) {
    case 1: {
      const r = room({ w, h, tableY: 430, wall: ['#fbf1dd', '#f0dcb7'] });
      const berries = [
        [-40, -112, '#7a2d4a'],
        [-10, -118, '#a3324b'],
        [30, -110, '#3b3a6e'],
        [56, -116, '#7a2d4a'],
        [10, -106, '#3b3a6e'],
      ]
        .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/>`)
        .join('');
      return {
        title:
          'A bowl of porridge topped with honey and berries on a wooden table in morning light',
        defs: `${r.defs}`,
        body: `${r.body}${beams(60, 120, h, 360)}${shadow(400, 640, 220, 20)}${at(400, 640, 1.9, `${bowl(110, '#efe2c4', '#f3efe6')}<path d="M-70-76q40 20 80-6t60 6" stroke="#e39d2a" stroke-width="9" fill="none" stroke-linecap="round"/>${berries}`)}${at(640, 720, 1, spoon(170, '#d8d2c6'), -160)}`,
      };
    }
    case 2: {
      const r = room({ w, h, tableY: 500, wall: ['#f6ecda', '#ead7b6'] });
      const bottle = product('black-seed-oil', 'Organic Black Seed Oil', 300, 560, 0.62);
      const jar = product('black-seed-honey', 'Black Seed Honey', 520, 570, 0.58);
      return {
        title:
          'A teaspoon of honey with a drizzle of dark oil over an amber bottle and a honey jar',
        defs: `${r.defs}${bottle.defs}${jar.defs}`,
        body: `${r.body}${glow(400, 300, 260)}${bottle.body}${jar.body}${at(400, 690, 1.5, `${spoon(220, '#d8d2c6')}<ellipse rx="14" ry="8" fill="#e39d2a"/><ellipse cx="4" cy="-1" rx="6" ry="4" fill="#3a1f08"/>`, -8)}`,
      };
    }
    case 3: {
      const r = room({ w, h, tableY: 520, wall: ['#efe7da', '#e0d2bb'], wood: '#b98c60' });
      let rows = '';
      for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 5; i++) {
          rows += `<use href="#ab" transform="translate(${110 + i * 70 + row * 18} ${560 + row * 60}) scale(${0.9 + row * 0.1})"/>`;
        }
      }
      return {
        title: 'Rows of amber glass bottles on a workbench beside a sack of black seeds',
        defs: r.defs,
        body: `${r.body}${beams(420, 110, h, -300)}${rows}${shadow(630, 700, 120, 14)}${at(630, 700, 1.3, `<path d="M-70 0C-90-60-80-130-50-150L-40-170C-20-160 20-160 40-170L50-150C80-130 90-60 70 0Z" fill="#c8a978"/><path d="M-60-40h120M-66-80h130M-56-120h110" stroke="#a98a58" stroke-width="2"/><ellipse cy="-160" rx="38" ry="10" fill="#1d1a17"/><path d="M-44-142q44 10 88 0" stroke="#8a6a48" stroke-width="4" fill="none"/>${seeds({ seed: 'sack', count: 18, cx: -60, cy: 6, rx: 60, ry: 8, size: 4, color: '#1d1a17' })}`)}`,
      };
    }
    case 4: {
      const r = room({ w, h, tableY: 500, wall: ['#f3efe4', '#e3dccb'] });
      return {
        title: 'A glass mug of warm lemon water with a honey dipper resting on a saucer',
        defs: `${r.defs}`,
        body: `${r.body}${beams(80, 130, h, 340)}${shadow(400, 660, 220, 18)}${at(400, 660, 1, '<ellipse rx="210" ry="36" fill="#f7f2e8"/><ellipse cy="-4" rx="150" ry="22" fill="#ede5d6"/>')}${at(380, 650, 1.6, '<path d="M-60 0L-68-180H68L60 0Z" fill="#fff" opacity=".35" stroke="#fff" stroke-width="3"/><path d="M-61-6L-66-150H66L61-6Z" fill="#f6dc8e" opacity=".75"/><circle cx="-14" cy="-150" r="34" fill="#f2d44a" stroke="#e9c13a" stroke-width="4"/><path d="M-14-184v68M-48-150h68M-38-174l48 48M10-174l-48 48" stroke="#fff6c8" stroke-width="2"/><path d="M68-140C116-140 116-60 64-60" stroke="#fff" stroke-width="12" fill="none" opacity=".55"/><path d="M-20-200q10-20 0-40t0-40M20-200q10-20 0-40" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>')}${at(560, 650, 1.3, dipper(), 64)}`,
      };
    }
    case 5: {
      const r = room({ w, h, tableY: 470, wall: ['#f4ead8', '#e8d6b8'] });
      return {
        title: 'Kraft paper parcels tied with string and a handwritten thank-you card',
        defs: r.defs,
        body: `${r.body}${beams(60, 120, h, 320)}${shadow(330, 640, 190, 16)}${at(320, 640, 1.5, parcel(200, 120))}${at(300, 456, 1.1, parcel(160, 90))}${shadow(590, 660, 110, 12)}${at(590, 660, 1.3, parcel(130, 90))}${at(380, 700, 1, card(220, 130, 4), -8)}${at(610, 720, 0.8, '<path d="M0 0c-30-30 10-60 20-30c10-30 50 0 20 30L20 24Z" fill="#c8403f"/>')}`,
      };
    }
    case 6: {
      const r = room({ w, h, tableY: 360, wall: ['#f6eddd', '#ecdcbf'] });
      const bread = (x: number, y: number, s: number, seed: string) =>
        at(
          x,
          y,
          s,
          `<ellipse rx="150" ry="82" fill="#d9a45a"/><ellipse rx="132" ry="68" fill="#e9c07a"/><g fill="#c48a3e" opacity=".7"><ellipse cx="-40" cy="-20" rx="20" ry="10"/><ellipse cx="50" cy="10" rx="24" ry="12"/><ellipse cx="-10" cy="30" rx="16" ry="8"/></g>${seeds({ seed, count: 26, cx: 0, cy: 0, rx: 118, ry: 56, size: 4, color: '#1d1a17' })}`,
        );
      return {
        title: 'Golden flatbreads sprinkled with black seeds on a floured board',
        defs: r.defs,
        body: `${r.body}${shadow(400, 740, 290, 20)}<rect x="90" y="420" width="620" height="330" rx="40" fill="#d8b48a"/><rect x="90" y="420" width="620" height="330" rx="40" fill="none" stroke="#b58d62" stroke-width="6"/><g fill="#fff" opacity=".5" filter="url(#bl)"><circle cx="180" cy="470" r="34"/><circle cx="640" cy="710" r="44"/><circle cx="580" cy="456" r="20"/></g>${bread(300, 540, 1, 'b1')}${bread(510, 640, 1.05, 'b2')}`,
      };
    }
    case 7:
      return landscapeScene(
        w,
        h,
        'White manuka flowers on a hillside with beehives in the distance',
        0.8,
      );
    default: {
      const r = room({ w, h, tableY: 470, wall: ['#e9dcc9', '#d6c1a4'], wood: '#9c7452' });
      return {
        title: 'A cup of herbal tea beside an open book and a lit candle',
        defs: `${r.defs}<radialGradient id="fl"><stop offset="0" stop-color="#ffe8a8"/><stop offset="1" stop-color="#ffe8a8" stop-opacity="0"/></radialGradient>`,
        body: `${r.body}<circle cx="620" cy="330" r="220" fill="url(#fl)"/>${shadow(330, 660, 230, 16)}${at(330, 660, 1.2, '<path d="M0-6C-50-18-130-16-170-6L-176-104C-130-114-50-116 0-100Z" fill="#fffaf0"/><path d="M0-6C50-18 130-16 170-6L176-104C130-114 50-116 0-100Z" fill="#fbf4e6"/><path d="M-150-86h120M-150-68h120M-150-50h100M30-86h120M30-68h120M30-50h90" stroke="#b9ae9a" stroke-width="2"/><path d="M0-100V-6" stroke="#d9ccb2" stroke-width="3"/>', -6)}${shadow(620, 610, 70, 10)}${at(620, 610, 1, '<rect x="-34" y="-150" width="68" height="150" fill="#fbf6ea"/><rect x="-34" y="-150" width="68" height="150" fill="url(#cy)"/><ellipse cy="-150" rx="34" ry="8" fill="#f0e6d2"/><path d="M0-150v-16" stroke="#3b2a14" stroke-width="3"/><path d="M0-204C10-190 14-176 0-166C-14-176-10-190 0-204Z" fill="#f6b23a"/><path d="M0-190C4-184 4-176 0-172C-4-176-4-184 0-190Z" fill="#fff3c4"/>')}${shadow(500, 720, 110, 12)}${at(500, 720, 1, '<ellipse rx="110" ry="20" fill="#f7f2e8"/><path d="M-70-10L-76-110H76L70-10Z" fill="#f7f2e8"/><path d="M-70-10L-76-110H76L70-10Z" fill="url(#cy)"/><ellipse cy="-110" rx="76" ry="14" fill="#b58a3c"/><path d="M76-90C116-90 116-40 72-40" stroke="#f7f2e8" stroke-width="12" fill="none"/><path d="M-20-130q10-20 0-40t0-40M20-130q10-20 0-40" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/>')}`,
      };
    }
  }
}

function wholesaleScene(w: number, h: number): Scene {
  const cx = w / 2;
  const ty = Math.round(h * 0.72);
  const r = room({ w, h, tableY: ty, wall: ['#f1ece0', '#e2d8c4'] });
  let shelves = '';
  for (let s = 0; s < 2; s++) {
    const y = 220 + s * 200;
    shelves += `<rect x="${cx - 560}" y="${y}" width="1120" height="14" fill="#a87c52"/><rect x="${cx - 560}" y="${y + 14}" width="1120" height="8" fill="#000" opacity=".08"/>`;
    for (let i = 0; i < 14; i++) {
      const x = cx - 520 + i * 80;
      shelves +=
        (i + s) % 3 === 2
          ? `<use href="#hj" transform="translate(${x} ${y})"/>`
          : `<use href="#ab" transform="translate(${x} ${y})"/>`;
    }
  }
  return {
    title: 'Shelves of amber bottles and honey jars above a packing bench stacked with parcels',
    defs: `${r.defs}<g id="hj" transform="scale(.7)">${homeJar('#2f5d3a')}</g>`,
    body: `${r.body}${beams(cx - 600, 140, h, 380)}${shelves}${shadow(cx - 220, ty + 90, 180, 16)}${at(cx - 240, ty + 90, 1.2, parcel(200, 120))}${at(cx - 220, ty - 54, 1, parcel(160, 90))}${shadow(cx + 160, ty + 110, 140, 14)}${at(cx + 160, ty + 110, 1.2, parcel(170, 110))}${at(cx + 400, ty + 120, 1, parcel(130, 80))}`,
  };
}

function defaultScene(w: number, h: number, name: string): Scene {
  const cx = w / 2;
  const cy = h / 2;
  return {
    title: 'Botanical sprigs and black seeds on a warm cream background',
    defs: '<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#fbf6ec"/><stop offset="1" stop-color="#efe1c6"/></radialGradient>',
    body: `<rect width="${w}" height="${h}" fill="url(#bg)"/><path d="M${cx - 260} ${h}V${cy - 60}A260 260 0 0 1 ${cx + 260} ${cy - 60}V${h}Z" fill="#fff" opacity=".45"/>${glow(cx + 150, cy - 150, 90, '#f3d58f', 0.5)}${sprigs(cx - 120, h - 40, 2.2, '#2f5d3a')}${sprigs(cx + 140, h - 30, 1.8, '#2f5d3a')}${seeds({ seed: name, count: 24, cx, cy: h - 90, rx: 300, ry: 30, opacity: 0.8 })}${daisy(cx - 260, h - 70, 1.8)}${daisy(cx + 250, h - 110, 1.5)}${daisy(cx + 40, h - 40, 1.3)}`,
  };
}

function composeScene(name: string, w: number, h: number): Scene {
  switch (name) {
    case 'hero':
    case 'home-hero':
      return heroScene(w, h);
    case 'home-manuka':
      return manukaScene(
        w,
        h,
        'A jar of Manuka honey with a wooden dipper beside white manuka blossom',
      );
    case 'manuka-honey-golden-healer':
      return manukaScene(
        w,
        h,
        'A jar of golden manuka honey with a wooden dipper, beside sprigs of white manuka flowers',
      );
    case 'black-seed-oil-ancient-remedy':
      return blackSeedArticle(w, h);
    case 'ashwagandha-stress-relief':
      return ashwagandhaArticle(w, h);
    case 'story-1':
      return windowScene(w, h);
    case 'story-2':
      return recipeScene(w, h);
    case 'story-3':
      return labScene(w, h);
    case 'story-4':
      return landscapeScene(
        w,
        h,
        'A hillside of flowering manuka bushes with wooden beehives under a wide blue sky',
        1,
      );
    case 'about':
      return landscapeScene(
        w,
        h,
        'Rolling hills of flowering manuka with beehives at sunrise',
        1.2,
      );
    case 'story-5':
      return packingScene(w, h);
    case 'wholesale-hero':
      return wholesaleScene(w, h);
    default: {
      const community = /^community-([1-8])$/.exec(name);
      if (community) return communityScene(Number(community[1]));
      return defaultScene(w, h, name);
    }
  }
}

/** A lifestyle scene by name; unknown names get a tasteful botanical default. */
export function renderSceneSvg(name: string): string {
  const [width, height] = sceneSize(name);
  const scene = composeScene(name, width, height);
  return svgDocument({
    width,
    height,
    title: scene.title,
    defs: `${CYLINDER_SHADE}${SOFT_BLUR}${sharedDefsFor(scene.defs + scene.body)}${scene.defs}`,
    body: scene.body,
    preserveAspectRatio: 'xMidYMid slice',
  });
}
