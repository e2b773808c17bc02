import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from './articles';
import { type ContentReader, checkContent } from './content-files';
import { PRODUCT_PAGE_FILES } from './product-pages';

const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

const disk: ContentReader = {
  list: (dir) => readdirSync(join(CONTENT_DIR, dir)),
  read: (path) => readFileSync(join(CONTENT_DIR, path), 'utf8'),
};

/** The real content with some files replaced (a string) or removed (null). */
function withChanges(changes: Record<string, string | null>): ContentReader {
  return {
    list: (dir) => {
      const names = new Set(disk.list(dir));
      for (const [path, text] of Object.entries(changes)) {
        const [folder, name] = path.split('/') as [string, string];
        if (folder !== dir) continue;
        if (text === null) names.delete(name);
        else names.add(name);
      }
      return [...names];
    },
    read: (path) => changes[path] ?? disk.read(path),
  };
}

/** A real file, parsed, changed by `edit` and written back as JSON. */
function edited(path: string, edit: (data: Record<string, unknown>) => void): string {
  const data = JSON.parse(disk.read(path));
  edit(data);
  return JSON.stringify(data);
}

describe('content files', () => {
  it('are all valid', () => {
    expect(checkContent(disk)).toEqual([]);
  });

  it.each<[dir: string, other: string, module: string, imported: object]>([
    ['product-pages', '_default.json', 'product-pages.ts', PRODUCT_PAGE_FILES],
    ['articles', 'cards.json', 'articles.ts', ARTICLE_BODIES],
  ])(
    'has every file of content/%s but %s imported by %s, and no more',
    (dir, other, _, imported) => {
      const files = disk
        .list(dir)
        .filter((name) => name !== other)
        .map((name) => name.replace(/\.json$/, ''));
      expect(Object.keys(imported).sort()).toEqual(files.sort());
    },
  );
});

describe('checkContent on a broken file', () => {
  it('names the file and the field of a wrong value', () => {
    const broken = withChanges({
      'product-pages/black-seed-oil.json': edited('product-pages/black-seed-oil.json', (c) => {
        (c.benefits as { icon: string }[])[1]!.icon = 'rocket';
      }),
    });
    const [problem, ...rest] = checkContent(broken);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^content\/product-pages\/black-seed-oil\.json:/);
    expect(problem).toContain('→ at benefits[1].icon');
  });

  it('names a missing field, an extra field and a wrong count', () => {
    const problems = checkContent(
      withChanges({
        'product-marketing/page.json': edited('product-marketing/page.json', (p) => {
          delete (p.closingCta as Record<string, unknown>).buttonLabel;
          p.footer = 'new';
        }),
        'product-pages/_default.json': edited('product-pages/_default.json', (c) => {
          (c.benefits as unknown[]).pop();
        }),
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('content/product-pages/_default.json');
    expect(problems[0]).toContain('→ at benefits');
    expect(problems[1]).toContain('content/product-marketing/page.json');
    expect(problems[1]).toContain('→ at closingCta.buttonLabel');
    expect(problems[1]).toContain('"footer"');
  });

  it('finds a card id that names no card, and a marketing family left out', () => {
    const problems = checkContent(
      withChanges({
        'product-marketing/ingredient-cards.json': edited(
          'product-marketing/ingredient-cards.json',
          (f) => {
            (f.byKey as Record<string, string[]>).honey = ['rawHoney', 'royalJelly'];
          },
        ),
        'product-marketing/quality-metrics.json': edited(
          'product-marketing/quality-metrics.json',
          (f) => {
            delete f.vinegar;
          },
        ),
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/no card 'royalJelly'[\s\S]*→ at byKey\.honey\[1\]/);
    expect(problems[1]).toMatch(/quality-metrics\.json[\s\S]*→ at vinegar/);
  });

  it('finds a legal placeholder the shop cannot fill', () => {
    const problems = checkContent(
      withChanges({
        'legal/terms.json': edited('legal/terms.json', (doc) => {
          doc.intro = 'Welcome to {shopname}.';
        }),
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /content\/legal\/terms\.json:[\s\S]*unknown placeholder \{shopname\}/,
    );
    expect(problems[0]).toContain('→ at intro');
  });

  it('finds an article card without a body and a body without a card', () => {
    const problems = checkContent(
      withChanges({
        'articles/cards.json': edited('articles/cards.json', (cards) => {
          (cards as unknown as { slug: string }[])[0]!.slug = 'black-seed-oil-guide';
        }),
      }),
    );
    expect(problems).toEqual([
      "content/articles/black-seed-oil-guide.json: missing (cards.json has an article 'black-seed-oil-guide')",
      'content/articles/black-seed-oil-ancient-remedy.json: no card in cards.json has this slug',
    ]);
  });

  it('reports bad JSON, a missing file and a file that does not belong', () => {
    const problems = checkContent(
      withChanges({
        'product-pages/black-seed-oil.json': '{ "isConsumable": true, }',
        'product-marketing/hero.json': null,
        'product-pages/Black Seed.json': '{}',
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^content\/product-pages\/black-seed-oil\.json: not valid JSON/),
      'content/product-pages/Black Seed.json: not a file this folder holds',
      'content/product-marketing/hero.json: missing',
    ]);
  });
});
