// One drawing per product family (dropper bottle, honey jar, tub, resin, cups, tool, tin, carton,
// vinegar bottle, apothecary jar, soap), each with its label; drawFamily picks the family's.

import { seeds } from './motifs';
import {
  type Ctx,
  type Drawing,
  FAMILY_SUBLINE,
  label,
  rectPath,
  ribs,
  shade,
  standardLabel,
} from './product-labels';
import { BRAND, capsLine, darken, lighten, luminance, mix, n } from './svg-kit';

function dropper(ctx: Ctx): Drawing {
  const { primary } = ctx.theme;
  const body =
    'M280 384Q280 326 336 312L366 304V270H434V304L464 312Q520 326 520 384V608Q520 644 484 644H316Q280 644 280 608Z';
  const collar = rectPath(352, 214, 96, 62, 8);
  const bulb = 'M370 218V178Q370 134 400 134Q430 134 430 178V218Z';
  return {
    defs: '<linearGradient id="am" x1="0" x2="1"><stop offset="0" stop-color="#4a2407"/><stop offset=".22" stop-color="#a85e19"/><stop offset=".45" stop-color="#8a4510"/><stop offset=".8" stop-color="#6a3409"/><stop offset="1" stop-color="#3e1d05"/></linearGradient>',
    behind: '',
    body: `<path d="${body}" fill="url(#am)"/><rect x="294" y="392" width="10" height="224" rx="5" fill="#fff" opacity=".2"/><path d="M300 368Q304 340 340 330" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity=".3"/><path d="${bulb}" fill="${darken(primary, 0.25)}"/>${shade(bulb)}<rect x="362" y="208" width="76" height="12" rx="4" fill="${darken(primary, 0.35)}"/><path d="${collar}" fill="${primary}"/>${ribs(362, 438, 222, 46, 9)}${shade(collar)}${standardLabel(ctx, 306, 396, 188, 212)}`,
    front: '',
    labelX: 400,
    labelY: 502,
    labelW: 188,
    box: [280, 134, 520],
  };
}

function honeyTones(handle: string): [string, string, string] {
  if (handle.includes('black-seed') && !handle.includes('manuka')) {
    return ['#a9621c', '#7a3e0c', '#4e2405'];
  }
  if (handle.includes('sidr')) return ['#d98a2c', '#b45f17', '#7e3a0b'];
  if (handle.includes('manuka')) return ['#f0c673', '#dca345', '#b9772a'];
  return ['#f7c552', '#e39d2a', '#b86d12'];
}

function honeyJar(ctx: Ctx): Drawing {
  const { primary } = ctx.theme;
  const [top, middle, bottom] = honeyTones(ctx.handle);
  const jar =
    'M268 418Q268 378 306 372H494Q532 378 532 418V600Q532 644 488 644H312Q268 644 268 600Z';
  const lid = rectPath(282, 312, 236, 56, 10);
  const seedLayer = ctx.handle.includes('black-seed')
    ? `${seeds({ seed: ctx.handle, count: 16, cx: 400, cy: 612, rx: 110, ry: 16, size: 3.2, color: '#1d1a17', opacity: 0.7 })}`
    : '';
  const dipper = `<g transform="rotate(-20 620 630)"><rect x="613" y="300" width="14" height="262" rx="7" fill="#b98352"/><circle cx="620" cy="296" r="10" fill="#a8713f"/><rect x="596" y="546" width="48" height="86" rx="22" fill="#c99361"/><path d="M598 566h44M597 588h46M598 610h44" stroke="#8e5e33" stroke-width="3"/><path d="M596 560Q620 548 644 560V596Q644 616 632 618Q628 640 620 650Q612 640 612 626Q600 620 596 600Z" fill="${middle}" opacity=".88"/></g>`;
  return {
    defs: `<linearGradient id="hn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    behind: dipper,
    body: `<path d="${jar}" fill="url(#hn)"/>${seedLayer}${shade(jar)}<path d="${jar}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/><rect x="284" y="422" width="11" height="170" rx="5.5" fill="#fff" opacity=".32"/><rect x="296" y="358" width="208" height="20" fill="${mix(top, '#ffffff', 0.2)}" opacity=".8"/><path d="${lid}" fill="${primary}"/>${ribs(294, 508, 320, 40, 10)}${shade(lid)}<rect x="288" y="312" width="224" height="6" rx="3" fill="#fff" opacity=".22"/>${standardLabel(ctx, 292, 448, 216, 150)}`,
    front: '',
    labelX: 400,
    labelY: 523,
    labelW: 216,
    box: [268, 286, 675],
  };
}

