/**
 * Buy-box themes for the product detail page, chosen by keywords in the product handle
 * (docs/spec/storefront.md §2 "Product detail page", docs/spec/spec-notes.md "Product page").
 *
 * Keywords are tried in THIS order and the first match wins:
 *   manuka|honey, black-seed, turmeric, cod-liver, glucosamine, ashwagandha, shilajit, coconut,
 *   argan, tongkat, tallow|skin|cream, vinegar, wipes, cupping|surgical; otherwise default green.
 *
 * Consequences of the order (intended, and pinned by tests):
 *   - manuka-honey-black-seed        → honey      (honey is tried before black-seed)
 *   - black-seed-honey               → honey
 *   - glucosamine-turmeric-black-seed → black-seed (black-seed is tried before
 * turmeric/glucosamine)   - black-seed-turmeric-capsules   → black-seed
 *   - cod-liver-oil-black-seed       → black-seed
 *   - tallow-lip-balm                → skin       ('tallow')
 *   - cup-liners-disposable, facial-glider-cups, iastm-scraping-tool → default (no keyword)
 *
 * Every `primaryForeground` meets WCAG AA (≥ 4.5:1) on its `primary`, and every `primary` meets
 * AA as text on its `light` background (checked in themes.test.ts).
 */

export type Theme = {
  key: string;
  name: string;
  /** Main brand colour of the buy box (buttons, selected option border, headings). */
  primary: string;
  /** Text/icon colour used on top of `primary`. */
  primaryForeground: string;
  /** Soft tint used for panel backgrounds. */
  light: string;
  /** Secondary highlight (badges, stars, small details). */
  accent: string;
  /** CSS `linear-gradient(...)` for hero bands and the primary call to action. */
  gradient: string;
};

export type ThemeKey =
  | 'honey'
  | 'black-seed'
  | 'turmeric'
  | 'cod-liver'
  | 'glucosamine'
  | 'ashwagandha'
  | 'shilajit'
  | 'coconut'
  | 'argan'
  | 'tongkat'
  | 'skin'
  | 'vinegar'
  | 'wipes'
  | 'clinical'
  | 'default';

