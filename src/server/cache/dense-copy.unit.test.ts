import { describe, expect, it } from 'vitest';
import { BackgroundPace } from '../jobs/background-pace';
import type { CachedBody } from './catalogue-cache';
import { DENSE_COPY_IN_RUSH_AFTER_MS, denseCopyWorthMaking } from './page-cache';

// A page's dense copies (brotli 11, ~180 ms) are made for bodies that last: at once outside a
// rush, and during one only once the body has been the page for DENSE_COPY_IN_RUSH_AFTER_MS
// (docs/decisions/161-dense-copies-of-pages-that-last.md).

const body = (): CachedBody => ({ body: '<main>Honey</main>', etag: '"1"' });

/** A pace whose people send `perSecond` requests in the last second. */
function paceWith(perSecond: number): BackgroundPace {
  const pace = new BackgroundPace();
  for (let i = 0; i < perSecond; i++) pace.noteRequest();
  return pace;
}

describe('dense copies of cached pages', () => {
  it('are made at once for a new body outside a rush, and without a pace', () => {
    expect(denseCopyWorthMaking(body(), paceWith(19))).toBe(true);
    expect(denseCopyWorthMaking(body(), undefined)).toBe(true);
  });

  it('wait in a rush until the body has lasted ten seconds', () => {
    const pace = paceWith(40);
    const page = body();
    const born = Date.now();
    expect(denseCopyWorthMaking(page, pace, born)).toBe(false);
    expect(denseCopyWorthMaking(page, pace, born + DENSE_COPY_IN_RUSH_AFTER_MS - 1_000)).toBe(
      false,
    );
    expect(denseCopyWorthMaking(page, pace, born + DENSE_COPY_IN_RUSH_AFTER_MS + 1_000)).toBe(true);
    expect(DENSE_COPY_IN_RUSH_AFTER_MS).toBe(10_000);
  });
});