function capsule(x: number, y: number, angle: number, a: string, b: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-34" y="-13" width="68" height="26" rx="13" fill="${a}"/><path d="M0-13H21A13 13 0 0 1 21 13H0Z" fill="${b}"/><rect x="-26" y="-8" width="44" height="5" rx="2.5" fill="#fff" opacity=".45"/></g>`;
}

function softgel(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse rx="34" ry="17" fill="#c98a1e" opacity=".92"/><ellipse rx="34" ry="17" fill="none" stroke="#8a5510" stroke-width="1.5"/><ellipse cx="-8" cy="-6" rx="16" ry="5" fill="#fff" opacity=".55"/></g>`;
}

function tablet(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-30" y="-15" width="60" height="30" rx="15" fill="#f7f3ea" stroke="#d8cfbf" stroke-width="1.5"/><path d="M0-12v24" stroke="#cfc4b1" stroke-width="2"/><rect x="-22" y="-9" width="14" height="4" rx="2" fill="#fff"/></g>`;
}

function tub(ctx: Ctx): Drawing {
  const { primary, accent, light } = ctx.theme;
  const text = `${ctx.handle} ${ctx.title}`.toLowerCase();
  const cap = rectPath(290, 252, 220, 78, 12);
  const body = 'M282 330H518V604Q518 644 478 644H322Q282 644 282 604Z';
  let pills: string;
  if (/tablet|glucosamine/.test(text)) {
    pills = `${tablet(236, 650, 24)}${tablet(566, 656, -14)}${tablet(612, 630, 40)}`;
  } else if (/oil|softgel|cod-liver/.test(text)) {
    pills = `${softgel(238, 650, 20)}${softgel(568, 658, -10)}${softgel(616, 628, 40)}`;
  } else {
    pills = `${capsule(236, 652, 22, accent, primary)}${capsule(566, 658, -12, accent, primary)}${capsule(614, 630, 38, accent, primary)}`;
  }
  return {
    defs: '',
    behind: '',
    body: `<path d="${body}" fill="#fbf8f1"/>${shade(body)}<rect x="282" y="330" width="236" height="10" fill="#000" opacity=".08"/><rect x="282" y="372" width="236" height="214" fill="${light}"/><rect x="282" y="372" width="236" height="7" fill="${primary}"/><rect x="282" y="579" width="236" height="7" fill="${primary}"/>${label({ x: 290, y: 384, w: 220, h: 190, ink: ctx.ink, line: accent, title: ctx.title, subline: FAMILY_SUBLINE.tub })}<rect x="282" y="372" width="236" height="214" fill="url(#cy)" opacity=".7"/><rect x="296" y="246" width="208" height="14" rx="7" fill="${lighten(primary, 0.15)}"/><path d="${cap}" fill="${primary}"/>${ribs(300, 502, 262, 60, 10)}${shade(cap)}`,
    front: pills,
    labelX: 400,
    labelY: 479,
    labelW: 236,
    box: [202, 246, 648],
  };
}

