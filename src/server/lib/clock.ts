/**
 * The one clock the shop reads for business time (renewal dates, reminders, the sandbox's
 * billing). Production uses the system time; tests and the ENABLE_TEST_ROUTES route move it
 * forward by an offset, so everything that asks "what day is it" agrees.
 */
export type Clock = {
  now: () => Date;
  /** Moves time forward (tests only); returns the new now. */
  advance: (ms: number) => Date;
  /** Milliseconds this clock runs ahead of the system time. */
  offsetMs: () => number;
};

export const DAY_MS = 24 * 60 * 60 * 1000;

export function createClock(options: { offsetMs?: number; system?: () => number } = {}): Clock {
  const system = options.system ?? Date.now;
  let offset = options.offsetMs ?? 0;
  return {
    now: () => new Date(system() + offset),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
      return new Date(system() + offset);
    },
    offsetMs: () => offset,
  };
}
