import {
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { isEarlyTap, replayClick, replayInOrder, takeEarlyTaps } from '../lib/early-taps';
import { isHydrating, queueHydrationTurn } from '../lib/hydration';
import { giveBackTypedValues, type TypedValue, takeTypedValues } from '../lib/typed-before-live';

/** Props for a section whose hydration waits. */
export type DeferredHydrationProps = {
  children: ReactNode;
  /** Loads the section's code (a lazy chunk) before it hydrates. */
  preload?: () => Promise<unknown>;
  className?: string;
  /**
   * When the section hydrates on the page's first load:
   * - `near` (the default): once the shopper scrolls near it, points at it, touches it or moves
   *   focus into it (below the fold);
   * - `soon`: in its turn right after the page's first commit, one section per browser task
   *   (above the fold: the header, the buy box), or at once when the shopper reaches for it.
   */
  when?: 'near' | 'soon';
  /** With `when="soon"`: hydrates before the sections already waiting (the buy box). */
  first?: boolean;
};

/** How far outside the viewport a section starts to hydrate (about a phone screen). */
const NEAR_MARGIN = '600px 0px';
const WAKE_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;
/** Controls whose click is replayed once the section is live. */
const CLICKABLE = 'button, [role="button"], summary, label, input, select';

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

/**
 * Runs once the section's components are live: marks it `data-hydration="live"` (journeys wait
 * for it) and replays the taps the shopper made on controls of the still-inert markup, on the
 * very nodes they tapped (hydration keeps the nodes): every tap the early-taps script kept, in
 * order, or else the last click this section kept itself.
 */
function LiveMark({
  section,
  pendingClick,
  onLive,
  typed,
}: {
  section: RefObject<HTMLDivElement | null>;
  pendingClick: RefObject<HTMLElement | null>;
  onLive: RefObject<(() => void) | null>;
  /** Text typed into the section's fields before it went live (lib/typed-before-live.ts). */
  typed: RefObject<TypedValue[]>;
}) {
  // A layout effect: it runs in the commit itself, so a click dispatched after hydration already
  // sees the section live and is not replayed a second time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onLive is a ref, read when the section goes live
  useLayoutEffect(() => {
    if (section.current) section.current.dataset.hydration = 'live';
    giveBackTypedValues(typed.current);
    typed.current = [];
    onLive.current?.();
    const target = pendingClick.current;
    pendingClick.current = null;
    const early = section.current ? takeEarlyTaps(section.current) : [];
    if (early.length > 0) replayInOrder(early);
    else if (target) replayClick(target);
  }, [section, pendingClick]);
  return null;
}

/** Suspends (during hydration only) until the gate opens. */
function HydrationGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.isOpen()) throw gate.promise;
  return children;
}

/**
 * A section of a server-rendered page that hydrates later than the rest. On the page's first load
 * its components do not run: Preact keeps the server's markup as it is (a suspended hydration)
 * and hydrates it in place, the same DOM nodes, when `when` says; a below-the-fold section's code
 * is fetched when the browser is idle. Until then its links work as plain links and a click on a
 * control is replayed once it is live. On client navigations the section renders at once. See
 * docs/decisions/043-deferred-hydration-and-system-body-font.md and
 * docs/decisions/048-first-paint-in-few-requests.md ("Hydration in turns").
 */
export function DeferredHydration({
  children,
  preload,
  className,
  when = 'near',
  first = false,
}: DeferredHydrationProps) {
  const ref = useRef<HTMLDivElement>(null);
  /** A control clicked before the section was live (links navigate on their own). */
  const pendingClick = useRef<HTMLElement | null>(null);
  /** Tells the turn queue the section is live (sections hydrating in turn only). */
  const onLive = useRef<(() => void) | null>(null);
  const typed = useRef<TypedValue[]>([]);
  const [gate] = useState(() => (isHydrating() ? createGate() : null));

  useEffect(() => {
    if (!gate || gate.isOpen()) return;
    const element = ref.current;
    // What the visitor typed into the inert markup is taken as the section goes live.
    const open = () => {
      if (element) typed.current = takeTypedValues(element);
      gate.open();
    };
    const observer =
      when === 'soon' || typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
            rootMargin: NEAR_MARGIN,
          });
    let started = false;
    function wake() {
      if (started) return;
      started = true;
      observer?.disconnect();
      // A chunk that fails to load still hydrates: the route's error boundary explains it.
      (preload ? preload() : Promise.resolve()).then(open, open);
    }
    // A control clicked while the section is inert is clicked again once it is live.
    function holdClick(event: MouseEvent) {
      if (element?.dataset.hydration === 'live') return;
      if (isEarlyTap(event)) {
        wake();
        return;
      }
      const control = (event.target as Element | null)?.closest<HTMLElement>(CLICKABLE);
      if (!control || control.closest('a[href]')) return;
      pendingClick.current = control;
      wake();
    }
    if (!element || (when === 'near' && !observer)) {
      wake();
      return;
    }
    const turn = when === 'soon' ? queueHydrationTurn(wake, { first }) : null;
    onLive.current = turn?.settle ?? null;
    observer?.observe(element);
    for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { passive: true });
    element.addEventListener('click', holdClick);
    // Fetch the section's code while the browser is idle, so hydrating it later is quick.
    if (preload && when === 'near') {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      idle(() => void preload().catch(() => {}));
    }
    return () => {
      observer?.disconnect();
      turn?.cancel();
      turn?.settle();
      for (const type of WAKE_EVENTS) element.removeEventListener(type, wake);
      element.removeEventListener('click', holdClick);
    };
  }, [gate, preload, when, first]);

  // The gate's child is one element: a suspended hydration keeps exactly one DOM node. It takes no
  // box of its own (display: contents); with className="contents" neither does the section, so
  // a sticky header or a grid cell lays out as if it were not wrapped.
  return (
    <div ref={ref} className={className} data-deferred="">
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>
          <div className="contents">
            {children}
            <LiveMark section={ref} pendingClick={pendingClick} onLive={onLive} typed={typed} />
          </div>
        </HydrationGate>
      </Suspense>
    </div>
  );
}
