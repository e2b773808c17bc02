import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueHydrationTurn, whenHydrationSettles } from './hydration';

afterEach(() => {
  vi.useRealTimers();
});

describe('hydration in turns', () => {
  it('opens one section per task, in the order they queued, and settles when all are live', () => {
    vi.useFakeTimers();
    const opened: string[] = [];
    const header = queueHydrationTurn(() => opened.push('header'));
    const gallery = queueHydrationTurn(() => opened.push('gallery'));
    const buyBox = queueHydrationTurn(() => opened.push('buy box'));
    let ready = false;
    whenHydrationSettles(() => {
      ready = true;
    });

    expect(opened).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(opened).toEqual(['header']);
    vi.advanceTimersToNextTimer();
    expect(opened).toEqual(['header', 'gallery']);
    vi.advanceTimersToNextTimer();
    expect(opened).toEqual(['header', 'gallery', 'buy box']);

    header.settle();
    gallery.settle();
    gallery.settle();
    expect(ready).toBe(false);
    buyBox.settle();
    expect(ready).toBe(true);
  });

  it('skips a cancelled section and settles at once when none is waiting', () => {
    vi.useFakeTimers();
    const opened: string[] = [];
    const gone = queueHydrationTurn(() => opened.push('gone'));
    const kept = queueHydrationTurn(() => opened.push('kept'));
    gone.cancel();
    gone.settle();
    vi.runAllTimers();
    expect(opened).toEqual(['kept']);
    kept.settle();
    let ready = false;
    whenHydrationSettles(() => {
      ready = true;
    });
    expect(ready).toBe(true);
  });

  it('opens a section queued first before those already waiting (the buy box before the header)', () => {
    vi.useFakeTimers();
    const opened: string[] = [];
    const header = queueHydrationTurn(() => opened.push('header'));
    const gallery = queueHydrationTurn(() => opened.push('gallery'));
    const buyBox = queueHydrationTurn(() => opened.push('buy box'), { first: true });
    vi.runAllTimers();
    expect(opened).toEqual(['buy box', 'header', 'gallery']);
    for (const turn of [header, gallery, buyBox]) turn.settle();
  });
});
