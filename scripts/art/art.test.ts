import { describe, expect, it } from 'vitest';
import { INGREDIENT_IMAGE_KEYS } from '../../src/core/content/product-marketing';
import { selectThemeForHandle } from '../../src/core/content/themes';
import { SEED_PRODUCTS } from '../../src/server/seed/catalogue-data';
import { CUP_DIAMETERS_MM, CUP_SLUGS, renderCupSvg } from './cup-art';
import { INGREDIENT_KEYS, renderIngredientSvg, resolveIngredientKey } from './ingredient-art';
import { renderPersonSvg } from './person-art';
import { renderProductSvg, selectProductFamily } from './product-art';
import { renderSceneSvg, SCENE_NAMES, sceneSize } from './scene-art';
import { escapeXml, humanise, wrapText } from './svg-kit';
import { assertWellFormedSvg } from './svg-test-utils';

const BUDGET = 8 * 1024;
const NASTY_TITLE = 'Tom & "Jerry\'s" <b>Bold</b> Honey > Jam';

describe('svg kit', () => {
  it('escapes the five XML specials and drops forbidden control characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u0008`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('wraps long titles within the line limit, ellipsising only when it must', () => {
    const wrapped = wrapText('Wholesale Manuka Honey MGO 263+ (case of 12)', {
      maxWidth: 180,
      maxLines: 3,
      maxSize: 30,
      minSize: 11,
    });
    expect(wrapped.lines.length).toBeLessThanOrEqual(3);
    expect(wrapped.lines.join(' ')).toBe('Wholesale Manuka Honey MGO 263+ (case of 12)');
    const squeezed = wrapText('word '.repeat(200), {
      maxWidth: 100,
      maxLines: 2,
      maxSize: 20,
      minSize: 12,
    });
    expect(squeezed.lines).toHaveLength(2);
    const noSplit = wrapText('Ashwagandha Trade Pack (12 jars)', {
      maxWidth: 160,
      maxLines: 3,
      maxSize: 30,
      minSize: 11,
    });
    expect(noSplit.lines).toContain('Ashwagandha');
    expect(squeezed.lines[1]).toMatch(/…$/);
  });

  it('humanises handles', () => {
    expect(humanise('black-seed-oil')).toBe('Black Seed Oil');
  });
});

describe('renderProductSvg', () => {
  it('draws every seed product, images 1–5, as well-formed 800 × 800 SVG under 8 KB', () => {
    for (const product of SEED_PRODUCTS) {
      const seen = new Set<string>();
      for (let index = 1; index <= 5; index++) {
        const svg = renderProductSvg({ handle: product.handle, title: product.title, index });
        const facts = assertWellFormedSvg(svg);
        expect(facts, `${product.handle} ${index}`).toMatchObject({
          width: 800,
          height: 800,
          viewBox: '0 0 800 800',
        });
        expect(facts.title).toContain(product.title);
        expect(facts.bytes, `${product.handle} ${index}`).toBeLessThan(BUDGET);
        seen.add(svg);
      }
      expect(seen.size, product.handle).toBe(5);
    }
  });

  it('puts the product name on the label in the theme colours of the handle', () => {
    const svg = renderProductSvg({ handle: 'shilajit-resin', title: 'Pure Shilajit', index: 1 });
    expect(svg).toMatch(/<tspan[^>]*>Pure( |<\/tspan><tspan[^>]*>)Shilajit<\/tspan>/);
    expect(svg).toContain(selectThemeForHandle('shilajit-resin').accent);
    const oil = renderProductSvg({ handle: 'pure-argan-oil', title: 'Argan', index: 1 });
    expect(oil).toContain(selectThemeForHandle('pure-argan-oil').primary);
  });

  it('escapes titles everywhere and stays within budget for long titles', () => {
    for (let index = 1; index <= 5; index++) {
      const svg = renderProductSvg({ handle: 'black-seed-oil', title: NASTY_TITLE, index });
      const facts = assertWellFormedSvg(svg);
      expect(facts.title).toContain(NASTY_TITLE);
      expect(svg).not.toContain('<b>');
      expect(svg).toContain('&lt;b&gt;');
      expect(svg).toContain('&amp;');
      expect(svg).toContain('&quot;');
    }
    const long = `${'Extraordinarily Long Premium Product Name '.repeat(4)}`.trim();
    for (let index = 1; index <= 5; index++) {
      const svg = renderProductSvg({ handle: 'manuka-honey-black-seed', title: long, index });
      expect(assertWellFormedSvg(svg).bytes).toBeLessThan(BUDGET);
    }
  });

  it('chooses the illustration family from the handle', () => {
    const cases: [string, string, string][] = [
      ['black-seed-oil', 'Organic Black Seed Oil', 'dropper'],
      ['pure-argan-oil', 'Moroccan Argan Oil', 'dropper'],
      ['cod-liver-oil-liquid', 'Norwegian Cod Liver Oil', 'dropper'],
      ['manuka-honey-mgo-263', 'Manuka Honey MGO 263+', 'honey'],
      ['black-seed-honey', 'Black Seed Honey', 'honey'],
      ['black-seed-oil-capsules', 'Black Seed Oil Capsules 1000mg', 'tub'],
      ['cod-liver-oil-black-seed', 'Cod Liver Oil & Black Seed Capsules', 'tub'],
      ['glucosamine-turmeric-black-seed', 'Glucosamine with Turmeric & Black Seed', 'tub'],
      ['trade-pack-ashwagandha', 'Ashwagandha Trade Pack (12 jars)', 'tub'],
      ['shilajit-resin', 'Pure Himalayan Shilajit Resin', 'resin'],
      ['shilajit-capsules', 'Shilajit Capsules 500mg', 'tub'],
      ['cupping-cups-b1-to-b6', 'Professional Cupping Cups B1–B6', 'cups'],
      ['hijama-cupping-kit', 'Hijama Cupping Kit', 'cups'],
      ['iastm-scraping-tool', 'IASTM Tool', 'tool'],
      ['sterile-surgical-blades', 'Blades', 'tool'],
      ['facial-glider-cups', 'Facial Glider Cups', 'tool'],
      ['beef-tallow-skin-cream', 'Cream', 'tin'],
      ['tallow-lip-balm', 'Balm', 'tin'],
      ['antiseptic-wipes', 'Wipes', 'sachet'],
      ['cup-liners-disposable', 'Liners', 'carton'],
      ['apple-cider-vinegar-mother', 'Vinegar', 'vinegar'],
      ['virgin-coconut-oil', 'Coconut Oil', 'coconut'],
      ['black-seed-soap', 'Soap', 'soap'],
      ['something-new', 'Something New', 'jar'],
    ];
    for (const [handle, title, family] of cases) {
      expect(selectProductFamily(handle, title), handle).toBe(family);
    }
  });
});