export const THEMES: Record<ThemeKey, Theme> = {
  honey: {
    key: 'honey',
    name: 'Manuka Gold',
    primary: '#8a5700',
    primaryForeground: '#ffffff',
    light: '#fdf4de',
    accent: '#e0a526',
    gradient: 'linear-gradient(135deg, #b8791a 0%, #8a5700 100%)',
  },
  'black-seed': {
    key: 'black-seed',
    name: 'Black Seed Charcoal',
    primary: '#1f1d1a',
    primaryForeground: '#f2d27a',
    light: '#f5f2ea',
    accent: '#c9a227',
    gradient: 'linear-gradient(135deg, #3a352e 0%, #1f1d1a 100%)',
  },
  turmeric: {
    key: 'turmeric',
    name: 'Saffron Turmeric',
    primary: '#a54a05',
    primaryForeground: '#ffffff',
    light: '#fff4e3',
    accent: '#f29e1f',
    gradient: 'linear-gradient(135deg, #d9730d 0%, #a54a05 100%)',
  },
  'cod-liver': {
    key: 'cod-liver',
    name: 'North Sea Blue',
    primary: '#1e4e79',
    primaryForeground: '#ffffff',
    light: '#e9f2f9',
    accent: '#4a9fd4',
    gradient: 'linear-gradient(135deg, #2f6fa3 0%, #1e4e79 100%)',
  },
  glucosamine: {
    key: 'glucosamine',
    name: 'Mineral Teal',
    primary: '#0d6763',
    primaryForeground: '#ffffff',
    light: '#e6f4f2',
    accent: '#2fb3a3',
    gradient: 'linear-gradient(135deg, #159087 0%, #0d6763 100%)',
  },
  ashwagandha: {
    key: 'ashwagandha',
    name: 'Earthen Terracotta',
    primary: '#964528',
    primaryForeground: '#ffffff',
    light: '#f9ede7',
    accent: '#d98b62',
    gradient: 'linear-gradient(135deg, #bd6240 0%, #964528 100%)',
  },
  shilajit: {
    key: 'shilajit',
    name: 'Himalayan Umber',
    primary: '#4a3426',
    primaryForeground: '#f3e2c0',
    light: '#f4eee7',
    accent: '#a9804f',
    gradient: 'linear-gradient(135deg, #6e4f3a 0%, #3b291e 100%)',
  },
  coconut: {
    key: 'coconut',
    name: 'Coconut Cream',
    primary: '#6b4f3a',
    primaryForeground: '#fffaf0',
    light: '#fbf6ec',
    accent: '#cfae82',
    gradient: 'linear-gradient(135deg, #8c6a4f 0%, #6b4f3a 100%)',
  },
  argan: {
    key: 'argan',
    name: 'Golden Argan',
    primary: '#5e5d18',
    primaryForeground: '#ffffff',
    light: '#f6f4e0',
    accent: '#c4a93f',
    gradient: 'linear-gradient(135deg, #87842a 0%, #5e5d18 100%)',
  },
  tongkat: {
    key: 'tongkat',
    name: 'Forest Amber',
    primary: '#2d4a28',
    primaryForeground: '#f6d690',
    light: '#eef3ea',
    accent: '#c98a2b',
    gradient: 'linear-gradient(135deg, #436b3b 0%, #2d4a28 100%)',
  },
  skin: {
    key: 'skin',
    name: 'Blush Rose',
    primary: '#9a4559',
    primaryForeground: '#ffffff',
    light: '#fcf0f2',
    accent: '#e6a8b6',
    gradient: 'linear-gradient(135deg, #c06a7e 0%, #9a4559 100%)',
  },
  vinegar: {
    key: 'vinegar',
    name: 'Orchard Apple',
    primary: '#a3262d',
    primaryForeground: '#ffffff',
    light: '#fdf0ee',
    accent: '#6f9e3c',
    gradient: 'linear-gradient(135deg, #c8403f 0%, #a3262d 100%)',
  },
  wipes: {
    key: 'wipes',
    name: 'Clinical Blue',
    primary: '#1b5aa0',
    primaryForeground: '#ffffff',
    light: '#eaf2fb',
    accent: '#5aa3e6',
    gradient: 'linear-gradient(135deg, #2f7cc9 0%, #1b5aa0 100%)',
  },
  clinical: {
    key: 'clinical',
    name: 'Clinical Indigo',
    primary: '#38467a',
    primaryForeground: '#ffffff',
    light: '#eef0f8',
    accent: '#8190cc',
    gradient: 'linear-gradient(135deg, #52619b 0%, #38467a 100%)',
  },
  default: {
    key: 'default',
    name: 'Botanical Green',
    primary: '#2f5d3a',
    primaryForeground: '#ffffff',
    light: '#eef4ec',
    accent: '#c9a227',
    gradient: 'linear-gradient(135deg, #3f7a4c 0%, #2f5d3a 100%)',
  },
};

/** Ordered keyword rules: first match wins (see file comment). */
export const THEME_KEYWORD_RULES: readonly { keywords: readonly string[]; theme: ThemeKey }[] = [
  { keywords: ['manuka', 'honey'], theme: 'honey' },
  { keywords: ['black-seed', 'blackseed'], theme: 'black-seed' },
  { keywords: ['turmeric'], theme: 'turmeric' },
  { keywords: ['cod-liver'], theme: 'cod-liver' },
  { keywords: ['glucosamine'], theme: 'glucosamine' },
  { keywords: ['ashwagandha'], theme: 'ashwagandha' },
  { keywords: ['shilajit'], theme: 'shilajit' },
  { keywords: ['coconut'], theme: 'coconut' },
  { keywords: ['argan'], theme: 'argan' },
  { keywords: ['tongkat'], theme: 'tongkat' },
  { keywords: ['tallow', 'skin', 'cream'], theme: 'skin' },
  { keywords: ['vinegar'], theme: 'vinegar' },
  { keywords: ['wipes'], theme: 'wipes' },
  { keywords: ['cupping', 'surgical'], theme: 'clinical' },
];

/** The key of the theme for a handle (case-insensitive substring match, first rule wins). */
export function selectThemeKeyForHandle(handle: string): ThemeKey {
  const value = handle.toLowerCase();
  for (const rule of THEME_KEYWORD_RULES) {
    if (rule.keywords.some((keyword) => value.includes(keyword))) return rule.theme;
  }
  return 'default';
}

/** The buy-box theme for a product handle. */
export function selectThemeForHandle(handle: string): Theme {
  return THEMES[selectThemeKeyForHandle(handle)];
}
