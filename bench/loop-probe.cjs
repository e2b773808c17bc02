// Preloaded into a bench server (`node --require bench/loop-probe.cjs …`, bench/tail.mjs): the
// event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution) and every garbage
// collection (a PerformanceObserver of 'gc' entries) over a measured window. SIGWINCH (not SIGUSR2:
// on PGlite the server takes a backup on SIGUSR2, ops/backup/backup-request.ts) writes what
// was seen since the last signal to LOOP_PROBE_FILE as JSON and starts a new window.
const { writeFileSync } = require('node:fs');
const { constants, monitorEventLoopDelay, PerformanceObserver } = require('node:perf_hooks');

const file = process.env.LOOP_PROBE_FILE;
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks',
};
let gc = {};
/** Pauses of 20 ms or more, with their time, to line them up with slow requests. */
let longPauses = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail?.kind] ?? String(entry.detail?.kind);
    gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 };
    const seen = gc[kind];
    seen.count += 1;
    seen.totalMs += entry.duration;
    seen.maxMs = Math.max(seen.maxMs, entry.duration);
    if (entry.duration >= 20 && longPauses.length < 50) {
      longPauses.push({ kind, ms: Math.round(entry.duration), at: Math.round(entry.startTime) });
    }
  }
}).observe({ entryTypes: ['gc'] });

let windowStart = performance.now();
process.on('SIGWINCH', () => {
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  const memory = process.memoryUsage();
  const report = {
    windowMs: Math.round(performance.now() - windowStart),
    loopDelayMs: {
      p50: ms(histogram.percentile(50)),
      p90: ms(histogram.percentile(90)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
      samples: histogram.count,
    },
    gc: Object.fromEntries(
      Object.entries(gc).map(([kind, s]) => [
        kind,
        { count: s.count, totalMs: Math.round(s.totalMs), maxMs: Math.round(s.maxMs) },
      ]),
    ),
    longPauses,
    memoryMb: {
      rss: Math.round(memory.rss / 1048576),
      heapUsed: Math.round(memory.heapUsed / 1048576),
      heapTotal: Math.round(memory.heapTotal / 1048576),
      external: Math.round(memory.external / 1048576),
      arrayBuffers: Math.round(memory.arrayBuffers / 1048576),
    },
  };
  if (file) writeFileSync(file, JSON.stringify(report));
  histogram.reset();
  gc = {};
  longPauses = [];
  windowStart = performance.now();
});