function resin(ctx: Ctx): Drawing {
  const { primary, primaryForeground, accent } = ctx.theme;
  const jar = 'M284 440H516V612Q516 644 484 644H316Q284 644 284 612Z';
  const lid = rectPath(272, 378, 256, 62, 10);
  const labelBg = luminance(primary) < 0.2 ? primary : darken(primary, 0.5);
  const labelInk = luminance(primaryForeground) > 0.4 ? primaryForeground : '#f3e2c0';
  return {
    defs: `<linearGradient id="gd" x1="0" x2="1"><stop offset="0" stop-color="${darken(accent, 0.35)}"/><stop offset=".25" stop-color="${lighten(accent, 0.45)}"/><stop offset=".55" stop-color="${accent}"/><stop offset="1" stop-color="${darken(accent, 0.4)}"/></linearGradient><linearGradient id="dg" x1="0" x2="1"><stop offset="0" stop-color="#120c08"/><stop offset=".3" stop-color="#3a2a1e"/><stop offset="1" stop-color="#0e0906"/></linearGradient>`,
    behind: '',
    body: `<path d="${jar}" fill="url(#dg)"/><rect x="298" y="450" width="8" height="170" rx="4" fill="#fff" opacity=".18"/><rect x="292" y="436" width="216" height="12" fill="#000" opacity=".5"/><path d="${lid}" fill="url(#gd)"/>${ribs(284, 516, 386, 46, 9)}${label({ x: 304, y: 470, w: 192, h: 148, bg: labelBg, ink: labelInk, line: accent, title: ctx.title, subline: FAMILY_SUBLINE.resin })}`,
    front: `<g transform="translate(590 640) rotate(-14)"><path d="M24-4L100-22" stroke="url(#gd)" stroke-width="9" stroke-linecap="round"/><ellipse rx="38" ry="15" fill="url(#gd)"/><path d="M-22-4C-20-22 14-26 22-6C10 2-12 4-22-4Z" fill="#24160d"/><path d="M-10-12q8-6 18-4" stroke="#fff" stroke-width="3" fill="none" opacity=".55" stroke-linecap="round"/></g>`,
    labelX: 400,
    labelY: 544,
    labelW: 192,
    box: [272, 378, 696],
  };
}

function cupShape(
  cx: number,
  base: number,
  w: number,
  silicone: boolean,
  primary: string,
  accent: string,
): string {
  const h = w * (silicone ? 0.78 : 0.92);
  const half = w / 2;
  const d = `M${n(cx - half)} ${n(base)}C${n(cx - half)} ${n(base - h * 0.78)} ${n(cx - w * 0.3)} ${n(base - h)} ${n(cx)} ${n(base - h)}C${n(cx + w * 0.3)} ${n(base - h)} ${n(cx + half)} ${n(base - h * 0.78)} ${n(cx + half)} ${n(base)}Z`;
  const highlight = `M${n(cx - half * 0.7)} ${n(base - h * 0.2)}C${n(cx - half * 0.72)} ${n(base - h * 0.6)} ${n(cx - half * 0.45)} ${n(base - h * 0.85)} ${n(cx - half * 0.15)} ${n(base - h * 0.9)}`;
  const rim = `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(half)}" ry="${n(w * 0.08)}" fill="none" stroke="${silicone ? darken(accent, 0.2) : mix(primary, '#ffffff', 0.45)}" stroke-width="${silicone ? 5 : 3}"/>`;
  if (silicone) {
    return `<path d="${d}" fill="${accent}" opacity=".92"/><path d="${d}" fill="url(#cy)"/><path d="${highlight}" stroke="#fff" stroke-width="${n(w * 0.05)}" stroke-linecap="round" fill="none" opacity=".5"/>${rim}`;
  }
  const stemW = w * 0.17;
  const stem = `<rect x="${n(cx - stemW / 2)}" y="${n(base - h - w * 0.16)}" width="${n(stemW)}" height="${n(w * 0.18)}" rx="3" fill="${primary}"/><rect x="${n(cx - stemW * 0.32)}" y="${n(base - h - w * 0.24)}" width="${n(stemW * 0.64)}" height="${n(w * 0.1)}" rx="2" fill="${darken(primary, 0.3)}"/>`;
  return `<path d="${d}" fill="${mix(primary, '#ffffff', 0.86)}" fill-opacity=".62" stroke="${mix(primary, '#ffffff', 0.35)}" stroke-width="2.5"/><path d="${highlight}" stroke="#fff" stroke-width="${n(w * 0.045)}" stroke-linecap="round" fill="none" opacity=".85"/>${rim}${stem}`;
}

