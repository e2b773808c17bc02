import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { isHydrating } from '../lib/hydration';

/** Props for a section whose hydration waits until the shopper comes near it. */
export type DeferredHydrationProps = {
  children: ReactNode;
  /** Loads the section's code (a lazy chunk) before it hydrates. */
  preload?: () => Promise<unknown>;
  className?: string;
};

/** How far outside the viewport a section starts to hydrate (about a phone screen). */
const NEAR_MARGIN = '600px 0px';
const WAKE_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

type Gate = { promise: Promise<void>; open: () => void; isOpen: () => boolean };

function createGate(): Gate {
  let opened = false;
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    promise,
    open: () => {
      opened = true;
      resolve();
    },
    isOpen: () => opened,
  };
}

/** Marks the section `data-hydration="live"` once its components run (journeys wait for it). */
function LiveMark({ section }: { section: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (section.current) section.current.dataset.hydration = 'live';
  }, [section]);
  return null;
}

/** Suspends (during hydration only) until the gate opens. */
function HydrationGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.isOpen()) throw gate.promise;
  return children;
}

/**
 * A below-the-fold section of a server-rendered page. On the page's first load its components
 * do not run: Preact keeps the server's markup as it is (a suspended hydration) and hydrates it in
 * place, the same DOM nodes, once the shopper scrolls near it, points at it or moves focus into
 * it; its code is fetched when the browser is idle. Until then its links work as plain links. On
 * client navigations the section renders at once. See docs/decisions.md "Deferred hydration,
 * session 6".
 */
export function DeferredHydration({ children, preload, className }: DeferredHydrationProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (isHydrating() ? createGate() : null));

  useEffect(() => {
    if (!gate || gate.isOpen()) return;
    const element = ref.current;
    let started = false;
    const wake = () => {
      if (started) return;
      started = true;
      cleanup();
      // A chunk that fails to load still hydrates: the route's error boundary explains it.
      (preload ? preload() : Promise.resolve()).then(gate.open, gate.open);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
            rootMargin: NEAR_MARGIN,
          });
    const cleanup = () => {
      observer?.disconnect();
      for (const type of WAKE_EVENTS) element?.removeEventListener(type, wake);
    };
    if (!element || !observer) {
      wake();
      return;
    }
    observer.observe(element);
    for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { passive: true });
    // Fetch the section's code while the browser is idle, so hydrating it later is quick.
    if (preload) {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      idle(() => void preload().catch(() => {}));
    }
    return cleanup;
  }, [gate, preload]);

  // The gate's child is one element: a suspended hydration keeps exactly one DOM node.
  return (
    <div ref={ref} className={className} data-deferred="">
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>
          <div>
            {children}
            <LiveMark section={ref} />
          </div>
        </HydrationGate>
      </Suspense>
    </div>
  );
}
