import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES, BLOG_STRINGS } from '../../core/content/articles';
import { HOME_META } from '../../core/content/home';
import { startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function getHtml(path: string) {
  const res = await app.fetch(path);
  return { status: res.status, html: await res.text() };
}

function readJsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

function firstTitle(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe('server-rendered <head>', () => {
  it('names the product and its GBP price on a product page', async () => {
    const { status, html } = await getHtml('/product/black-seed-oil');
    expect(status).toBe(200);
    expect(firstTitle(html)).toBe('Organic Black Seed Oil | Habba &amp; Honey');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${app.baseUrl}/product/black-seed-oil">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    // The product art is SVG: social sites get the product's own PNG share card instead.
    expect(html).toContain(
      `<meta property="og:image" content="${app.baseUrl}/share/products/black-seed-oil.png">`,
    );
    const product = readJsonLd(html).find((item) => item['@type'] === 'Product');
    expect(product?.name).toBe('Organic Black Seed Oil');
    const offers = product?.offers as { price: string; priceCurrency: string }[];
    expect(offers[0]).toMatchObject({ price: '14.99', priceCurrency: 'GBP' });
    // Dietary claims from the product's tags only, as the page's badges and the shop's filter.
    expect(product?.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Diet', value: 'Halal' },
      { '@type': 'PropertyValue', name: 'Diet', value: 'Vegan' },
    ]);
  });

  it('claims no diet a product is not tagged with', async () => {
    const { html } = await getHtml('/product/manuka-honey-mgo-263');
    const product = readJsonLd(html).find((item) => item['@type'] === 'Product');
    expect(product?.name).toBe('Manuka Honey MGO 263+');
    expect(product).not.toHaveProperty('additionalProperty');
  });

  it('offers an unbuyable product as OutOfStock, never InStock', async () => {
    // Tallow Lip Balm has no Shopify variant, so the checkout cannot sell it.
    const { html } = await getHtml('/product/tallow-lip-balm');
    const product = readJsonLd(html).find((item) => item['@type'] === 'Product');
    const offers = product?.offers as { availability: string }[];
    expect(offers.map((offer) => offer.availability)).toEqual(
      offers.map(() => 'https://schema.org/OutOfStock'),
    );
    expect(offers.length).toBeGreaterThan(0);
    // A trade-only product cannot be bought by a shopper either.
    const trade = readJsonLd((await getHtml('/product/wholesale-black-seed-oil-1l')).html).find(
      (item) => item['@type'] === 'Product',
    );
    expect(trade?.name).toBe('Wholesale Black Seed Oil 1L (case of 6)');
    expect(JSON.stringify(trade)).not.toContain('https://schema.org/InStock');
  });

  it('answers 404 with a noindex head for an unknown product', async () => {
    const { status, html } = await getHtml('/product/no-such-thing');
    expect(status).toBe(404);
    expect(html).toContain('noindex');
    expect(html).toContain('Product Not Found');
  });

  it('renders Organization JSON-LD on the home page', async () => {
    // renderHead directly: GET / over HTTP depends on the SPA static handler (pages/spa.ts).
    const { renderHead } = await import('./render-head');
    const { html, status } = await renderHead(app.deps, new URL(`${app.baseUrl}/`));
    expect(status).toBe(200);
    expect(firstTitle(html)).toBe(`${HOME_META.title} | Habba &amp; Honey`);
    const org = readJsonLd(html).find((item) => item['@type'] === 'Organization');
    expect(org?.name).toBe('Habba & Honey');
  });

  it('renders Article JSON-LD on a journal page and 404 for an unknown slug', async () => {
    const article = ARTICLES[0]!;
    const { html } = await getHtml(`/blog/${article.slug}`);
    const ld = readJsonLd(html).find((item) => item['@type'] === 'Article');
    expect(ld?.headline).toBe(article.title);
    expect(html).toContain('<meta property="og:type" content="article">');
    const missing = await getHtml('/blog/not-a-post');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(BLOG_STRINGS.notFoundTitle);
  });

  it("titles the shop '{Collection} | {Shop name} Shop' with the collection's canonical URL", async () => {
    const { html } = await getHtml('/shop?collection=raw-honey');
    expect(firstTitle(html)).toBe('Raw &amp; Manuka Honey | Habba &amp; Honey Shop');
    expect(html).toContain(`href="${app.baseUrl}/shop?collection=raw-honey"`);
  });

  it('escapes what comes from the URL', async () => {
    const { html } = await getHtml('/shop?collection=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('never lets a stored value close the JSON-LD script', async () => {
    const { serializeJsonLd } = await import('./render-head');
    expect(serializeJsonLd({ name: '</script><script>x' })).not.toContain('<');
  });
});

describe('Delivery and returns, and search', () => {
  it('serves /delivery with its own title, description and canonical', async () => {
    const res = await app.fetch('/delivery');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Delivery and Returns | Habba &amp; Honey</title>');
    expect(html).toContain(
      'Free standard UK delivery on retail orders, same-day dispatch when ordered by 1pm on a working day',
    );
    expect(html).toContain(`<link rel="canonical" href="${app.baseUrl}/delivery">`);
    expect(html).toContain('Your 14-Day Right to Cancel');
  });

  it('serves /search?q= as a noindex page titled with the query', async () => {
    const res = await app.fetch('/search?q=manuka');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Results for “manuka” | Habba &amp; Honey</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('disallows the private areas and points at the sitemap', async () => {
    const res = await app.fetch('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ['/admin', '/account', '/auth']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${app.baseUrl}/sitemap.xml`);
  });

  it('lists published products, collections, articles and content pages only', async () => {
    const res = await app.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const base = app.baseUrl;
    expect(xml).toContain(`<loc>${base}/product/black-seed-oil</loc>`);
    expect(xml).toContain(`<loc>${base}/shop?collection=raw-honey</loc>`);
    expect(xml).toContain(`<loc>${base}/blog/${ARTICLES[1]!.slug}</loc>`);
    expect(xml).toContain(`<loc>${base}/manuka-honey</loc>`);
    expect(xml).toContain(`<loc>${base}/delivery</loc>`);
    expect(xml).not.toContain('/search');
    expect(xml).not.toContain('black-seed-soap');
    expect(xml).not.toContain('seasonal-gifts');
    expect(xml).not.toContain('wholesale-black-seed-oil-1l');
    expect(xml).not.toContain('trade-pack-ashwagandha');
  });
});