function cups(ctx: Ctx): Drawing {
  const { primary, primaryForeground, accent } = ctx.theme;
  const silicone = ctx.handle.includes('silicone');
  const box = rectPath(232, 236, 336, 300, 10);
  return {
    defs: '',
    behind: '',
    body: `<path d="${box}" fill="${BRAND.paper}"/><path d="M232 246Q232 236 242 236H558Q568 236 568 246V286H232Z" fill="${primary}"/>${capsLine({ x: 400, y: 267, text: 'Habba & Honey', size: 13, fill: primaryForeground })}${label({ x: 244, y: 288, w: 312, h: 150, ink: ctx.ink, line: accent, title: ctx.title, subline: silicone ? 'Soft Silicone' : 'Medical Grade', brand: false })}<path d="${box}" fill="url(#cy)" opacity=".6"/>${cupShape(276, 640, 140, silicone, primary, accent)}${cupShape(532, 646, 114, silicone, primary, accent)}${cupShape(404, 656, 170, silicone, primary, accent)}`,
    front: '',
    labelX: 400,
    labelY: 362,
    labelW: 336,
    box: [206, 236, 590],
  };
}

function tool(ctx: Ctx): Drawing {
  const { primary, primaryForeground, accent, light } = ctx.theme;
  const h = ctx.handle;
  const card = rectPath(240, 150, 320, 494, 18);
  let item: string;
  if (h.includes('blade') || h.includes('surgical')) {
    item = [-36, 0, 36]
      .map(
        (a, i) =>
          `<g transform="translate(${340 + i * 60} ${560 - (i === 1 ? 14 : 0)}) rotate(${a / 3})"><path d="M-13 40H13V-14L-13-96Z" fill="url(#st)" stroke="#7a848d" stroke-width="1.2"/><rect x="-4" y="2" width="8" height="30" rx="4" fill="${light}"/><path d="M-9-70L-9 30" stroke="#fff" stroke-width="2" opacity=".7"/></g>`,
      )
      .join('');
  } else if (h.includes('glider')) {
    item = `${cupShape(350, 570, 96, true, primary, accent)}${cupShape(458, 574, 70, true, primary, accent)}`;
  } else {
    item =
      '<path d="M292 572C344 524 424 454 502 422C516 416 526 430 516 440C444 494 366 552 306 590C292 598 282 582 292 572Z" fill="url(#st)" stroke="#6f7880" stroke-width="1.5"/><path d="M304 574C356 532 430 470 500 436" stroke="#fff" stroke-width="3" fill="none" opacity=".8" stroke-linecap="round"/>';
  }
  return {
    defs: '<linearGradient id="st" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f7f9"/><stop offset=".35" stop-color="#9aa3ab"/><stop offset=".55" stop-color="#eef1f3"/><stop offset="1" stop-color="#7a848d"/></linearGradient>',
    behind: '',
    body: `<path d="${card}" fill="${BRAND.paper}"/><path d="M240 168Q240 150 258 150H542Q560 150 560 168V226H240Z" fill="${primary}"/><rect x="366" y="166" width="68" height="16" rx="8" fill="${darken(primary, 0.45)}"/>${capsLine({ x: 400, y: 210, text: 'Habba & Honey', size: 13, fill: primaryForeground })}${label({ x: 252, y: 218, w: 296, h: 164, ink: ctx.ink, line: accent, title: ctx.title, subline: FAMILY_SUBLINE.tool, brand: false })}<rect x="272" y="392" width="256" height="228" rx="24" fill="#fff" fill-opacity=".5" stroke="#fff" stroke-width="3"/>${item}<path d="M290 410Q300 400 316 400" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/><path d="${card}" fill="url(#cy)" opacity=".35"/>`,
    front: '',
    labelX: 400,
    labelY: 300,
    labelW: 320,
    box: [240, 150, 560],
  };
}

function tin(ctx: Ctx): Drawing {
  const { primary, accent, light } = ctx.theme;
  const small = ctx.handle.includes('lip') || ctx.handle.includes('balm');
  const bodyPath = 'M220 456H580V616A180 24 0 0 1 220 616Z';
  const lidBand = 'M212 414H588V468A188 26 0 0 1 212 468Z';
  const drawing = `<path d="${bodyPath}" fill="${light}"/>${shade(bodyPath)}<path d="${lidBand}" fill="${primary}"/>${shade(lidBand)}<ellipse cx="400" cy="414" rx="188" ry="30" fill="${lighten(primary, 0.14)}"/><ellipse cx="400" cy="414" rx="160" ry="21" fill="none" stroke="${accent}" stroke-width="1.6"/>${capsLine({ x: 400, y: 419, text: 'Habba & Honey', size: 13, fill: lighten(primary, 0.7) })}<path d="M250 408Q320 392 400 392" stroke="#fff" stroke-width="4" fill="none" opacity=".35" stroke-linecap="round"/>${label({ x: 240, y: 498, w: 320, h: 126, ink: ctx.ink, line: accent, title: ctx.title, subline: FAMILY_SUBLINE.tin, maxLines: 2, brand: false })}`;
  return {
    defs: '',
    behind: '',
    body: small
      ? `<g transform="translate(400 640) scale(.82) translate(-400 -640)">${drawing}</g>`
      : drawing,
    front: '',
    labelX: 400,
    labelY: small ? 577 : 561,
    labelW: small ? 262 : 320,
    box: small ? [246, 430, 554] : [212, 384, 588],
  };
}

