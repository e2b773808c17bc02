import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredHydration } from '../../components/deferred-hydration';
import { PageSpinner } from '../../components/ui/spinner';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { AnnouncementBar } from './announcement-bar';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';

// The footer is always below the fold (<main> is at least a viewport tall), so its code loads
// after the first paint (bundle budget), while the browser is idle, and it hydrates when the
// shopper nears it (its links work as plain links until then). If its chunk cannot load (a
// deploy replaced it), the page simply has no footer rather than an error page.
const Footer = lazyWithPreload(() =>
  import('./footer').then(
    (module): { default: () => ReactNode } => ({ default: module.Footer }),
    () => ({ default: () => null }),
  ),
);

/** Skip link, announcement bar, sticky header, <main id="main">, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-primary px-5 py-2.5 font-medium text-primary-foreground text-sm shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <AnnouncementBar />
      {/* Hydrated in its own turn after the first commit: the page's hydration is not one long task. */}
      <DeferredHydration when="soon" className="contents">
        <Header />
      </DeferredHydration>
      {/* min-h keeps the footer below the fold while a page loads, so it never shifts into view (CLS). */}
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[100svh] flex-1 flex-col focus:outline-none"
      >
        {children}
      </main>
      {/* A box of its own (not `contents`): hydrating when near needs one to observe. */}
      <DeferredHydration preload={Footer.preload}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </DeferredHydration>
    </div>
  );
}

/** The root route's element: the frame around the current page. */
export function RootLayout() {
  return (
    <>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads: the same frame, so nothing jumps. */
export function RootHydrateFallback() {
  return (
    <SiteFrame>
      <PageSpinner label="Loading page" className="min-h-[60vh]" />
    </SiteFrame>
  );
}
