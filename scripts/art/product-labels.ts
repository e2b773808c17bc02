// Shared pieces of the product drawings: the drawing context and result, printed labels and
// the small path helpers every packaging shape uses.

import type { Theme } from '../../src/core/content/themes';
import type { ProductFamily } from './product-art';
import { BRAND, capsLine, n, textBlock, wrapText } from './svg-kit';

export const FAMILY_SUBLINE: Record<ProductFamily, string> = {
  dropper: 'Pure & Natural',
  honey: 'Raw & Pure',
  tub: 'Food Supplement',
  resin: 'Pure Resin',
  cups: 'Professional',
  tool: 'Practitioner',
  tin: 'Small Batch',
  sachet: 'Single Use',
  carton: 'Single Use',
  vinegar: 'Raw · Unfiltered',
  coconut: 'Virgin · Organic',
  soap: 'Cold Process',
  jar: 'Pure & Natural',
};

export type Ctx = {
  handle: string;
  title: string;
  theme: Theme;
  family: ProductFamily;
  /** Ink for text printed on light labels (the theme primary, darkened if too light). */
  ink: string;
};

export type Drawing = {
  defs: string;
  behind: string;
  body: string;
  front: string;
  /** Centre and width of the label, for the close-up. */
  labelX: number;
  labelY: number;
  labelW: number;
  /** Bounding box of the whole drawing (left, top, right); the base line is y = 640. */
  box: [number, number, number];
};

export type LabelOptions = {
  x: number;
  y: number;
  w: number;
  h: number;
  bg?: string;
  ink: string;
  line: string;
  title: string;
  subline: string;
  maxLines?: number;
  rx?: number;
  /** Print the brand line (off when the packaging already carries it). */
  brand?: boolean;
};

/** A printed label: brand line, ornament, the wrapped product name and a subline. */
export function label(o: LabelOptions): string {
  const { x, y, w, h, ink, line, title, rx = 6 } = o;
  const cx = x + w / 2;
  const small = Math.max(8, Math.min(12, Math.round(w * 0.055)));
  const box = o.bg
    ? `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${o.bg}"/><rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(w - 12)}" height="${n(h - 12)}" rx="${Math.max(2, rx - 3)}" fill="none" stroke="${line}" stroke-width="1.2"/>`
    : '';
  const brand = o.brand ?? true;
  const brandY = brand ? y + Math.max(small + 12, h * 0.15) : y + small * 0.6;
  const ornY = brandY + small * 0.9;
  const subY = y + h - Math.max(13, h * 0.09);
  const top = ornY + small * 0.8;
  const bottom = subY - small * 1.5;
  const wrapped = wrapText(title, {
    maxWidth: w - 30,
    maxLines: o.maxLines ?? 3,
    maxSize: Math.min(34, Math.round(w * 0.15)),
    minSize: 11,
    maxHeight: bottom - top,
  });
  const ornament = `<path d="M${n(cx - 22)} ${n(ornY)}H${n(cx - 6)}M${n(cx + 6)} ${n(ornY)}H${n(cx + 22)}M${n(cx)} ${n(ornY - 3.5)}l3.5 3.5-3.5 3.5-3.5-3.5Z" stroke="${line}" stroke-width="1.2" fill="${line}"/>`;
  const brandLine = brand
    ? capsLine({ x: cx, y: brandY, text: 'Habba & Honey', size: small, fill: ink })
    : '';
  return `${box}${brandLine}${ornament}${textBlock({ x: cx, y: (top + bottom) / 2, wrapped, fill: ink, maxWidth: w - 26 })}${capsLine({ x: cx, y: subY, text: o.subline, size: Math.max(7, small - 1), fill: ink, opacity: 0.8 })}`;
}

export function ribs(x1: number, x2: number, y: number, h: number, step: number): string {
  return `<path d="M${x1} ${y + h / 2}H${x2}" stroke="#000" stroke-opacity=".16" stroke-width="${h}" stroke-dasharray="2 ${step - 2}"/>`;
}

export function shade(d: string): string {
  return `<path d="${d}" fill="url(#cy)"/>`;
}

export function rectPath(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
}

export function standardLabel(ctx: Ctx, x: number, y: number, w: number, h: number, maxLines = 3) {
  return label({
    x,
    y,
    w,
    h,
    bg: BRAND.paper,
    ink: ctx.ink,
    line: ctx.theme.accent,
    title: ctx.title,
    subline: FAMILY_SUBLINE[ctx.family],
    maxLines,
  });
}
