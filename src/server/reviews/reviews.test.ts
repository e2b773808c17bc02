import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageRating, describeReviewSummary } from '../../core/api/reviews';
import type { ProductDetailResponse } from '../../core/api/store-types';
import {
  REVIEW_BODY_SHORT_MESSAGE,
  REVIEW_DUPLICATE_MESSAGE,
  REVIEW_NOT_ELIGIBLE_MESSAGE,
  REVIEW_RATING_MESSAGE,
} from '../../core/schemas/review';
import { products } from '../db/schema/catalog';
import { orderItems, orders } from '../db/schema/orders';
import { productReviews } from '../db/schema/reviews';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

const HANDLE = 'black-seed-oil';
let app: TestApp;
let admin: TestClient;
let productId: string;

/** A verified customer with an order of the product in the given status. */
async function buyer(status: 'processing' | 'delivered', firstName = 'Amira') {
  const client = app.client();
  const account = await client.signUp({ verify: true, firstName, lastName: 'Khan' });
  const [order] = await app.db
    .insert(orders)
    .values({
      userId: account.userId,
      email: account.email,
      orderNumber: `R${Math.floor(Math.random() * 1e6)}`,
      status,
      totalAmount: '14.99',
    })
    .returning();
  await app.db.insert(orderItems).values({
    orderId: order!.id,
    productTitle: 'Organic Black Seed Oil',
    quantity: 1,
    price: '14.99',
    productId,
  });
  return { client, account, orderId: order!.id };
}

const review = (rating: number, body = 'Fresh, peppery and arrived quickly.') => ({
  rating,
  title: 'Lovely oil',
  body,
});

async function productReviews_(client: TestClient = app.client()) {
  const res = await client.get(`/api/store/products/${HANDLE}`);
  return ((await res.json()) as ProductDetailResponse).product.reviews;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.adminClient()).client;
  const [row] = await app.db.select().from(products).where(eq(products.handle, HANDLE));
  productId = row!.id;
}, 120_000);
afterAll(() => app?.close());

describe('review summary maths', () => {
  it('averages to one decimal place, half up, and describes it', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3); // 4.333…
    expect(averageRating([5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4])).toBe(4.1);
    expect(averageRating([4, 5, 5, 5])).toBe(4.8); // 4.75 → 4.8
    expect(describeReviewSummary({ count: 0, average: null })).toBe('No reviews yet');
    expect(describeReviewSummary({ count: 1, average: 4 })).toBe('4.0 out of 5 from 1 review');
    expect(describeReviewSummary({ count: 2, average: 4.5 })).toBe('4.5 out of 5 from 2 reviews');
  });
});

