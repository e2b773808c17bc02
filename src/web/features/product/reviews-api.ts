import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateReviewResponse,
  ProductReviewsResponse,
  ReviewEligibilityResponse,
} from '../../../core/api/reviews';
import type { ReviewValues } from '../../../core/schemas/review';
import { apiFetch } from '../../lib/api-client';

/** GET /api/reviews/product/:handle: approved reviews and their count and average. */
export function productReviewsQuery(handle: string) {
  return {
    queryKey: ['reviews', handle],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<ProductReviewsResponse>(`/api/reviews/product/${encodeURIComponent(handle)}`, {
        signal,
      }),
    staleTime: 60_000,
  };
}

/** GET /api/reviews/eligibility/:handle (signed in only). */
export function reviewEligibilityQuery(handle: string) {
  return {
    queryKey: ['reviews', handle, 'eligibility'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<ReviewEligibilityResponse>(
        `/api/reviews/eligibility/${encodeURIComponent(handle)}`,
        { signal },
      ),
    staleTime: 60_000,
  };
}

/** POST /api/reviews/product/:handle */
export function useSubmitReview(handle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReviewValues) =>
      apiFetch<CreateReviewResponse>(`/api/reviews/product/${encodeURIComponent(handle)}`, {
        method: 'POST',
        json: values,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews', handle] }),
  });
}
