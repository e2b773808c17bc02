// Product reviews: who may write one (a delivered order of the product),
// storing it for moderation, staff decisions, and the approved reviews a product page shows.
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminReviewDto,
  ProductReviewsResponse,
  PublicReviewDto,
  ReviewStatusDto,
  ReviewSummaryDto,
} from '../../core/api/reviews';
import {
  REVIEW_DUPLICATE_MESSAGE,
  REVIEW_NOT_ELIGIBLE_MESSAGE,
  type ReviewValues,
} from '../../core/schemas/review';
import type { AppDeps } from '../app-deps';
import { type AuditActor, recordAudit } from '../audit/service';
import { notifyCatalogueChanged } from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { productReviews } from '../db/schema/reviews';
import { AppError } from '../http/errors';

/** A published product by handle (reviews are for products the shop shows). */
export async function findReviewableProduct(
  db: Database,
  handle: string,
): Promise<{ id: string; title: string }> {
  const [row] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.handle, handle), eq(products.published, true)))
    .limit(1);
  if (!row) throw new AppError('product_not_found', 'Product not found', { status: 404 });
  return row;
}

/** True when this account has an order of the product whose status is 'delivered'. */
export async function hasDeliveredOrderOf(
  db: Database,
  userId: string,
  productId: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (
      select 1 from orders o
      join order_items i on i.order_id = o.id
      where o.user_id = ${userId} and o.status = 'delivered' and i.product_id = ${productId}
    ) as ok`)) as unknown as { rows: { ok: boolean }[] };
  return Boolean(result.rows[0]?.ok);
}

/** "Amira K.": the first name and the last name's initial, else the account name. */
export function reviewAuthorName(user: {
  name: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return user.name.trim() || 'Customer';
}

export async function findOwnReview(db: Database, userId: string, productId: string) {
  const [row] = await db
    .select({ id: productReviews.id, status: productReviews.status, rating: productReviews.rating })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a pending review. 403 review_not_eligible without a delivered order of the product,
 * 409 review_exists when this account has already reviewed it (one per customer and product).
 */
export async function createReview(
  db: Database,
  input: { userId: string; productId: string; values: ReviewValues },
): Promise<{ id: string; status: ReviewStatusDto }> {
  if (!(await hasDeliveredOrderOf(db, input.userId, input.productId))) {
    throw new AppError('review_not_eligible', REVIEW_NOT_ELIGIBLE_MESSAGE, { status: 403 });
  }
  const [user] = await db
    .select({ name: users.name, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  const [row] = await db
    .insert(productReviews)
    .values({
      productId: input.productId,
      userId: input.userId,
      authorName: reviewAuthorName(user),
      rating: input.values.rating,
      title: input.values.title,
      body: input.values.body,
    })
    .onConflictDoNothing()
    .returning({ id: productReviews.id, status: productReviews.status });
  if (!row) throw new AppError('review_exists', REVIEW_DUPLICATE_MESSAGE, { status: 409 });
  return row;
}

/** Count and average (one decimal, half up) of a product's approved reviews. */
export async function findReviewSummary(
  db: Database,
  productId: string,
): Promise<ReviewSummaryDto> {
  const result = (await db.execute(sql`
    select count(*)::int as count, round(avg(rating)::numeric, 1)::float8 as average
    from product_reviews where product_id = ${productId} and status = 'approved'`)) as unknown as {
    rows: { count: number; average: number | null }[];
  };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), average: row?.average ?? null };
}

/** A product's approved reviews, newest first (at most 50). */
export async function findApprovedReviews(
  db: Database,
  productId: string,
): Promise<PublicReviewDto[]> {
  const rows = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
    .orderBy(desc(productReviews.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    authorName: r.authorName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * GET /api/reviews/product/:handle's answer and the product's id (the page cache tags the page
 * with it), or null when no published product has that handle.
 */
export async function readProductReviews(
  db: Database,
  handle: string,
): Promise<{ productId: string; reviews: ProductReviewsResponse } | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.handle, handle), eq(products.published, true)))
    .limit(1);
  if (!product) return null;
  const [summary, reviews] = await Promise.all([
    findReviewSummary(db, product.id),
    findApprovedReviews(db, product.id),
  ]);
  return { productId: product.id, reviews: { summary, reviews } };
}

/** Reviews for the admin queue, by status (pending first by default), oldest first. */
export async function findAdminReviews(
  db: Database,
  status: ReviewStatusDto,
): Promise<AdminReviewDto[]> {
  const rows = await db
    .select({
      review: productReviews,
      productHandle: products.handle,
      productTitle: products.title,
      email: users.email,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(eq(productReviews.status, status))
    .orderBy(productReviews.createdAt)
    .limit(200);
  return rows.map(({ review: r, productHandle, productTitle, email }) => ({
    id: r.id,
    authorName: r.authorName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    productHandle,
    productTitle,
    email,
    moderatedAt: r.moderatedAt?.toISOString() ?? null,
  }));
}

/**
 * Staff decision on a review. The product page's figures come from the catalogue read, so the
 * change signals the catalogue cache in its transaction and empties this process's copy.
 */
export async function moderateReview(
  deps: AppDeps,
  input: { id: string; status: 'approved' | 'rejected'; actor: AuditActor },
): Promise<{ id: string; status: ReviewStatusDto }> {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: productReviews.status, productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.id, input.id));
    const [updated] = await tx
      .update(productReviews)
      .set({ status: input.status, moderatedBy: input.actor.id, moderatedAt: new Date() })
      .where(eq(productReviews.id, input.id))
      .returning({ id: productReviews.id, status: productReviews.status });
    if (updated) {
      await recordAudit(tx, input.actor, {
        action: 'review.moderate',
        entityType: 'review',
        entityId: updated.id,
        summary: `Review ${input.status}`,
        before: { status: before?.status },
        after: { status: updated.status },
      });
      // The figures show on the product's page only (not on cards): its pages.
      await notifyCatalogueChanged(tx, before ? { productIds: [before.productId] } : undefined);
    }
    return updated ? { ...updated, productId: before?.productId } : undefined;
  });
  if (!row) throw new AppError('not_found', 'Review not found', { status: 404 });
  deps.catalogue.invalidate(row.productId ? { productIds: [row.productId] } : undefined);
  return { id: row.id, status: row.status };
}
