// Ingredient card images (400 × 400): one natural ingredient on a soft medallion.

import {
  INGREDIENT_IMAGE_KEYS,
  type IngredientImageKey,
} from '../../src/core/content/product-marketing';
import { type MotifKey, placeMotif } from './motifs';
import { svgDocument } from './svg-kit';

export const INGREDIENT_SIZE = 400;

export const INGREDIENT_KEYS = INGREDIENT_IMAGE_KEYS;

export type IngredientKey = IngredientImageKey;

type Ingredient = { motif: MotifKey; name: string; tint: [string, string]; ring: string };

const INGREDIENTS: Record<IngredientKey, Ingredient> = {
  'black-seed': {
    motif: 'black-seed',
    name: 'Black seed (Nigella sativa) with a pale blue nigella flower',
    tint: ['#f6f1e7', '#e6dccb'],
    ring: '#c9a227',
  },
  honey: {
    motif: 'honey',
    name: 'Golden honeycomb with a honey bee',
    tint: ['#fdf3da', '#f5dca0'],
    ring: '#d99a2b',
  },
  manuka: {
    motif: 'manuka',
    name: 'Manuka blossom and honeycomb',
    tint: ['#fdf5e2', '#f3dfb2'],
    ring: '#c9a227',
  },
  turmeric: {
    motif: 'turmeric',
    name: 'Turmeric root, a sliced root and ground turmeric',
    tint: ['#fff5e6', '#fbdcae'],
    ring: '#d9730d',
  },
  'black-pepper': {
    motif: 'black-pepper',
    name: 'Black peppercorns and a pepper vine',
    tint: ['#f5f1ea', '#e3d9ca'],
    ring: '#6d8f3d',
  },
  glucosamine: {
    motif: 'glucosamine',
    name: 'A glucosamine molecule',
    tint: ['#eef8f6', '#cfe9e4'],
    ring: '#159087',
  },
  'cod-liver': {
    motif: 'cod-liver',
    name: 'An Atlantic cod and a golden drop of oil',
    tint: ['#eef5fb', '#d2e4f2'],
    ring: '#2f6fa3',
  },
  shilajit: {
    motif: 'shilajit',
    name: 'Himalayan peaks and a drop of shilajit resin',
    tint: ['#f6f0ea', '#e4d5c6'],
    ring: '#a9804f',
  },
  ashwagandha: {
    motif: 'ashwagandha',
    name: 'Ashwagandha root, leaves and berries',
    tint: ['#fbf0ea', '#efd3c4'],
    ring: '#bd6240',
  },
  tongkat: {
    motif: 'tongkat',
    name: 'Tongkat ali root and leaves',
    tint: ['#f1f6ed', '#d9e6cf'],
    ring: '#436b3b',
  },
  coconut: {
    motif: 'coconut',
    name: 'A halved coconut and a palm leaf',
    tint: ['#fbf7ef', '#ece0c9'],
    ring: '#8c6a4f',
  },
  vinegar: {
    motif: 'vinegar',
    name: 'A red apple and an apple half',
    tint: ['#fdf3f0', '#f3d6cf'],
    ring: '#c8403f',
  },
  argan: {
    motif: 'argan',
    name: 'Argan nuts and a drop of argan oil',
    tint: ['#f8f6e6', '#e8e2bd'],
    ring: '#87842a',
  },
  tallow: {
    motif: 'skin',
    name: 'A swirl of whipped tallow cream and a wild rose',
    tint: ['#fdf3f4', '#f2d8dc'],
    ring: '#c06a7e',
  },
  default: {
    motif: 'default',
    name: 'A botanical sprig with golden berries',
    tint: ['#f4f6ee', '#dfe8d5'],
    ring: '#3f7a4c',
  },
};

const ALIASES: readonly [RegExp, IngredientKey][] = [
  [/black-?seed|nigella|habba/, 'black-seed'],
  [/pepper|piperine/, 'black-pepper'],
  [/manuka/, 'manuka'],
  [/honey/, 'honey'],
  [/turmeric|curcumin/, 'turmeric'],
  [/glucosamine/, 'glucosamine'],
  [/cod|fish|omega/, 'cod-liver'],
  [/shilajit/, 'shilajit'],
  [/ashwagandha/, 'ashwagandha'],
  [/tongkat/, 'tongkat'],
  [/coconut/, 'coconut'],
  [/vinegar|apple/, 'vinegar'],
  [/argan/, 'argan'],
  [/tallow|skin|cream|balm/, 'tallow'],
];

/** The ingredient for a key: exact keys first, then keyword aliases, else 'default'. */
export function resolveIngredientKey(key: string): IngredientKey {
  const value = key.toLowerCase();
  if ((INGREDIENT_KEYS as readonly string[]).includes(value)) return value as IngredientKey;
  return ALIASES.find(([pattern]) => pattern.test(value))?.[1] ?? 'default';
}

/** The ingredient illustration for `key` (unknown keys get the botanical default). */
export function renderIngredientSvg(key: string): string {
  const ingredient = INGREDIENTS[resolveIngredientKey(key)];
  const [inner, outer] = ingredient.tint;
  return svgDocument({
    width: INGREDIENT_SIZE,
    height: INGREDIENT_SIZE,
    title: `Illustration: ${ingredient.name}`,
    defs: `<radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient><filter id="ds" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#3b2a14" flood-opacity=".16"/></filter>`,
    body: `<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="200" r="158" fill="#fff" opacity=".55"/><circle cx="200" cy="200" r="146" fill="none" stroke="${ingredient.ring}" stroke-width="1.5" stroke-dasharray="2 6" opacity=".7"/><g filter="url(#ds)">${placeMotif(ingredient.motif, 200, 204, 1.35)}</g>`,
  });
}
