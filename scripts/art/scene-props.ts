// The pieces the lifestyle scenes are built from: the room, light, linen and shadows, the shared
// gradients, and the props on the table (bowls, spoons, jars, tins, hives, product figures).

import { seeds } from './motifs';
import { drawProductFigure } from './product-art';
import { createRandom, hashString, n, sprigPath } from './svg-kit';

export type Scene = { title: string; defs: string; body: string };

export const WOOD = '#c9a077';
export const LINEN = '#f4ede1';
export const CERAMIC = '#f7f2e8';

// ——— small building blocks (local coordinates: origin at the centre of the base) ———

export function at(
  x: number,
  y: number,
  s: number,
  content: string,
  rotate = 0,
  flip = false,
): string {
  const r = rotate ? ` rotate(${rotate})` : '';
  const k = Math.round(s * 100) / 100;
  const scale = flip ? `${-k} ${k}` : `${k}`;
  return `<g transform="translate(${n(x)} ${n(y)})${r} scale(${scale})">${content}</g>`;
}

export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#3b2a14" opacity="${String(opacity).replace(/^0\./, '.')}" filter="url(#bl)"/>`;
}

export function room(o: {
  w: number;
  h: number;
  tableY: number;
  wall: [string, string];
  wood?: string;
}): {
  defs: string;
  body: string;
} {
  const { w, h, tableY, wall, wood = WOOD } = o;
  return {
    defs: `<linearGradient id="wl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient><linearGradient id="tb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wood}"/><stop offset="1" stop-color="#a87c52"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#wl)"/><rect y="${tableY}" width="${w}" height="${h - tableY}" fill="url(#tb)"/><rect y="${tableY}" width="${w}" height="6" fill="#fff" opacity=".3"/><path d="M0 ${tableY + 60}q${n(w / 4)}-14 ${n(w / 2)} 0t${n(w / 2)} 0M0 ${tableY + 130}q${n(w / 3)}-10 ${n(w / 1.5)} 0" stroke="#7a5634" stroke-width="2" fill="none" opacity=".25"/>`,
  };
}

export function beams(x: number, w: number, h: number, shift: number): string {
  return `<path d="M${x} 0H${x + w}L${x + w + shift} ${h}H${x + shift}Z" fill="#fff" opacity=".2"/><path d="M${x + w * 1.4} 0H${x + w * 1.8}L${x + w * 1.8 + shift} ${h}H${x + w * 1.4 + shift}Z" fill="#fff" opacity=".13"/>`;
}

export function glow(cx: number, cy: number, r: number, color = '#fff', opacity = 0.45): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}"/>`;
}

export function linen(x1: number, x2: number, y: number, drop: number): string {
  const w = x2 - x1;
  const q = (t: number) => n(x1 + w * t);
  const cloth = `M${q(0.04)} ${y}C${q(0.3)} ${y - 14} ${q(0.55)} ${y + 10} ${q(0.97)} ${y - 6}C${q(1.01)} ${n(y + drop * 0.4)} ${q(0.98)} ${n(y + drop * 0.7)} ${x2} ${y + drop}C${q(0.7)} ${y + drop + 16} ${q(0.35)} ${y + drop - 12} ${x1} ${y + drop + 8}C${q(0.02)} ${n(y + drop * 0.6)} ${q(0.06)} ${n(y + drop * 0.3)} ${q(0.04)} ${y}Z`;
  return `<ellipse cx="${q(0.5)}" cy="${y + drop + 4}" rx="${n(w * 0.5)}" ry="14" fill="#3b2a14" opacity=".2" filter="url(#bl)"/><path d="${cloth}" fill="${LINEN}"/><path d="M${q(0.22)} ${y + 4}c-6 ${n(drop * 0.4)} 4 ${n(drop * 0.6)}-4 ${drop}M${q(0.58)} ${y + 2}c8 ${n(drop * 0.5)}-2 ${n(drop * 0.7)} 6 ${drop}M${q(0.84)} ${y}c-4 ${n(drop * 0.5)} 4 ${n(drop * 0.7)}-2 ${drop - 4}" stroke="#e3d6bf" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`;
}

export function nigella(x: number, y: number, s: number): string {
  return `<use href="#ng" transform="translate(${n(x)} ${n(y)}) scale(${s})"/>`;
}

export function daisy(x: number, y: number, s: number): string {
  return `<use href="#dz" transform="translate(${n(x)} ${n(y)}) scale(${s})"/>`;
}

