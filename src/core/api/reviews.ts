// Request and response shapes of the product review routes.

export type ReviewStatusDto = 'pending' | 'approved' | 'rejected';

/** The approved reviews' count and average (one decimal place), from the database only. */
export type ReviewSummaryDto = { count: number; average: number | null };

export type PublicReviewDto = {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
};

/** The browser's query keys of the review routes (the server render embeds `product`'s). */
export const reviewQueryKeys = {
  /** GET /api/reviews/product/:handle: approved reviews with their count and average. */
  product: (handle: string) => ['reviews', handle] as const,
  /** GET /api/reviews/eligibility/:handle (signed in). */
  eligibility: (handle: string) => ['reviews', handle, 'eligibility'] as const,
};

/** GET /api/reviews/product/:handle */
export type ProductReviewsResponse = {
  summary: ReviewSummaryDto;
  reviews: PublicReviewDto[];
};

/**
 * GET /api/reviews/eligibility/:handle (signed in): whether this account may review the product
 * (a delivered order of it) and whether it already has.
 */
export type ReviewEligibilityResponse = {
  eligible: boolean;
  existing: { status: ReviewStatusDto; rating: number } | null;
};

/** POST /api/reviews/:handle → 201 */
export type CreateReviewResponse = { review: { id: string; status: ReviewStatusDto } };

export type AdminReviewDto = PublicReviewDto & {
  status: ReviewStatusDto;
  productHandle: string;
  productTitle: string;
  email: string;
  moderatedAt: string | null;
};

/** GET /api/admin/reviews?status= */
export type AdminReviewsResponse = { reviews: AdminReviewDto[] };

/** The summary as text: '4.5 out of 5 from 2 reviews', 'No reviews yet'. */
export function describeReviewSummary(summary: ReviewSummaryDto): string {
  if (summary.count === 0 || summary.average === null) return 'No reviews yet';
  const noun = summary.count === 1 ? 'review' : 'reviews';
  return `${summary.average.toFixed(1)} out of 5 from ${summary.count} ${noun}`;
}

/** Average of whole-star ratings to one decimal place, half up (4.45 → 4.5); null when none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((a, b) => a + b, 0);
  // Integer arithmetic: tenths = round(sum * 10 / n) with halves up.
  return Math.floor((sum * 20 + ratings.length) / (2 * ratings.length)) / 10;
}

/** '2 reviews', '1 review', 'No reviews yet' (the product page's line under the title). */
export function describeReviewCount(count: number): string {
  if (count === 0) return 'No reviews yet';
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
