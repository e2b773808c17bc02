import { Hono } from 'hono';
import { z } from 'zod';
import type {
  AdminReviewsResponse,
  CreateReviewResponse,
  ProductReviewsResponse,
  ReviewEligibilityResponse,
} from '../../core/api/reviews';
import type { AppDeps } from '../app-deps';
import { actorOf } from '../audit/service';
import { requireAdminAssurance, requireUser, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { rateLimit } from '../http/rate-limit';
import { isUuid, parseWith } from '../http/validate';
import {
  createReview,
  findAdminReviews,
  findOwnReview,
  findReviewableProduct,
  hasDeliveredOrderOf,
  moderateReview,
  readProductReviews,
} from './product-reviews';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,119}$/;

function handleOf(raw: string): string {
  if (!HANDLE.test(raw)) throw new AppError('product_not_found', 'Product not found');
  return raw;
}

/** Per client address: 10 reviews in an hour (each also needs a delivered order). */
export const REVIEW_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/**
 * Mounted at /api/reviews: the approved reviews of a product (public), whether the signed-in
 * account may review it, and writing one (signed in, a delivered order of the product).
 */
export function createReviewRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .get('/product/:handle', async (c) => {
      // The same read the server render embeds in the product page (ssr/catalog-reads.ts).
      const found = await readProductReviews(db, handleOf(c.req.param('handle')));
      if (!found) throw new AppError('product_not_found', 'Product not found', { status: 404 });
      c.header('Cache-Control', 'no-cache');
      return answer(
        c,
        'GET /api/reviews/product/:handle',
        found.reviews satisfies ProductReviewsResponse,
      );
    })
    .get('/eligibility/:handle', requireUser(auth), async (c) => {
      const { user } = viewerOf(c);
      const product = await findReviewableProduct(db, handleOf(c.req.param('handle')));
      const [eligible, existing] = await Promise.all([
        hasDeliveredOrderOf(db, user.id, product.id),
        findOwnReview(db, user.id, product.id),
      ]);
      c.header('Cache-Control', 'no-store');
      return answer(c, 'GET /api/reviews/eligibility/:handle', {
        eligible,
        existing: existing ? { status: existing.status, rating: existing.rating } : null,
      } satisfies ReviewEligibilityResponse);
    })
    .post(
      '/product/:handle',
      requireUser(auth),
      rateLimit({
        store: deps.rateLimitStore,
        enabled: deps.config.rateLimitsEnabled,
        name: 'review',
        max: REVIEW_RATE_LIMIT.max,
        windowMs: REVIEW_RATE_LIMIT.windowMs,
        message: 'You have sent several reviews in a short time. Please try again later.',
      }),
      async (c) => {
        const { user } = viewerOf(c);
        const values = await readBody(c, 'POST /api/reviews/product/:handle');
        const product = await findReviewableProduct(db, handleOf(c.req.param('handle')));
        const review = await createReview(db, { userId: user.id, productId: product.id, values });
        c.get('logger').info({ reviewId: review.id, productId: product.id }, 'review submitted');
        return answer(
          c,
          'POST /api/reviews/product/:handle',
          { review } satisfies CreateReviewResponse,
          201,
        );
      },
    );
}

const adminQuerySchema = z
  .object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') })
  .strict();

/** Mounted at /api/admin/reviews (admin role, and the second factor when enrolled). */
export function createAdminReviewRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(auth, db))
    .use('*', noStore)
    .get('/', async (c) => {
      const { status } = parseWith(adminQuerySchema, c.req.query());
      return answer(c, 'GET /api/admin/reviews', {
        reviews: await findAdminReviews(db, status),
      } satisfies AdminReviewsResponse);
    })
    .post('/:id/status', async (c) => {
      const { user } = viewerOf(c);
      const { status } = await readBody(c, 'POST /api/admin/reviews/:id/status');
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('not_found', 'Review not found');
      const review = await moderateReview(deps, { id, status, actor: actorOf(c) });
      c.get('logger').info({ staff: user.id, reviewId: id, status }, 'staff moderated a review');
      return answer(c, 'POST /api/admin/reviews/:id/status', { review });
    });
}
