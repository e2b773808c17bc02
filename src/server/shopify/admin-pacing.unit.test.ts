/**
 * The process's pace with a store's Admin API bucket (admin-pacing.ts), on a fake clock: what the
 * last report says, restored at its rate, less what was sent since; people first; the background
 * leaves a quarter of the bucket and has at most a tenth unanswered.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPacer, PaceBudgetSpent } from './admin-pacing';

const STANDARD = { maximumAvailable: 2000, restoreRate: 100 };
const report = (currentlyAvailable: number) => ({ ...STANDARD, currentlyAvailable });

let pacer: AdminPacer;
beforeEach(() => {
  vi.useFakeTimers();
  pacer = new AdminPacer(() => Date.now());
});
afterEach(() => vi.useRealTimers());

/** Resolves to the order in which the given takes were granted (by label). */
function recordGrants(takes: [label: string, promise: Promise<number>][]) {
  const granted: string[] = [];
  for (const [label, promise] of takes) {
    promise.then(
      () => granted.push(label),
      () => granted.push(`${label} refused`),
    );
  }
  return granted;
}

describe('the Admin API pace', () => {
  it('sends a person at once before any report, and after one, when the bucket holds the cost', async () => {
    const first = await pacer.take(10, 'person', 10_000);
    pacer.settle(first, report(15));
    // 15 points: one mutation now; the next waits (10 − 5) / 100 = 50 ms.
    const second = await pacer.take(10, 'person', 10_000);
    const granted = recordGrants([['third', pacer.take(10, 'person', 10_000)]]);
    await vi.advanceTimersByTimeAsync(49);
    expect(granted).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(granted).toEqual(['third']);
    expect(pacer.available()).toBeCloseTo(15 + 5.1 - 20, 5);
    pacer.settle(second, null);
    expect(pacer.available()).toBeCloseTo(15 + 5.1 - 10, 5);
  });

  it('lets a person overtake background work waiting for room', async () => {
    pacer.settle(await pacer.take(10, 'person', 10_000), report(500));
    // 500 points, all the people's reserve: the background waits for 10 more to restore.
    const granted = recordGrants([
      ['sweep', pacer.take(10, 'background', 60_000)],
      ['person', pacer.take(10, 'person', 10_000)],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['person']);
    // Now 490: 20 short of reserve + cost, 200 ms at 100 a second.
    await vi.advanceTimersByTimeAsync(199);
    expect(granted).toEqual(['person']);
    await vi.advanceTimersByTimeAsync(2);
    expect(granted).toEqual(['person', 'sweep']);
  });

  it('has the background learn the bucket from one call before it sends more', async () => {
    const first = await pacer.take(10, 'background', 60_000);
    const granted = recordGrants([['second', pacer.take(10, 'background', 60_000)]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(granted).toEqual([]);
    pacer.settle(first, report(1990));
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['second']);
  });

  it('keeps at most a tenth of the bucket unanswered in the background', async () => {
    pacer.settle(await pacer.take(10, 'background', 60_000), report(2000));
    const tickets: number[] = [];
    for (let i = 0; i < 20; i++) tickets.push(await pacer.take(10, 'background', 60_000));
    // 200 points unanswered: the 21st waits for an answer, though the bucket would hold it.
    const granted = recordGrants([['21st', pacer.take(10, 'background', 60_000)]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(granted).toEqual([]);
    pacer.settle(tickets[0] as number, report(1500));
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['21st']);
  });

  it('refuses a call whose budget runs out while it waits', async () => {
    pacer.settle(await pacer.take(10, 'person', 10_000), report(0));
    const waiting = pacer.take(10, 'person', 80);
    const refusal = expect(waiting).rejects.toBeInstanceOf(PaceBudgetSpent);
    await vi.advanceTimersByTimeAsync(81);
    await refusal;
  });

  it('keeps the newest report when answers come back out of order', async () => {
    const older = await pacer.take(10, 'person', 10_000);
    const newer = await pacer.take(10, 'person', 10_000);
    pacer.settle(newer, report(1000));
    pacer.settle(older, report(1800));
    expect(pacer.available()).toBe(1000);
  });
});
