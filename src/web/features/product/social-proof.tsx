import { Clock, Zap } from 'lucide-react';
import { PDP_BANNERS } from '../../../core/content/product-page-strings';

// The simulated live counters (viewers, sold in 24 h, stock left, in carts) are gone: they were
// invented numbers, a misleading practice under the DMCC Act 2024. Real
// stock and order figures can return here once the shop has them.

/**
 * The subscription-savings and same-day dispatch banners at the top of the buy box. The savings
 * banner promises subscription savings, so the bulk layout (no subscriptions) leaves it out.
 */
export function UrgencyBanners({ showFlashSale }: { showFlashSale: boolean }) {
  return (
    <div className="-mx-6 -mt-6 mb-6 overflow-hidden rounded-t-3xl sm:-mx-8 sm:-mt-8">
      {showFlashSale ? (
        <p className="flex items-center justify-center gap-2 bg-theme-gradient px-4 py-2.5 text-center font-semibold text-sm text-theme-foreground tracking-wide">
          <Zap aria-hidden="true" className="size-4 shrink-0" />
          {PDP_BANNERS.flashSale}
        </p>
      ) : null}
      <p className="flex items-center justify-center gap-2 bg-theme-light px-4 py-2 text-center text-foreground/80 text-xs sm:text-sm">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-theme" />
        {PDP_BANNERS.sameDayDispatch}
      </p>
    </div>
  );
}
