// Field data: a sampled page view's Core Web Vitals, measured with the browser's
// PerformanceObserver (the `web-vitals` library is not a dependency; these follow its
// definitions closely enough for a p75: LCP's last candidate before the first input, CLS's worst
// session window, INP as the worst interaction (the 98th percentile past 50 interactions), TTFB
// from the navigation entry), sent once as the page is hidden: the page type and the numbers,
// nothing about the visitor. The server checks it (core/schemas/vitals.ts). Started by app.tsx.
import {
  VITALS_METRIC_MAX,
  type VitalsMetric,
  type VitalsPageType,
  vitalsPageTypeOf,
} from '../../core/vitals';

export type VitalsBeaconBody = {
  pageType: VitalsPageType;
  metrics: { name: VitalsMetric; value: number }[];
};

export const VITALS_ENDPOINT = '/api/vitals';

type Shift = { startTime: number; value: number; hadRecentInput: boolean };

/** The largest session window of layout shifts (1 s gap, 5 s span), recent-input shifts left out. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** INP from the longest duration of each interaction: the worst, or one in 50 left out. */
export function interactionToNextPaint(durations: ReadonlyMap<number, number>): number | null {
  const sorted = [...durations.values()].sort((a, b) => b - a);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))] ?? null;
}

/** The beacon's body, or null when nothing was measured (or it would not pass the server). */
export function buildVitalsBeacon(
  pathname: string,
  values: Partial<Record<VitalsMetric, number | null>>,
): VitalsBeaconBody | null {
  const metrics = (Object.entries(values) as [VitalsMetric, number | null | undefined][])
    .filter((entry): entry is [VitalsMetric, number] => typeof entry[1] === 'number')
    .map(([name, value]) => ({
      name,
      value: name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value),
    }));
  if (metrics.length === 0) return null;
  // A value the server would refuse (core/schemas/vitals.ts) means a broken measurement.
  if (metrics.some(({ name, value }) => value < 0 || value > VITALS_METRIC_MAX[name])) return null;
  return { pageType: vitalsPageTypeOf(pathname), metrics };
}

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, extra = {}) {
  try {
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
    return observer;
  } catch {
    return null; // an entry type this browser does not have
  }
}

/** Measures this page view and sends its vitals once, when the page is first hidden. */
export function startVitals(): void {
  if (typeof PerformanceObserver !== 'function') return;
  // Only the landing page: later pages of the app are client navigations, not page loads.
  const pathname = location.pathname;
  let lcp: number | null = null;
  let lcpDone = false;
  const shifts: Shift[] = [];
  const interactions = new Map<number, number>();

  observe('largest-contentful-paint', (entries) => {
    if (lcpDone) return;
    const last = entries.at(-1);
    if (last) lcp = last.startTime;
  });
  const stopLcp = () => {
    lcpDone = true;
  };
  addEventListener('pointerdown', stopLcp, { once: true, capture: true });
  addEventListener('keydown', stopLcp, { once: true, capture: true });
  observe('layout-shift', (entries) => {
    for (const entry of entries) shifts.push(entry as unknown as Shift);
  });
  const recordInteractions = (entries: PerformanceEntry[]) => {
    for (const entry of entries) {
      const id = (entry as PerformanceEntry & { interactionId?: number }).interactionId;
      if (!id) continue;
      interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
    }
  };
  observe('event', recordInteractions, { durationThreshold: 16 });
  observe('first-input', recordInteractions);

  let sent = false;
  const send = (leaving: boolean) => {
    if (sent || !(leaving || document.visibilityState === 'hidden')) return;
    sent = true;
    const navigation = performance.getEntriesByType('navigation')[0] as
      | (PerformanceNavigationTiming & { activationStart?: number })
      | undefined;
    const ttfb = navigation
      ? Math.max(0, navigation.responseStart - (navigation.activationStart ?? 0))
      : null;
    const beacon = buildVitalsBeacon(pathname, {
      LCP: lcp,
      CLS: cumulativeLayoutShift(shifts),
      INP: interactionToNextPaint(interactions),
      TTFB: ttfb,
    });
    if (!beacon) return;
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    navigator.sendBeacon?.(VITALS_ENDPOINT, body);
  };
  addEventListener('visibilitychange', () => send(false), { capture: true });
  // Some browsers fire pagehide while the document still reads 'visible'.
  addEventListener('pagehide', () => send(true), { capture: true });
}
