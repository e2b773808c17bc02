import { Clock, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PDP_BANNERS } from '../../../core/content/product-page-strings';
import { findDispatchPromise, formatDispatchMessage } from '../../../core/delivery/dispatch';

// The simulated live counters (viewers, sold in 24 h, stock left, in carts) are gone: they were
// invented numbers, a misleading practice under the DMCC Act 2024. Real
// stock and order figures can return here once the shop has them.

/**
 * When an order placed now leaves, from the one dispatch rule (core/delivery/dispatch.ts): a
 * countdown only while same-day dispatch is true today. Drawn in the browser only, from its own
 * clock, and refreshed each minute: the server's cached page never carries a stale countdown.
 */
function DispatchBanner() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setMessage(formatDispatchMessage(findDispatchPromise(new Date())));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p
      data-testid="dispatch-banner"
      className="flex min-h-9 items-center justify-center gap-2 bg-theme-light px-4 py-2 text-center text-foreground/80 text-xs sm:text-sm"
    >
      <Clock aria-hidden="true" className="size-4 shrink-0 text-theme" />
      <span>{message ?? '\u00a0'}</span>
    </p>
  );
}

/**
 * The subscription-savings and dispatch banners at the top of the buy box. The savings banner
 * promises subscription savings, so the bulk layout (no subscriptions) leaves it out; the
 * dispatch banner shows only where the product can be bought (not unbuyable or trade-only).
 */
export function UrgencyBanners({
  showFlashSale,
  showDispatch,
}: {
  showFlashSale: boolean;
  showDispatch: boolean;
}) {
  if (!showFlashSale && !showDispatch) return null;
  return (
    <div className="-mx-6 -mt-6 mb-6 overflow-hidden rounded-t-3xl sm:-mx-8 sm:-mt-8">
      {showFlashSale ? (
        <p className="flex items-center justify-center gap-2 bg-theme-gradient px-4 py-2.5 text-center font-semibold text-sm text-theme-foreground tracking-wide">
          <Zap aria-hidden="true" className="size-4 shrink-0" />
          {PDP_BANNERS.flashSale}
        </p>
      ) : null}
      {showDispatch ? <DispatchBanner /> : null}
    </div>
  );
}
