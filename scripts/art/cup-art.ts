// Cupping cup size illustrations (400 × 400) for the bulk cups page: a clear cup drawn to scale
// (its width proportional to the cup's rim diameter), with the size label and a dimension line.

import { selectThemeForHandle } from '../../src/core/content/themes';
import { CYLINDER_SHADE, capsLine, mix, n, SERIF, SOFT_BLUR, svgDocument } from './svg-kit';

export const CUP_IMAGE_SIZE = 400;

export const CUP_SLUGS = ['b1', 'b2', 'b3', 'b4', 'b4-curved', 'b5', 'b6'] as const;

export type CupSlug = (typeof CUP_SLUGS)[number];

/** Rim diameter in millimetres per size (docs/spec/storefront.md §3 "Cup size"). */
export const CUP_DIAMETERS_MM: Record<CupSlug, number> = {
  b1: 60,
  b2: 55,
  b3: 50,
  b4: 40,
  'b4-curved': 40,
  b5: 35,
  b6: 25,
};

/** Pixels per millimetre: B1 (60 mm) is 234 px wide, B6 (25 mm) 97.5 px. */
const PX_PER_MM = 3.9;

export function isCupSlug(value: string): value is CupSlug {
  return (CUP_SLUGS as readonly string[]).includes(value);
}

function sizeLabel(slug: CupSlug): string {
  return slug === 'b4-curved' ? 'B4 Curved' : slug.toUpperCase();
}

/** The illustration for a cup size; throws for an unknown size (callers validate first). */
export function renderCupSvg(sizeSlug: string): string {
  if (!isCupSlug(sizeSlug)) throw new Error(`Unknown cup size: ${sizeSlug}`);
  const theme = selectThemeForHandle('cupping-cups-b1-to-b6');
  const { primary, light, accent } = theme;
  const mm = CUP_DIAMETERS_MM[sizeSlug];
  const curved = sizeSlug === 'b4-curved';
  const label = sizeLabel(sizeSlug);

  const w = mm * PX_PER_MM;
  const h = w * 0.92;
  const cx = 200;
  const base = 300;
  const half = w / 2;
  const left = cx - half;
  const right = cx + half;
  const top = base - h;
  // A curved cup's rim bows upwards so it sits on rounded areas of the body.
  const rimLift = curved ? w * 0.16 : 0;
  const bottom = curved ? `Q${n(cx)} ${n(base - rimLift * 2)} ${n(left)} ${n(base)}` : 'Z';
  const shape = `M${n(left)} ${n(base)}C${n(left)} ${n(base - h * 0.78)} ${n(cx - w * 0.3)} ${n(top)} ${n(cx)} ${n(top)}C${n(cx + w * 0.3)} ${n(top)} ${n(right)} ${n(base - h * 0.78)} ${n(right)} ${n(base)}${bottom}`;
  const rim = curved
    ? `<path d="M${n(left)} ${n(base)}Q${n(cx)} ${n(base - rimLift * 2 + w * 0.12)} ${n(right)} ${n(base)}" fill="none" stroke="${mix(primary, '#ffffff', 0.4)}" stroke-width="3"/><path d="M${n(left)} ${n(base)}Q${n(cx)} ${n(base - rimLift * 2)} ${n(right)} ${n(base)}" fill="none" stroke="${mix(primary, '#ffffff', 0.4)}" stroke-width="3"/>`
    : `<ellipse cx="${cx}" cy="${base}" rx="${n(half)}" ry="${n(w * 0.09)}" fill="${mix(primary, '#ffffff', 0.9)}" fill-opacity=".5" stroke="${mix(primary, '#ffffff', 0.4)}" stroke-width="3"/>`;
  const stemW = Math.max(16, w * 0.16);
  const stem = `<rect x="${n(cx - stemW / 2)}" y="${n(top - 26)}" width="${n(stemW)}" height="30" rx="4" fill="${primary}"/><rect x="${n(cx - stemW * 0.3)}" y="${n(top - 40)}" width="${n(stemW * 0.6)}" height="16" rx="3" fill="${mix(primary, '#000000', 0.3)}"/>`;
  const highlight = `M${n(left + w * 0.14)} ${n(base - h * 0.18)}C${n(left + w * 0.12)} ${n(base - h * 0.6)} ${n(cx - w * 0.24)} ${n(top + h * 0.1)} ${n(cx - w * 0.06)} ${n(top + h * 0.06)}`;
  const dimY = 346;
  const dimension = `<path d="M${n(left)} ${dimY}H${n(right)}M${n(left)} ${dimY - 8}v16M${n(right)} ${dimY - 8}v16" stroke="${primary}" stroke-width="1.6" opacity=".7"/><rect x="${cx - 34}" y="${dimY - 11}" width="68" height="22" rx="11" fill="${light}"/><text x="${cx}" y="${dimY + 5}" font-family="${SERIF}" font-size="15" fill="${primary}" text-anchor="middle">${mm} mm</text>`;
  const sizeText = `<text x="32" y="64" font-family="${SERIF}" font-size="${label.length > 3 ? 30 : 40}" font-weight="600" fill="${primary}">${label}</text>${capsLine({ x: 32, y: 88, text: `Ø ${mm} mm`, size: 11, fill: primary, spacing: 2, anchor: 'start' })}`;

  return svgDocument({
    width: CUP_IMAGE_SIZE,
    height: CUP_IMAGE_SIZE,
    title: `${label} cupping cup, ${mm} mm rim diameter${curved ? ', with a curved rim for rounded body areas' : ''}`,
    defs: `${CYLINDER_SHADE}${SOFT_BLUR}<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#fdfbf6"/><stop offset="1" stop-color="${mix(light, accent, 0.18)}"/></radialGradient>`,
    body: `<rect width="400" height="400" fill="url(#bg)"/><circle cx="${cx}" cy="210" r="150" fill="#fff" opacity=".5"/>${sizeText}<ellipse cx="${cx}" cy="${base + 8}" rx="${n(half * 0.95)}" ry="10" fill="${primary}" opacity=".18" filter="url(#bl)"/><path d="${shape}" fill="${mix(primary, '#ffffff', 0.86)}" fill-opacity=".6" stroke="${mix(primary, '#ffffff', 0.35)}" stroke-width="2.5"/><path d="${shape}" fill="url(#cy)" opacity=".5"/><path d="${highlight}" stroke="#fff" stroke-width="${n(Math.max(4, w * 0.045))}" stroke-linecap="round" fill="none" opacity=".9"/>${rim}${stem}${dimension}`,
  });
}
