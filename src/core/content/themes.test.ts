import { describe, expect, it } from 'vitest';
import { selectThemeForHandle, selectThemeKeyForHandle, THEMES, type ThemeKey } from './themes';

function channelToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function computeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((h) =>
    channelToLinear(Number.parseInt(h ?? '0', 16)),
  );
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function computeContrast(a: string, b: string): number {
  const la = computeLuminance(a);
  const lb = computeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const CATALOGUE_THEMES: [handle: string, theme: ThemeKey][] = [
  ['black-seed-oil', 'black-seed'],
  ['black-seed-oil-capsules', 'black-seed'],
  ['black-seed-honey', 'honey'],
  ['manuka-honey-black-seed', 'honey'],
  ['black-seed-turmeric-capsules', 'black-seed'],
  ['manuka-honey-mgo-263', 'honey'],
  ['manuka-honey-mgo-514', 'honey'],
  ['manuka-honey-mgo-829', 'honey'],
  ['raw-wildflower-honey', 'honey'],
  ['raw-sidr-honey', 'honey'],
  ['shilajit-resin', 'shilajit'],
  ['shilajit-capsules', 'shilajit'],
  ['ashwagandha-ksm66-capsules', 'ashwagandha'],
  ['turmeric-curcumin-capsules', 'turmeric'],
  ['glucosamine-turmeric-black-seed', 'black-seed'],
  ['cod-liver-oil-black-seed', 'black-seed'],
  ['cod-liver-oil-liquid', 'cod-liver'],
  ['tongkat-ali-capsules', 'tongkat'],
  ['virgin-coconut-oil', 'coconut'],
  ['apple-cider-vinegar-mother', 'vinegar'],
  ['pure-argan-oil', 'argan'],
  ['beef-tallow-skin-cream', 'skin'],
  ['tallow-lip-balm', 'skin'],
  ['cupping-cups-b1-to-b6', 'clinical'],
  ['bulk-cupping-cups-wholesale', 'clinical'],
  ['silicone-cupping-set', 'clinical'],
  ['hijama-cupping-kit', 'clinical'],
  ['facial-glider-cups', 'default'],
  ['iastm-scraping-tool', 'default'],
  ['sterile-surgical-blades', 'clinical'],
  ['cup-liners-disposable', 'default'],
  ['antiseptic-wipes', 'wipes'],
  ['wholesale-black-seed-oil-1l', 'black-seed'],
  ['wholesale-manuka-honey-263-case', 'honey'],
  ['wholesale-shilajit-resin-10', 'shilajit'],
  ['trade-pack-ashwagandha', 'ashwagandha'],
  ['black-seed-soap', 'black-seed'],
];

describe('selectThemeForHandle', () => {
  it.each(CATALOGUE_THEMES)('%s → %s', (handle, key) => {
    expect(selectThemeKeyForHandle(handle)).toBe(key);
    expect(selectThemeForHandle(handle)).toBe(THEMES[key]);
  });

  it('tries keywords in spec order: honey beats black-seed, black-seed beats turmeric and glucosamine', () => {
    expect(selectThemeForHandle('manuka-honey-black-seed').key).toBe('honey');
    expect(selectThemeForHandle('glucosamine-turmeric-black-seed').key).toBe('black-seed');
    expect(selectThemeForHandle('turmeric-glucosamine').key).toBe('turmeric');
    expect(selectThemeForHandle('coconut-skin-cream').key).toBe('coconut');
    expect(selectThemeForHandle('vinegar-wipes').key).toBe('vinegar');
    expect(selectThemeForHandle('surgical-wipes').key).toBe('wipes');
  });

  it('matches each keyword alone', () => {
    const cases: [string, ThemeKey][] = [
      ['manuka', 'honey'],
      ['honey', 'honey'],
      ['black-seed', 'black-seed'],
      ['turmeric', 'turmeric'],
      ['cod-liver', 'cod-liver'],
      ['glucosamine', 'glucosamine'],
      ['ashwagandha', 'ashwagandha'],
      ['shilajit', 'shilajit'],
      ['coconut', 'coconut'],
      ['argan', 'argan'],
      ['tongkat', 'tongkat'],
      ['tallow', 'skin'],
      ['skin', 'skin'],
      ['cream', 'skin'],
      ['vinegar', 'vinegar'],
      ['wipes', 'wipes'],
      ['cupping', 'clinical'],
      ['surgical', 'clinical'],
    ];
    for (const [handle, key] of cases) expect(selectThemeKeyForHandle(`x-${handle}-y`)).toBe(key);
  });

  it('is case-insensitive and falls back to default green', () => {
    expect(selectThemeForHandle('MANUKA-Honey').key).toBe('honey');
    expect(selectThemeForHandle('').key).toBe('default');
    expect(selectThemeForHandle('mystery-product').key).toBe('default');
  });
});

describe('THEMES', () => {
  const themes = Object.entries(THEMES);

  it('has 14 keyword themes plus default, keyed by their own key', () => {
    expect(themes).toHaveLength(15);
    for (const [key, theme] of themes) expect(theme.key).toBe(key);
  });

  it.each(themes)('%s uses #rrggbb colours and a CSS linear-gradient', (_key, theme) => {
    for (const colour of [theme.primary, theme.primaryForeground, theme.light, theme.accent]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(theme.gradient).toMatch(
      /^linear-gradient\(\d+deg, #[0-9a-f]{6} 0%, #[0-9a-f]{6} 100%\)$/,
    );
  });

  it.each(themes)('%s: primaryForeground on primary meets WCAG AA (4.5:1)', (_key, theme) => {
    expect(computeContrast(theme.primary, theme.primaryForeground)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(themes)('%s: primary text on the light tint meets WCAG AA (4.5:1)', (_key, theme) => {
    expect(computeContrast(theme.primary, theme.light)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(themes)(
    '%s: primaryForeground on both gradient stops meets AA large text (3:1)',
    (_key, theme) => {
      const stops = theme.gradient.match(/#[0-9a-f]{6}/g) ?? [];
      for (const stop of stops) {
        expect(computeContrast(stop, theme.primaryForeground)).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
