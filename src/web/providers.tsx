import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { isApiError } from './lib/api-client';
import { useToasterWanted } from './lib/toast';

// The toaster is not needed until the first toast (lib/toast.ts): it and sonner load then, not
// with every page's hydration.
const ResponsiveToaster = lazy(() => import('./components/ui/responsive-toaster'));

function ToasterOnDemand() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ResponsiveToaster />
    </Suspense>
  );
}

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
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
