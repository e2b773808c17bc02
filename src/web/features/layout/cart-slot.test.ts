import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrimedPricing } from '../cart/use-cart-pricing';
import { DRAWER_WAITS_FOR_PRICES_MS, showWhenPriced } from './cart-slot';

/** A primed price request the test answers and settles by hand. */
function primed() {
  let answered = false;
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const pricing: PrimedPricing = { settled, answered: () => answered };
  return {
    pricing,
    answer: () => {
      answered = true;
    },
    settle,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// The drawer renders once, priced (docs/decisions/145-drawer-priced-from-the-tap.md): each render
// of it costs a phone a few hundred ms, so it does not render the estimates first when the
// server's figures are about to be read.
describe('showWhenPriced', () => {
  it('shows once the prices are in, and only once', async () => {
    const { pricing, answer, settle } = primed();
    const show = vi.fn();
    showWhenPriced(pricing, show);
    answer();
    settle();
    await vi.advanceTimersByTimeAsync(10);
    expect(show).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DRAWER_WAITS_FOR_PRICES_MS * 3);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows the estimates after the wait when the server has not answered', async () => {
    const { pricing } = primed();
    const show = vi.fn();
    showWhenPriced(pricing, show);
    await vi.advanceTimersByTimeAsync(DRAWER_WAITS_FOR_PRICES_MS - 1);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits for an answer whose body is not read yet, rather than render the estimates first', async () => {
    const { pricing, answer, settle } = primed();
    const show = vi.fn();
    showWhenPriced(pricing, show);
    answer();
    await vi.advanceTimersByTimeAsync(DRAWER_WAITS_FOR_PRICES_MS);
    expect(show).not.toHaveBeenCalled();
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('still shows within twice the wait if an answered body is never read', async () => {
    const { pricing, answer } = primed();
    const show = vi.fn();
    showWhenPriced(pricing, show);
    answer();
    await vi.advanceTimersByTimeAsync(2 * DRAWER_WAITS_FOR_PRICES_MS - 1);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