describe('product reviews', () => {
  it('refuses visitors (401), customers without a delivered order (403) and bad input (400)', async () => {
    const visitor = await app.client().post(`/api/reviews/product/${HANDLE}`, review(5));
    expect(visitor.status).toBe(401);

    const { client } = await buyer('processing');
    const eligibility = await client.get(`/api/reviews/eligibility/${HANDLE}`);
    expect(await eligibility.json()).toEqual({ eligible: false, existing: null });
    const notYet = await client.post(`/api/reviews/product/${HANDLE}`, review(5));
    expect(notYet.status).toBe(403);
    expect(await notYet.json()).toEqual({
      error: { code: 'review_not_eligible', message: REVIEW_NOT_ELIGIBLE_MESSAGE },
    });

    const bad = await client.post(`/api/reviews/product/${HANDLE}`, {
      rating: 6,
      title: 'x',
      body: 'short',
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as {
      error: { code: string; fields: Record<string, string[]> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.rating).toEqual([REVIEW_RATING_MESSAGE]);
    expect(body.error.fields.body).toEqual([REVIEW_BODY_SHORT_MESSAGE]);
    const unknown = await client.post('/api/reviews/product/no-such-product', review(5));
    expect(unknown.status).toBe(404);
    expect(await app.db.select().from(productReviews)).toEqual([]);
  });

  it('stores a delivered buyer’s review as pending, once; shows it only after approval', async () => {
    expect(await productReviews_()).toEqual({ count: 0, average: null });
    const first = await buyer('delivered', 'Amira');
    expect(await (await first.client.get(`/api/reviews/eligibility/${HANDLE}`)).json()).toEqual({
      eligible: true,
      existing: null,
    });
    const created = await first.client.post(`/api/reviews/product/${HANDLE}`, review(5));
    expect(created.status).toBe(201);
    const { review: stored } = (await created.json()) as { review: { id: string; status: string } };
    expect(stored.status).toBe('pending');

    const again = await first.client.post(`/api/reviews/product/${HANDLE}`, review(1));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'review_exists', message: REVIEW_DUPLICATE_MESSAGE },
    });

    // Pending: not on the page, not in the public list.
    expect(await productReviews_()).toEqual({ count: 0, average: null });
    const publicList = await app.client().get(`/api/reviews/product/${HANDLE}`);
    expect(await publicList.json()).toEqual({
      summary: { count: 0, average: null },
      reviews: [],
    });

    const queue = (await (await admin.get('/api/admin/reviews')).json()) as {
      reviews: { id: string; authorName: string; email: string; status: string }[];
    };
    expect(queue.reviews.map((r) => [r.id, r.authorName, r.email, r.status])).toEqual([
      [stored.id, 'Amira K.', first.account.email, 'pending'],
    ]);

    const second = await buyer('delivered', 'Yusuf');
    const secondRes = await second.client.post(`/api/reviews/product/${HANDLE}`, review(4));
    const secondId = ((await secondRes.json()) as { review: { id: string } }).review.id;
    const third = await buyer('delivered', 'Hana');
    const thirdRes = await third.client.post(`/api/reviews/product/${HANDLE}`, review(1));
    const thirdId = ((await thirdRes.json()) as { review: { id: string } }).review.id;

    for (const [id, status] of [
      [stored.id, 'approved'],
      [secondId, 'approved'],
      [thirdId, 'rejected'],
    ] as const) {
      const res = await admin.post(`/api/admin/reviews/${id}/status`, { status });
      expect(res.status).toBe(200);
    }
    // 5 and 4 approved, the 1 rejected: 2 reviews, 4.5 on the product read (fresh after the cache).
    expect(await productReviews_()).toEqual({ count: 2, average: 4.5 });
    const list = (await (await app.client().get(`/api/reviews/product/${HANDLE}`)).json()) as {
      summary: unknown;
      reviews: { authorName: string; rating: number }[];
    };
    expect(list.summary).toEqual({ count: 2, average: 4.5 });
    expect(list.reviews.map((r) => [r.authorName, r.rating]).sort()).toEqual([
      ['Amira K.', 5],
      ['Yusuf K.', 4],
    ]);
    const [moderated] = await app.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, thirdId));
    expect(moderated?.status).toBe('rejected');
    expect(moderated?.moderatedBy).toBeTruthy();
    // Staff actions are in the audit log.
    const audit = (await (await admin.get('/api/admin/audit?action=review.moderate')).json()) as {
      entries: { entityId: string; summary: string }[];
    };
    expect(audit.entries.map((e) => [e.entityId, e.summary]).sort()).toEqual(
      [
        [stored.id, 'Review approved'],
        [secondId, 'Review approved'],
        [thirdId, 'Review rejected'],
      ].sort(),
    );

    // The product page's JSON-LD carries the real figures.
    const html = await (await app.fetch(`/product/${HANDLE}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? 'null') as { '@type'?: string; aggregateRating?: unknown })
      .find((item) => item['@type'] === 'Product');
    expect(ld?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      reviewCount: 2,
      bestRating: '5',
      worstRating: '1',
    });
    // Before any script runs, the header's line and the reviews section say the same thing.
    expect(html).toContain('data-testid="review-summary"');
    const summary = /data-testid="review-summary"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(summary).toContain('4.5 out of 5 from 2 reviews');
    expect(html).not.toContain('No reviews yet');
  });

  it('moderation needs the admin session: a customer gets 403, an unknown id 404, a bad status 400', async () => {
    const { client } = await buyer('delivered', 'Zara');
    expect((await client.get('/api/admin/reviews')).status).toBe(403);
    const missing = await admin.post(
      '/api/admin/reviews/0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f/status',
      { status: 'approved' },
    );
    expect(missing.status).toBe(404);
    const bad = await admin.post('/api/admin/reviews/0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f/status', {
      status: 'published',
    });
    expect(bad.status).toBe(400);
  });

  it('a product without approved reviews has no aggregateRating in its JSON-LD', async () => {
    const html = await (await app.fetch('/product/manuka-honey-mgo-263')).text();
    expect(html).not.toContain('aggregateRating');
  });
});
