import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WholesaleApplicationInput,
  WholesaleApplicationValues,
} from '../../../core/schemas/wholesale';
import { api } from '../../lib/api-client';
import { meQuery } from '../../lib/session';

export type {
  WholesaleApplicationDto,
  WholesaleApplicationResponse,
} from '../../../core/api/wholesale';

/** The account fields a visitor sends with the application (a signed-in user sends none). */
export const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export type BusinessApplicationValues = Omit<
  WholesaleApplicationValues,
  (typeof ACCOUNT_FIELDS)[number]
>;

/** GET /api/wholesale/application: the signed-in user's application, or null. */
export const wholesaleApplicationQuery = queryOptions({
  queryKey: ['wholesale', 'application'],
  queryFn: ({ signal }) => api('GET /api/wholesale/application', { signal }),
  staleTime: 30_000,
});

/** GET /api/wholesale/products: trade pricing (approved wholesale accounts only; 401/403 else). */
export const wholesaleProductsQuery = queryOptions({
  queryKey: ['wholesale', 'products'],
  queryFn: ({ signal }) => api('GET /api/wholesale/products', { signal }),
});

/**
 * POST /api/wholesale/applications. A visitor sends the account fields too (the server creates
 * the account, the application, and signs them in); a signed-in user sends the business fields.
 * Stores the answer as the current application and refreshes the session (['me']).
 */
export function useSubmitWholesaleApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WholesaleApplicationValues | BusinessApplicationValues) =>
      api('POST /api/wholesale/applications', { body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(wholesaleApplicationQuery.queryKey, {
        application: data.application,
      });
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

/** Strips the account fields (for a signed-in applicant). */
export function selectBusinessFields(
  values: WholesaleApplicationValues | WholesaleApplicationInput,
): BusinessApplicationValues {
  const {
    firstName: _f,
    lastName: _l,
    email: _e,
    password: _p,
    ...business
  } = values as WholesaleApplicationValues;
  return business;
}
