import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../core/api/store-types';
import { api } from './api-client';

/** A visitor who is not signed in (also assumed while /api/me loads or fails). */
export const ANONYMOUS_ME: MeResponse = {
  user: null,
  roles: [],
  isAdmin: false,
  wholesaleStatus: null,
};

/** GET /api/me. Invalidate ['me'] after sign-in, sign-out or a wholesale status change. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => api('GET /api/me', { signal }),
  staleTime: 60_000,
});

/** The session query (data undefined while loading or on error). */
export function useMe() {
  return useQuery(meQuery);
}

/** The session, treated as anonymous while loading or when the API fails. */
export function useMeOrAnonymous(): MeResponse {
  const { data } = useMe();
  return data ?? ANONYMOUS_ME;
}
