import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from '../../../core/api/reviews';
import type { ReviewValues } from '../../../core/schemas/review';
import { api } from '../../lib/api-client';

/** GET /api/reviews/product/:handle: approved reviews and their count and average. */
export function productReviewsQuery(handle: string) {
  return {
    queryKey: reviewQueryKeys.product(handle),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api('GET /api/reviews/product/:handle', { params: { handle }, signal }),
    staleTime: 60_000,
  };
}

/** GET /api/reviews/eligibility/:handle (signed in only). */
export function reviewEligibilityQuery(handle: string) {
  return {
    queryKey: reviewQueryKeys.eligibility(handle),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api('GET /api/reviews/eligibility/:handle', { params: { handle }, signal }),
    staleTime: 60_000,
  };
}

/** POST /api/reviews/product/:handle */
export function useSubmitReview(handle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReviewValues) =>
      api('POST /api/reviews/product/:handle', { params: { handle }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueryKeys.product(handle) }),
  });
}
