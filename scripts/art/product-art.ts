// Product illustrations (800 × 800): one drawing per product family, coloured by the buy-box
// theme of the handle, with the product name on the label. Image 1 is the hero; 2–5 are
// variations (ingredient still life, label close-up, sunlit table, plinth) so a gallery reads
// like a real photo set.

import { selectThemeForHandle, type Theme } from '../../src/core/content/themes';
import { type MotifKey, placeMotif } from './motifs';
import { drawFamily } from './product-figures';
import type { Ctx, Drawing } from './product-labels';
import {
  BRAND,
  CYLINDER_SHADE,
  darken,
  dropShadow,
  lighten,
  luminance,
  mix,
  n,
  SOFT_BLUR,
  sprigPath,
  svgDocument,
} from './svg-kit';
export const PRODUCT_IMAGE_SIZE = 800;
export const PRODUCT_IMAGE_COUNT = 5;

export type ProductFamily =
  | 'dropper'
  | 'honey'
  | 'tub'
  | 'resin'
  | 'cups'
  | 'tool'
  | 'tin'
  | 'sachet'
  | 'carton'
  | 'vinegar'
  | 'coconut'
  | 'soap'
  | 'jar';

export type ProductArtInput = { handle: string; title: string; index: number };

/** The illustration family for a product, from its handle (and title, for capsules/tablets). */
export function selectProductFamily(handle: string, title = ''): ProductFamily {
  const h = handle.toLowerCase();
  const t = title.toLowerCase();
  if (h.includes('liner')) return 'carton';
  if (h.includes('wipe')) return 'sachet';
  if (/iastm|blade|glider|scraping|surgical/.test(h)) return 'tool';
  if (/cupping|cups?\b|hijama/.test(h)) return 'cups';
  if (h.includes('soap')) return 'soap';
  if (
    /capsule|tablet|softgel|glucosamine|ashwagandha|tongkat/.test(h) ||
    /capsule|tablet/.test(t)
  ) {
    return 'tub';
  }
  if (h.includes('shilajit')) return 'resin';
  if (/honey|manuka/.test(h)) return 'honey';
  if (h.includes('vinegar')) return 'vinegar';
  if (h.includes('coconut')) return 'coconut';
  if (/balm|cream|tallow|butter|salve/.test(h)) return 'tin';
  if (/oil|argan|serum|tincture/.test(h)) return 'dropper';
  return 'jar';
}

const FAMILY_NOUN: Record<ProductFamily, string> = {
  dropper: 'amber glass dropper bottle',
  honey: 'glass honey jar with a wooden dipper',
  tub: 'supplement tub',
  resin: 'dark glass resin jar with a gold spoon',
  cups: 'set of clear cupping cups in front of their box',
  tool: 'practitioner tool on its presentation card',
  tin: 'round tin',
  sachet: 'box of individually sealed wipes',
  carton: 'dispenser box of liners',
  vinegar: 'glass bottle',
  coconut: 'glass jar beside a halved coconut',
  soap: 'soap bar with a paper band',
  jar: 'apothecary jar',
};

const MOTIF_NOUN: Record<MotifKey, string> = {
  'black-seed': 'black seeds and a nigella flower',
  honey: 'honeycomb',
  manuka: 'honeycomb and manuka blossom',
  turmeric: 'turmeric root',
  'black-pepper': 'black peppercorns',
  glucosamine: 'a botanical molecule motif',
  'cod-liver': 'a golden oil drop',
  shilajit: 'Himalayan peaks',
  ashwagandha: 'ashwagandha root and berries',
  tongkat: 'tongkat ali root',
  coconut: 'a halved coconut',
  vinegar: 'fresh apples',
  argan: 'argan nuts',
  skin: 'a whipped cream swirl and wild rose',
  eucalyptus: 'a eucalyptus sprig',
  default: 'a botanical sprig',
};

function selectMotif(handle: string, theme: Theme): MotifKey {
  if (handle.includes('manuka')) return 'manuka';
  const byTheme: Record<string, MotifKey> = {
    honey: 'honey',
    'black-seed': 'black-seed',
    turmeric: 'turmeric',
    'cod-liver': 'cod-liver',
    glucosamine: 'glucosamine',
    ashwagandha: 'ashwagandha',
    shilajit: 'shilajit',
    coconut: 'coconut',
    argan: 'argan',
    tongkat: 'tongkat',
    skin: 'skin',
    vinegar: 'vinegar',
    wipes: 'eucalyptus',
    clinical: 'eucalyptus',
  };
  return byTheme[theme.key] ?? 'default';
}

function sprig(x: number, y: number, angle: number, scale: number): string {
  return `<use href="#sg" transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"/>`;
}

