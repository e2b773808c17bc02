// Review moderation: pending reviews first; approve publishes one on its
// product page (count, average and JSON-LD), reject keeps it off. Each decision is logged.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { AdminReviewDto, ReviewStatusDto } from '../../../core/api/reviews';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { StarRating } from '../../components/ui/star-rating';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';

const FILTERS: ReviewStatusDto[] = ['pending', 'approved', 'rejected'];
const STATUS_BADGE: Record<ReviewStatusDto, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

const reviewsQuery = (status: ReviewStatusDto) => ({
  queryKey: ['admin', 'reviews', status],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('GET /api/admin/reviews', { query: { status }, signal }),
});

function ReviewCard({ review }: { review: AdminReviewDto }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (status: 'approved' | 'rejected') =>
      api('POST /api/admin/reviews/:id/status', { params: { id: review.id }, body: { status } }),
    onSuccess: (_data, status) => {
      toast.success(status === 'approved' ? 'Review approved' : 'Review rejected');
      return queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  return (
    <li className="rounded-xl border border-border bg-surface p-5" data-testid="admin-review">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-display text-lg">{review.productTitle}</p>
          <p className="break-words text-muted-foreground text-sm">
            {review.authorName} · {review.email} · {formatDate(review.createdAt)}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[review.status]} className="capitalize">
          {review.status}
        </Badge>
      </div>
      <div className="mt-3">
        <StarRating rating={review.rating} size="sm" />
      </div>
      <p className="mt-2 font-semibold">{review.title}</p>
      <p className="mt-1 whitespace-pre-line break-words text-sm">{review.body}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {review.status !== 'approved' ? (
          <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate('approved')}>
            <Check aria-hidden="true" />
            Approve
          </Button>
        ) : null}
        {review.status !== 'rejected' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate('rejected')}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function ReviewsPanel() {
  const [status, setStatus] = useState<ReviewStatusDto>('pending');
  const { data, isPending, isError, error } = useQuery(reviewsQuery(status));
  return (
    <section aria-labelledby="admin-reviews-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-reviews-heading" className="font-display text-h4">
          Product reviews
        </h2>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show reviews</legend>
          {FILTERS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === status ? 'primary' : 'outline'}
              aria-pressed={value === status}
              onClick={() => setStatus(value)}
              className="capitalize"
            >
              {value}
            </Button>
          ))}
        </fieldset>
      </div>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {error.message}
        </p>
      ) : data.reviews.length === 0 ? (
        <p className="text-muted-foreground">No {status} reviews.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
