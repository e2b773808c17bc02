// The product page's reviews: approved reviews with their real count and
// average, and the form for a signed-in customer with a delivered order of the product. Loaded
// as its own chunk: it sits below the fold.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  describeReviewSummary,
  type PublicReviewDto,
  type ReviewSummaryDto,
} from '../../../core/api/reviews';
import { REVIEW_SUBMITTED_MESSAGE, reviewSchema } from '../../../core/schemas/review';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { StarRating } from '../../components/ui/star-rating';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useMeOrAnonymous } from '../../lib/session';
import { productReviewsQuery, reviewEligibilityQuery, useSubmitReview } from './reviews-api';

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
  return <ReviewForm handle={handle} />;
}

type FormInput = z.input<typeof reviewSchema>;
type FormOutput = z.output<typeof reviewSchema>;

function ReviewForm({ handle }: { handle: string }) {
  const submit = useSubmitReview(handle);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 0, title: '', body: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (['rating', 'title', 'body'].includes(field) && messages[0]) {
            form.setError(field as keyof FormInput, { message: messages[0] });
          }
        }
      }
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="write-review-heading"
      className="flex flex-col gap-4 rounded-2xl border border-border/70 bg-surface p-5"
    >
      <h3 id="write-review-heading" className="font-display text-h4">
        Write a review
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
            <legend className="mb-2 font-medium text-sm">Your rating</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="relative cursor-pointer">
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                    aria-label={`${n} star${n === 1 ? '' : 's'}`}
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-8 rounded text-accent peer-focus-visible:outline-2 peer-focus-visible:outline-ring',
                      Number(field.value) >= n ? 'fill-accent' : 'fill-transparent',
                    )}
                  />
                </label>
              ))}
            </div>
            {errors.rating?.message ? (
              <p id="review-rating-error" className="mt-1 text-destructive text-sm">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </FormField>
      <FormField label="Your review" error={errors.body?.message} required>
        <Textarea rows={5} {...form.register('body')} />
      </FormField>
      {submit.isError && !(isApiError(submit.error) && submit.error.fields) ? (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(submit.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Submit review'}
      </Button>
    </form>
  );
}
