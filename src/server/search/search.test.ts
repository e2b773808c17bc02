import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../core/api/search';
import { SEARCH_MESSAGES } from '../../core/schemas/search';
import { products } from '../db/schema/catalog';
import { startTestApp, type TestApp } from '../test/harness';

const MANUKA_HONEYS = [
  'manuka-honey-black-seed',
  'manuka-honey-mgo-263',
  'manuka-honey-mgo-514',
  'manuka-honey-mgo-829',
];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function searchFor(query: string): Promise<SearchResponse> {
  const res = await app.fetch(`/api/search?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as SearchResponse;
}

describe('GET /api/search', () => {
  it('finds the four Manuka honeys for "manuka", the three pure ones first, and the article', async () => {
    const body = await searchFor('q=manuka');
    expect(body.query).toBe('manuka');
    expect(body.products.map((p) => p.handle).sort()).toEqual(MANUKA_HONEYS);
    expect(body.products[0]?.title).toMatch(/^Manuka Honey/);
    expect(body.products.find((p) => p.handle === 'manuka-honey-mgo-263')?.price).toBe('34.99');
    expect(body.articles.map((a) => a.slug)).toContain('manuka-honey-golden-healer');
    const ranks = body.products.map((p) => p.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('tolerates the typo "manuca" (pg_trgm) and finds the same honeys', async () => {
    const body = await searchFor('q=manuca');
    expect(body.products.map((p) => p.handle).sort()).toEqual(MANUKA_HONEYS);
  });

  it('matches the last word as a prefix while the shopper types ("ashwag")', async () => {
    const body = await searchFor('q=ashwag&kind=products');
    expect(body.products.map((p) => p.handle)).toEqual(['ashwagandha-ksm66-capsules']);
    expect(body.articles).toEqual([]);
  });

  it('never lists wholesale-only or unpublished products', async () => {
    const wholesale = await searchFor('q=wholesale');
    expect(wholesale.products).toEqual([]);
    const manuka = await searchFor('q=manuka%20case');
    expect(manuka.products.map((p) => p.handle)).not.toContain('wholesale-manuka-honey-263-case');
    await app.db
      .update(products)
      .set({ published: false })
      .where(eq(products.handle, 'manuka-honey-mgo-514'));
    try {
      const after = await searchFor('q=manuka');
      expect(after.products.map((p) => p.handle)).not.toContain('manuka-honey-mgo-514');
      expect(after.products).toHaveLength(3);
    } finally {
      await app.db
        .update(products)
        .set({ published: true })
        .where(eq(products.handle, 'manuka-honey-mgo-514'));
    }
  });

  it('filters by kind and dietary tag', async () => {
    const articles = await searchFor('q=black%20seed&kind=articles');
    expect(articles.products).toEqual([]);
    expect(articles.articles.map((a) => a.slug)).toContain('black-seed-oil-ancient-remedy');
    const vegan = await searchFor('q=black%20seed&diet=vegan');
    expect(vegan.articles).toEqual([]);
    expect(vegan.products.map((p) => p.handle).sort()).toEqual([
      'black-seed-oil',
      'black-seed-oil-capsules',
      'black-seed-turmeric-capsules',
    ]);
    for (const hit of vegan.products) expect(hit.tags).toContain('Vegan');
  });

  it('answers 400 with the schema messages for bad input', async () => {
    const cases: [string, string, string][] = [
      ['', 'q', SEARCH_MESSAGES.queryRequired],
      ['q=%20%20', 'q', SEARCH_MESSAGES.queryRequired],
      ['q=%26%26%21', 'q', SEARCH_MESSAGES.queryWords],
      [`q=${'a'.repeat(101)}`, 'q', SEARCH_MESSAGES.queryMax],
      ['q=honey&kind=people', 'kind', SEARCH_MESSAGES.kindInvalid],
      ['q=honey&diet=keto', 'diet', SEARCH_MESSAGES.dietInvalid],
      ['q=honey&limit=0', 'limit', SEARCH_MESSAGES.limitInvalid],
      ['q=honey&limit=51', 'limit', SEARCH_MESSAGES.limitInvalid],
    ];
    for (const [query, field, message] of cases) {
      const res = await app.fetch(`/api/search?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as {
        error: { code: string; message: string; fields: Record<string, string[]> };
      };
      expect(body.error.code, query).toBe('validation_failed');
      expect(typeof body.error.message).toBe('string');
      expect(body.error.fields[field], query).toEqual([message]);
    }
    const unknown = await app.fetch('/api/search?q=honey&sort=price');
    expect(unknown.status).toBe(400);
  });

  it('treats tsquery syntax as plain words (no SQL or tsquery errors)', async () => {
    const body = await searchFor(`q=${encodeURIComponent("manuka' | !honey:* & (")}`);
    expect(body.products.map((p) => p.handle)).toContain('manuka-honey-mgo-263');
  });
});