function floorShadow(
  cx: number,
  cy: number,
  rx: number | string,
  ry: number,
  opacity = 0.32,
): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#fs)" opacity="${opacity}" filter="url(#bl)"/>`;
}

export type ProductFigure = {
  /** Gradients the drawing needs (the scene must also include CYLINDER_SHADE). */
  defs: string;
  /** The drawing, standing on y = 640 and centred near x = 400. */
  body: string;
  /** Left, top and right of the drawing. */
  box: [number, number, number];
};

/** A product drawing (with its label) for use inside other compositions, such as scenes. */
export function drawProductFigure(
  handle: string,
  title: string,
  options: { accessories?: boolean } = {},
): ProductFigure {
  const theme = selectThemeForHandle(handle);
  const family = selectProductFamily(handle, title);
  const ink = luminance(theme.primary) > 0.25 ? darken(theme.primary, 0.4) : theme.primary;
  const drawing = drawFamily({ handle, title, theme, family, ink });
  return {
    defs: drawing.defs,
    body:
      options.accessories === false
        ? drawing.body
        : `${drawing.behind}${drawing.body}${drawing.front}`,
    box: drawing.box,
  };
}

type Fit = { transform: string; scale: number; width: number };

/** Scales and centres a drawing so its box fits `maxW` × `maxH`, standing on `base` at `cx`. */
function fitDrawing(
  drawing: Drawing,
  o: { cx: number; base: number; maxW: number; maxH: number; max: number },
): Fit {
  const [left, top, right] = drawing.box;
  const scale = Math.min(o.maxH / (640 - top), o.maxW / (right - left), o.max);
  const x = o.cx - ((left + right) / 2 - 400) * scale;
  const r = Math.round(scale * 1000) / 1000;
  return {
    transform: `translate(${n(x)} ${o.base}) scale(${r}) translate(-400 -640)`,
    scale,
    width: (right - left) * scale,
  };
}