describe('renderSceneSvg', () => {
  it('draws every content scene and a default for unknown names, under 8 KB', () => {
    for (const name of [...SCENE_NAMES, 'something-else']) {
      const svg = renderSceneSvg(name);
      const facts = assertWellFormedSvg(svg);
      const [width, height] = sceneSize(name);
      expect(facts, name).toMatchObject({ width, height, viewBox: `0 0 ${width} ${height}` });
      expect(facts.bytes, name).toBeLessThan(BUDGET);
      expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    }
  });

  it('uses 1600 × 900 for articles and the hero, 800 × 800 for community tiles', () => {
    expect(sceneSize('black-seed-oil-ancient-remedy')).toEqual([1600, 900]);
    expect(sceneSize('manuka-honey-golden-healer')).toEqual([1600, 900]);
    expect(sceneSize('ashwagandha-stress-relief')).toEqual([1600, 900]);
    expect(sceneSize('hero')).toEqual([1600, 900]);
    expect(sceneSize('wholesale-hero')).toEqual([1600, 900]);
    expect(sceneSize('community-3')).toEqual([800, 800]);
    expect(renderSceneSvg('community-1')).not.toBe(renderSceneSvg('community-2'));
  });
});

describe('renderPersonSvg', () => {
  it('draws six different 200 × 200 avatars', () => {
    const all = new Set<string>();
    for (let n = 1; n <= 6; n++) {
      const svg = renderPersonSvg(n);
      expect(assertWellFormedSvg(svg)).toMatchObject({ width: 200, height: 200 });
      expect(svg.length).toBeLessThan(BUDGET);
      all.add(svg);
    }
    expect(all.size).toBe(6);
  });
});

describe('renderIngredientSvg', () => {
  it('draws each ingredient at 400 × 400, and the default for unknown keys', () => {
    const keys = INGREDIENT_IMAGE_KEYS;
    for (const key of keys) {
      expect(INGREDIENT_KEYS).toContain(key);
      const svg = renderIngredientSvg(key);
      expect(assertWellFormedSvg(svg), key).toMatchObject({ width: 400, height: 400 });
      expect(svg.length).toBeLessThan(BUDGET);
    }
    expect(renderIngredientSvg('unheard-of')).toBe(renderIngredientSvg('default'));
    expect(resolveIngredientKey('curcumin')).toBe('turmeric');
    expect(resolveIngredientKey('nigella-sativa')).toBe('black-seed');
  });
});

describe('renderCupSvg', () => {
  it('labels each size and draws the cup in proportion to its diameter', () => {
    const widths = new Map<string, number>();
    for (const slug of CUP_SLUGS) {
      const svg = renderCupSvg(slug);
      const facts = assertWellFormedSvg(svg);
      const mm = CUP_DIAMETERS_MM[slug];
      expect(facts).toMatchObject({ width: 400, height: 400 });
      expect(facts.title).toContain(`${mm} mm`);
      expect(svg).toContain(slug === 'b4-curved' ? '>B4 Curved<' : `>${slug.toUpperCase()}<`);
      expect(svg).toContain(`>${mm} mm<`);
      const left = Number(/ d="M([\d.]+) 300C/.exec(svg)?.[1]);
      widths.set(slug, 2 * (200 - left));
    }
    const b1 = widths.get('b1') ?? 0;
    for (const slug of CUP_SLUGS) {
      const expected = (b1 * CUP_DIAMETERS_MM[slug]) / 60;
      expect(Math.abs((widths.get(slug) ?? 0) - expected), slug).toBeLessThan(1);
    }
    expect(renderCupSvg('b4-curved')).not.toBe(renderCupSvg('b4'));
    expect(() => renderCupSvg('b7')).toThrow();
  });
});
