import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { isApiError } from './lib/api-client';

// The toaster is not needed for the first paint: it loads in its own chunk (bundle budget).
const ResponsiveToaster = lazy(() => import('./components/ui/responsive-toaster'));

/** Queries: fresh for 60 s, one retry (none for 4xx answers). Mutations never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** `client`: a cache already seeded (server render, or the embedded data on the client). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ResponsiveToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