/** The product illustration for image `index` (1–5) of a product. */
export function renderProductSvg(input: ProductArtInput): string {
  const theme = selectThemeForHandle(input.handle);
  const family = selectProductFamily(input.handle, input.title);
  const ink = luminance(theme.primary) > 0.25 ? darken(theme.primary, 0.4) : theme.primary;
  const ctx: Ctx = { handle: input.handle, title: input.title, theme, family, ink };
  const drawing = drawFamily(ctx);
  const motif = selectMotif(input.handle, theme);
  const count = PRODUCT_IMAGE_COUNT;
  const index = (((((Math.trunc(input.index) || 1) - 1) % count) + count) % count) + 1;

  const { primary, light, accent } = theme;
  const shadowInk = darken(primary, 0.55);
  const wall = mix(BRAND.cream, light, 0.55);
  const wallLow = mix(light, accent, 0.14);
  const defs = [
    CYLINDER_SHADE,
    SOFT_BLUR,
    dropShadow(shadowInk),
    drawing.defs,
    `<radialGradient id="fs"><stop offset="0" stop-color="${shadowInk}"/><stop offset="1" stop-color="${shadowInk}" stop-opacity="0"/></radialGradient>`,
    `<path id="sg" d="${sprigPath(220, 7)}" fill="${primary}" fill-opacity=".07" stroke="${primary}" stroke-opacity=".32" stroke-width="2.2" stroke-linejoin="round"/>`,
    `<g id="p">${drawing.behind}${drawing.body}</g>`,
  ];
  const product = (f: Fit, withFront = true) =>
    `<g transform="${f.transform}"><use href="#p" filter="url(#ds)"/>${withFront ? drawing.front : ''}</g>`;

  const noun = FAMILY_NOUN[family];
  let body: string;
  let caption: string;
  switch (index) {
    case 1: {
      const f = fitDrawing(drawing, { cx: 400, base: 676, maxW: 560, maxH: 510, max: 1.5 });
      defs.push(
        `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${wallLow}"/></linearGradient>`,
      );
      body = `<rect width="800" height="800" fill="url(#bg)"/><path d="M170 800V320A230 230 0 0 1 630 320V800Z" fill="#fff" opacity=".4"/><rect y="660" width="800" height="140" fill="${mix(wallLow, accent, 0.12)}" opacity=".55"/>${sprig(150, 690, -22, 1.25)}${sprig(650, 692, 20, 1.05)}${floorShadow(400, 684, n(f.width * 0.52), 26)}${product(f)}`;
      caption = `${input.title}: ${noun} on a warm cream background`;
      break;
    }
    case 2: {
      const f = fitDrawing(drawing, { cx: 300, base: 676, maxW: 380, maxH: 460, max: 1.3 });
      defs.push(
        `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(light, accent, 0.22)}"/><stop offset="1" stop-color="${mix(light, primary, 0.16)}"/></linearGradient>`,
      );
      body = `<rect width="800" height="800" fill="url(#bg)"/><circle cx="520" cy="330" r="250" fill="#fff" opacity=".28"/><rect y="656" width="800" height="144" fill="${darken(mix(light, accent, 0.3), 0.06)}" opacity=".7"/>${sprig(90, 720, -8, 1.3)}${floorShadow(300, 684, n(f.width * 0.5), 24)}${product(f, false)}${floorShadow(632, 714, 130, 18, 0.25)}${placeMotif(motif, 632, 628, 1.2)}`;
      caption = `${input.title}: ${noun} with ${MOTIF_NOUN[motif]}`;
      break;
    }
    case 3: {
      const s = Math.min(2.6, Math.max(1.6, 460 / drawing.labelW));
      defs.push(
        `<radialGradient id="bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${lighten(light, 0.5)}"/><stop offset="1" stop-color="${mix(light, accent, 0.3)}"/></radialGradient>`,
      );
      body = `<rect width="800" height="800" fill="url(#bg)"/>${sprig(90, 820, 24, 1.8)}<g transform="translate(400 410) scale(${n(s)}) translate(${-drawing.labelX} ${-drawing.labelY})"><use href="#p"/>${drawing.front}</g>`;
      caption = `${input.title}: close-up of the label`;
      break;
    }
    case 4: {
      const f = fitDrawing(drawing, { cx: 490, base: 628, maxW: 420, maxH: 420, max: 1.15 });
      const wood = mix(mix('#b08a5c', accent, 0.12), BRAND.cream, 0.22);
      const vase = 'M128 612C104 576 104 528 140 500V470H180V500C216 528 216 576 192 612Z';
      defs.push(
        `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(BRAND.cream, light, 0.3)}"/><stop offset="1" stop-color="${mix(BRAND.creamDeep, light, 0.4)}"/></linearGradient>`,
      );
      body = `<rect width="800" height="800" fill="url(#bg)"/><path d="M60 0H330L720 800H450Z" fill="#fff" opacity=".26"/><path d="M370 0H450L800 610V780Z" fill="#fff" opacity=".16"/><rect y="612" width="800" height="188" fill="${wood}"/><rect y="612" width="800" height="7" fill="${lighten(wood, 0.3)}"/><path d="M0 700q200-20 400 0t400 0M0 760q260-16 520 0" stroke="${darken(wood, 0.15)}" stroke-width="2" fill="none" opacity=".5"/><path d="M0 640C90 626 220 632 300 652L336 800H0Z" fill="#f1e9da"/><path d="M60 660L90 800M170 652L196 800M250 660L270 800" stroke="#ded2bc" stroke-width="3"/>${sprig(150, 480, -12, 1.05)}${sprig(160, 486, 16, 0.9)}<path d="${vase}" fill="${mix(BRAND.cream, primary, 0.22)}"/><path d="${vase}" fill="url(#cy)"/>${floorShadow(490, 632, n(f.width * 0.5), 18)}${product(f)}`;
      caption = `${input.title}: ${noun} on a wooden table in a sunlit room`;
      break;
    }
    default: {
      const f = fitDrawing(drawing, { cx: 400, base: 646, maxW: 400, maxH: 420, max: 1.25 });
      const plinth = mix(BRAND.creamDeep, light, 0.5);
      const arch = 'M210 800V300A190 190 0 0 1 590 300V800Z';
      defs.push(
        `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(BRAND.cream, light, 0.8)}"/><stop offset="1" stop-color="${mix(light, primary, 0.1)}"/></linearGradient>`,
      );
      body = `<rect width="800" height="800" fill="url(#bg)"/><path d="${arch}" fill="${mix(light, primary, 0.14)}"/><path d="${arch}" fill="url(#cy)" opacity=".5"/><rect x="170" y="646" width="460" height="154" fill="${plinth}"/><rect x="170" y="646" width="460" height="154" fill="url(#cy)"/><ellipse cx="400" cy="646" rx="230" ry="30" fill="${lighten(plinth, 0.35)}"/><rect x="580" y="712" width="200" height="88" fill="${darken(plinth, 0.05)}"/><rect x="580" y="712" width="200" height="88" fill="url(#cy)"/><ellipse cx="680" cy="712" rx="100" ry="16" fill="${lighten(plinth, 0.3)}"/>${sprig(110, 800, -14, 1.6)}${floorShadow(400, 652, n(f.width * 0.45), 16)}${product(f, false)}${placeMotif(motif, 680, 664, 0.62)}`;
      caption = `${input.title}: ${noun} on a plinth with ${MOTIF_NOUN[motif]}`;
    }
  }
  return svgDocument({
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    title: caption,
    defs: defs.join(''),
    body,
  });
}