function carton(ctx: Ctx, sachets: boolean): Drawing {
  const { primary, primaryForeground, accent, light } = ctx.theme;
  const front = sachets
    ? [
        [560, 604, -12],
        [470, 640, 8],
      ]
        .map(
          ([x, y, a]) =>
            `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-78" y="-58" width="156" height="116" rx="4" fill="#fdfdfb" stroke="#d6d9dc" stroke-width="5" stroke-dasharray="4 3"/><rect x="-70" y="-50" width="140" height="30" fill="${primary}"/><path d="M-6 6h12M0 0v12" stroke="${primary}" stroke-width="5" stroke-linecap="round"/>${capsLine({ x: 0, y: 40, text: 'Alcohol Wipe', size: 10, fill: ctx.ink })}<rect x="-78" y="-58" width="156" height="116" fill="url(#cy)" opacity=".4"/></g>`,
        )
        .join('')
    : [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="580" cy="${650 - i * 12}" rx="58" ry="16" fill="${lighten(light, 0.4)}" stroke="${mix(primary, '#ffffff', 0.55)}" stroke-width="2"/>`,
        )
        .join('');
  return {
    defs: '',
    behind: '',
    body: `<path d="M210 300L254 262H554L510 300Z" fill="${lighten(light, 0.3)}"/><path d="M510 300L554 262V604L510 642Z" fill="${mix(light, primary, 0.2)}"/><rect x="210" y="300" width="300" height="342" fill="${BRAND.paper}"/><rect x="210" y="300" width="300" height="66" fill="${primary}"/>${capsLine({ x: 360, y: 340, text: 'Habba & Honey', size: 13, fill: primaryForeground })}${label({ x: 222, y: 370, w: 276, h: 200, ink: ctx.ink, line: accent, title: ctx.title, subline: FAMILY_SUBLINE[ctx.family], brand: false })}<ellipse cx="382" cy="281" rx="70" ry="10" fill="${darken(light, 0.25)}"/><path d="M352 282C360 250 394 240 410 262C414 270 404 280 396 282Z" fill="#fff" stroke="#d9dcdf" stroke-width="1.5"/><rect x="210" y="300" width="300" height="342" fill="url(#cy)" opacity=".35"/>`,
    front,
    labelX: 360,
    labelY: 470,
    labelW: 300,
    box: [210, 262, sachets ? 645 : 638],
  };
}

function vinegar(ctx: Ctx): Drawing {
  const { primary } = ctx.theme;
  const bottle =
    'M300 392Q300 336 356 316Q370 310 370 296V216H430V296Q430 310 444 316Q500 336 500 392V616Q500 646 470 646H330Q300 646 300 616Z';
  const cap = rectPath(362, 176, 76, 50, 6);
  return {
    defs: '<linearGradient id="vn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2e6"/><stop offset=".3" stop-color="#e9efe0"/><stop offset=".31" stop-color="#e3ae55"/><stop offset="1" stop-color="#a8651e"/></linearGradient>',
    behind: '',
    body: `<path d="${bottle}" fill="url(#vn)"/><path d="M330 610q30-40 60-10t70-20M340 630q40-24 90-6" stroke="#fff" stroke-width="3" fill="none" opacity=".3"/>${shade(bottle)}<path d="${bottle}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/><rect x="316" y="400" width="8" height="210" rx="4" fill="#fff" opacity=".35"/><path d="${cap}" fill="${primary}"/>${ribs(370, 432, 184, 36, 8)}${shade(cap)}${standardLabel(ctx, 314, 414, 172, 194, 4)}`,
    front: '',
    labelX: 400,
    labelY: 511,
    labelW: 172,
    box: [300, 176, 500],
  };
}

