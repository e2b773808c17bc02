// The product page's reviews: approved reviews with their real count and
// average, and the form for a signed-in customer with a delivered order of the product. Loaded
// as its own chunk: it sits below the fold. The form is a chunk of its own (review-form.tsx).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  describeReviewSummary,
  type PublicReviewDto,
  type ReviewSummaryDto,
} from '../../../core/api/reviews';
import { REVIEW_SUBMITTED_MESSAGE } from '../../../core/schemas/review-messages';
import { Container } from '../../components/ui/container';
import { StarRating } from '../../components/ui/star-rating';
import { formatDate } from '../../lib/format';
import { useMeOrAnonymous } from '../../lib/session';
import { productReviewsQuery, reviewEligibilityQuery } from './reviews-api';

/** Only an eligible buyer sees the form: its code (react-hook-form, zod) loads for them alone. */
const ReviewForm = lazy(() => import('./review-form'));

export const REVIEWS_ANCHOR = 'reviews';

/**
 * `summary` is the product's own (server-rendered with the page): the one source for the header's
 * line and this section, so neither contradicts the other before or after the list loads.
 */
export default function ProductReviews({
  handle,
  summary,
}: {
  handle: string;
  summary: ReviewSummaryDto;
}) {
  const { data } = useQuery(productReviewsQuery(handle));
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="product-reviews-heading" className="py-12">
      <Container>
        <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[1fr_1.4fr] lg:gap-12">
          <div className="flex flex-col gap-4">
            <h2 id="product-reviews-heading" className="text-h2">
              Customer reviews
            </h2>
            <p data-testid="review-summary" className="flex flex-wrap items-center gap-2">
              {summary.average !== null ? <StarRating rating={summary.average} size="md" /> : null}
              <span className="text-muted-foreground">{describeReviewSummary(summary)}</span>
            </p>
            <p className="text-muted-foreground text-sm">
              Only customers whose order of this product has been delivered can review it, and every
              review is checked by our team before it appears.
            </p>
            <ReviewFormGate handle={handle} />
          </div>
          <ul className="flex flex-col gap-4" aria-label="Reviews">
            {(data?.reviews ?? []).map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReviewDto }) {
  return (
    <li className="rounded-2xl border border-border/70 bg-surface p-5 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} size="sm" />
        <span className="text-muted-foreground text-xs">{formatDate(review.createdAt)}</span>
      </div>
      <h3 className="mt-2 font-semibold">{review.title}</h3>
      <p className="mt-1 whitespace-pre-line break-words text-foreground/85 leading-relaxed">
        {review.body}
      </p>
      <p className="mt-3 text-muted-foreground text-sm">{review.authorName} · Verified buyer</p>
    </li>
  );
}

function ReviewFormGate({ handle }: { handle: string }) {
  const me = useMeOrAnonymous();
  const signedIn = Boolean(me.user);
  const eligibility = useQuery({ ...reviewEligibilityQuery(handle), enabled: signedIn });
  if (!signedIn || !eligibility.data) return null;
  const { eligible, existing } = eligibility.data;
  if (existing) {
    return (
      <p role="status" className="rounded-xl bg-primary-soft p-4 text-sm">
        {existing.status === 'pending'
          ? REVIEW_SUBMITTED_MESSAGE
          : existing.status === 'approved'
            ? 'Thank you for your review.'
            : 'Your review was not published.'}
      </p>
    );
  }
  if (!eligible) return null;
  return (
    <Suspense fallback={null}>
      <ReviewForm handle={handle} />
    </Suspense>
  );
}
