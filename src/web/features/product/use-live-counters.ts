import { useEffect, useState } from 'react';
import {
  INITIAL_LIVE_COUNTERS,
  type LiveCounters,
  nextTickDelayMs,
  type RandomSource,
  tickCounters,
} from '../../../core/social-proof/live-counters';

/**
 * The simulated live counters (storefront §4): start at the spec's values and tick every 5 to 6
 * seconds at random. Does nothing while `enabled` is false (social proof switched off).
 */
export function useLiveCounters(
  enabled: boolean,
  random: RandomSource = Math.random,
): LiveCounters {
  const [counters, setCounters] = useState<LiveCounters>(INITIAL_LIVE_COUNTERS);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setCounters((current) => tickCounters(current, random));
        schedule();
      }, nextTickDelayMs(random));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [enabled, random]);
  return counters;
}