function apothecaryJar(ctx: Ctx, withCoconut: boolean): Drawing {
  const { primary, accent } = ctx.theme;
  const jar =
    'M262 404Q262 366 300 360H500Q538 366 538 404V604Q538 644 498 644H302Q262 644 262 604Z';
  const lid = rectPath(276, 310, 248, 56, 10);
  const contents = withCoconut
    ? ['#fbf8f1', '#ece3d0']
    : [lighten(accent, 0.55), mix(accent, primary, 0.2)];
  const coconut = withCoconut
    ? '<g transform="translate(612 600) scale(.9)"><path d="M-78 10A78 66 0 0 0 78 10Z" fill="#5b3b26"/><path d="M-60 30q20 14 40 18M-30 52q30 6 60-4M20 40q24-4 40-18" stroke="#3e2718" stroke-width="2" fill="none"/><ellipse cy="10" rx="78" ry="26" fill="#4a2f1d"/><ellipse cy="10" rx="70" ry="21" fill="#fbf7ee"/><ellipse cy="12" rx="52" ry="13" fill="#efe6d3"/></g>'
    : '';
  return {
    defs: `<linearGradient id="cc" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${contents[0]}"/><stop offset="1" stop-color="${contents[1]}"/></linearGradient>`,
    behind: '',
    body: `<path d="${jar}" fill="url(#cc)"/>${shade(jar)}<path d="${jar}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/><rect x="278" y="410" width="10" height="180" rx="5" fill="#fff" opacity=".5"/><path d="${lid}" fill="${primary}"/><path d="M290 326h220M290 344h220" stroke="#000" stroke-opacity=".12" stroke-width="2"/>${shade(lid)}${standardLabel(ctx, 286, 438, 228, 156)}`,
    front: coconut,
    labelX: 400,
    labelY: 516,
    labelW: 228,
    box: withCoconut ? [262, 310, 682] : [262, 310, 538],
  };
}

function soap(ctx: Ctx): Drawing {
  const { accent } = ctx.theme;
  const band = label({
    x: 264,
    y: 522,
    w: 196,
    h: 110,
    ink: '#3b2f22',
    line: accent,
    title: ctx.title,
    subline: FAMILY_SUBLINE.soap,
    maxLines: 2,
  });
  return {
    defs: '',
    behind: '',
    body: `<path d="M214 520L292 472H590L512 520Z" fill="#47423c"/><path d="M512 520L590 472V584L512 632Z" fill="#201d1a"/><rect x="214" y="520" width="298" height="112" rx="6" fill="#2d2a27"/><path d="M264 520L342 472H538L460 520Z" fill="#d9c7a4"/><rect x="264" y="520" width="196" height="112" fill="#e8d9bb"/><path d="M460 520L538 472V584L460 632Z" fill="#c7b48e"/>${band}<path d="M232 532Q300 526 360 528" stroke="#fff" stroke-width="3" opacity=".12" fill="none"/>`,
    front: `${seeds({ seed: ctx.handle, count: 16, cx: 560, cy: 660, rx: 90, ry: 14, color: '#1d1a17' })}`,
    labelX: 362,
    labelY: 577,
    labelW: 196,
    box: [214, 472, 590],
  };
}

export function drawFamily(ctx: Ctx): Drawing {
  switch (ctx.family) {
    case 'dropper':
      return dropper(ctx);
    case 'honey':
      return honeyJar(ctx);
    case 'tub':
      return tub(ctx);
    case 'resin':
      return resin(ctx);
    case 'cups':
      return cups(ctx);
    case 'tool':
      return tool(ctx);
    case 'tin':
      return tin(ctx);
    case 'sachet':
      return carton(ctx, true);
    case 'carton':
      return carton(ctx, false);
    case 'vinegar':
      return vinegar(ctx);
    case 'coconut':
      return apothecaryJar(ctx, true);
    case 'soap':
      return soap(ctx);
    case 'jar':
      return apothecaryJar(ctx, false);
  }
}
