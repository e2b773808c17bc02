import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayInOrder, takeEarlyTaps } from './early-taps';

afterEach(() => {
  vi.useRealTimers();
});

/** A control as the replay sees it: connected or not, and what its click did. */
function control(name: string, clicked: string[], isConnected = true) {
  return {
    tagName: 'BUTTON',
    isConnected,
    click: () => clicked.push(name),
  } as unknown as HTMLElement;
}

describe('early taps: the app side', () => {
  it('replays the taps in order, one per task, and skips a control that is gone', () => {
    vi.useFakeTimers();
    const clicked: string[] = [];
    replayInOrder([
      control('option', clicked),
      control('gone', clicked, false),
      control('add', clicked),
    ]);
    // The first at once; each next one only after the previous click's update has rendered.
    expect(clicked).toEqual(['option']);
    vi.advanceTimersToNextTimer();
    expect(clicked).toEqual(['option']);
    vi.advanceTimersToNextTimer();
    expect(clicked).toEqual(['option', 'add']);
  });

  it('has no taps to take without the early script (no window, or none loaded)', () => {
    expect(takeEarlyTaps({} as Element)).toEqual([]);
  });
});