export function manukaSpray(x: number, y: number, s: number, angle: number, flip = false): string {
  const scale = flip ? `${-s} ${s}` : `${s}`;
  return `<use href="#ms" transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${scale})"/>`;
}

/** Drawings used several times per scene, defined once and placed with <use>. */
export const SHARED_DEFS: Record<string, string> = {
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
export function sharedDefsFor(markup: string): string {
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

export function bowl(r: number, inner: string, outer = CERAMIC): string {
  const h = r * 0.62;
  return `<path d="M${-r} ${n(-h)}C${-r} ${n(-h * 0.1)} ${n(-r * 0.5)} 0 0 0C${n(r * 0.5)} 0 ${r} ${n(-h * 0.1)} ${r} ${n(-h)}Z" fill="${outer}"/><path d="M${-r} ${n(-h)}C${-r} ${n(-h * 0.1)} ${n(-r * 0.5)} 0 0 0C${n(r * 0.5)} 0 ${r} ${n(-h * 0.1)} ${r} ${n(-h)}Z" fill="url(#cy)" opacity=".6"/><ellipse cy="${n(-h)}" rx="${r}" ry="${n(r * 0.22)}" fill="${inner}" stroke="${outer}" stroke-width="4"/>`;
}

export function spoon(len: number, fill = '#d8d2c6'): string {
  return `<path d="M0 0H${len}" stroke="${fill}" stroke-width="7" stroke-linecap="round"/><ellipse rx="18" ry="11" fill="${fill}"/><ellipse cx="-2" cy="-1" rx="12" ry="6" fill="#fff" opacity=".35"/>`;
}

export function dipper(): string {
  return `<rect x="-5" y="-200" width="10" height="180" rx="5" fill="#b98352"/><rect x="-17" y="-30" width="34" height="58" rx="15" fill="#c99361"/><path d="M-16-14h32M-17 0h34M-16 14h32" stroke="#8e5e33" stroke-width="3"/><path d="M-17-20Q0-30 17-20V6Q17 18 8 20Q6 34 0 40Q-6 34-6 22Q-17 18-17 6Z" fill="#e39d2a" opacity=".85"/>`;
}

export function card(w: number, h: number, lines: number): string {
  let d = '';
  for (let i = 0; i < lines; i++) {
    const y = 26 + i * 18;
    d += `M14 ${y}q6-6 12 0t12 0t12 0t12 0t12 0t12 0${i % 2 ? '' : 't12 0t12 0'}`;
  }
  return `<rect width="${w}" height="${h}" rx="3" fill="#fffaf0" stroke="#e5d9c3"/><path d="${d}" stroke="#7a6a55" stroke-width="1.6" fill="none" opacity=".6"/>`;
}

export function amberBottle(): string {
  return `<path d="M-26 0V-62Q-26-76-12-80V-96H12V-80Q26-76 26-62V0Z" fill="#8a4510"/><path d="M-26 0V-62Q-26-76-12-80V-96H12V-80Q26-76 26-62V0Z" fill="url(#cy)"/><rect x="-14" y="-112" width="28" height="18" rx="3" fill="#1f1d1a"/><rect x="-18" y="-56" width="36" height="34" rx="2" fill="#fffaf0"/><path d="M-10-44h20M-8-36h16" stroke="#8a5700" stroke-width="2"/>`;
}

export function homeJar(cloth = '#c8403f'): string {
  return `<path d="M-46 0Q-56 0-56-12V-78Q-56-90-44-92H44Q56-90 56-78V-12Q56 0 46 0Z" fill="#e8a43a"/><path d="M-46 0Q-56 0-56-12V-78Q-56-90-44-92H44Q56-90 56-78V-12Q56 0 46 0Z" fill="url(#cy)"/><path d="M-62-96Q-70-110-54-114H54Q70-110 62-96L66-82Q0-74-66-82Z" fill="${cloth}"/><path d="M-54-104h108M-40-112v26M-12-114v32M16-114v32M44-112v26" stroke="#fff" stroke-width="3" opacity=".5"/><path d="M-58-92H58" stroke="#8a6a48" stroke-width="3"/>`;
}

export function seedTin(): string {
  return `<rect x="-44" y="-70" width="88" height="70" fill="#b3423a"/><rect x="-44" y="-70" width="88" height="70" fill="url(#cy)"/><ellipse cy="-70" rx="44" ry="11" fill="#7f2c26"/>${seeds({ seed: 'tin', count: 16, cx: 0, cy: -71, rx: 34, ry: 7, size: 3.5, color: '#1d1a17' })}<rect x="-44" y="-52" width="88" height="24" fill="#e9cf8a"/><path d="M-30-40h60" stroke="#7f2c26" stroke-width="3" stroke-dasharray="6 4"/>`;
}

export function teapot(color: string): string {
  return `<path d="M52-74C86-78 96-112 112-122L120-114C106-98 100-62 60-44Z" fill="${color}"/><path d="M-60-96C-112-96-112-30-60-36" stroke="${color}" stroke-width="11" fill="none"/><ellipse cy="-62" rx="72" ry="60" fill="${color}"/><ellipse cy="-62" rx="72" ry="60" fill="url(#cy)"/><ellipse cy="-116" rx="36" ry="9" fill="#fff" opacity=".25"/><circle cy="-128" r="8" fill="${color}"/><path d="M-40-82q40-16 80 0" stroke="#fff" stroke-width="3" fill="none" opacity=".4"/>`;
}

export function parcel(w: number, h: number): string {
  const d = w * 0.22;
  return `<path d="M${-w / 2} ${-h}L${-w / 2 + d} ${-h - d * 0.6}H${w / 2 + d}L${w / 2} ${-h}Z" fill="#d9b386"/><path d="M${w / 2} 0V${-h}L${w / 2 + d} ${-h - d * 0.6}V${-d * 0.6}Z" fill="#ad8455"/><rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="#c99b68"/><path d="M0 0V${-h}L${d} ${-h - d * 0.6}M${-w / 2} ${-h / 2}H${w / 2}L${w / 2 + d} ${-h / 2 - d * 0.6}" stroke="#f4ead8" stroke-width="3" fill="none"/><path d="M${d / 2} ${-h - d * 0.3}c-18-14-30 2-12 8c-18 8-4 22 12-8c16-16 28 0 10 4" stroke="#f4ead8" stroke-width="3" fill="none"/>`;
}

export function hive(): string {
  return `<rect x="-46" y="-20" width="92" height="20" fill="#8a6a48"/><rect x="-40" y="-76" width="80" height="56" fill="#f3ead8"/><rect x="-40" y="-126" width="80" height="50" fill="#e9c77e"/><path d="M-50-126H50L44-140H-44Z" fill="#a3603f"/><rect x="-16" y="-30" width="32" height="5" fill="#3b2a14"/><path d="M-40-76H40" stroke="#c9b99c" stroke-width="2"/>`;
}

export function hills(w: number, h: number, y: number, colors: [string, string, string]): string {
  return `<path d="M0 ${y}C${w * 0.2} ${y - 70} ${w * 0.4} ${y - 40} ${w * 0.6} ${y - 80}S${w * 0.9} ${y - 50} ${w} ${y - 70}V${h}H0Z" fill="${colors[0]}"/><path d="M0 ${y + 60}C${w * 0.25} ${y + 10} ${w * 0.5} ${y + 70} ${w * 0.75} ${y + 20}S${w} ${y + 40} ${w} ${y + 30}V${h}H0Z" fill="${colors[1]}"/><path d="M0 ${y + 150}C${w * 0.3} ${y + 100} ${w * 0.6} ${y + 160} ${w} ${y + 110}V${h}H0Z" fill="${colors[2]}"/>`;
}

export function bush(x: number, y: number, r: number, seed: string): string {
  const random = createRandom(hashString(seed));
  let dots = '';
  for (let i = 0; i < Math.round(r / 6); i++) {
    const a = random() * Math.PI;
    const d = random() * r * 0.85;
    dots += `M${n(x + Math.cos(a) * d)} ${n(y - Math.sin(a) * d * 0.7)}h0`;
  }
  return `<path d="M${x - r} ${y}C${x - r} ${y - r * 0.8} ${x - r * 0.3} ${y - r} ${x} ${y - r * 0.8}C${x + r * 0.4} ${y - r * 1.05} ${x + r} ${y - r * 0.6} ${x + r} ${y}Z" fill="#58764a"/><path d="${dots}" stroke="#fffaf3" stroke-width="6" stroke-linecap="round"/>`;
}

export function sprigs(x: number, y: number, s: number, color: string): string {
  return `<g fill="${color}" fill-opacity=".12" stroke="${color}" stroke-opacity=".45" stroke-width="2"><use href="#sp" transform="translate(${n(x)} ${n(y)}) rotate(-14) scale(${s})"/><use href="#sp" transform="translate(${n(x + 20)} ${n(y)}) rotate(18) scale(${n(s * 0.8)})"/></g>`;
}

export function product(
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
