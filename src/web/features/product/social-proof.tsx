import { Clock, Eye, Flame, ShoppingCart, Zap } from 'lucide-react';
import {
  buildSoldText,
  buildStockLeftText,
  buildViewersText,
} from '../../../core/catalog/product-page';
import { PDP_BANNERS } from '../../../core/content/product-page-strings';
import { IN_CART_TEXT, STOCK_RESET_TO } from '../../../core/social-proof/live-counters';
import { useLiveCounters } from './use-live-counters';

/**
 * Flash-sale and same-day dispatch banners at the top of the buy box (simulated urgency). The
 * flash sale promises subscription savings, so the bulk layout (no subscriptions) leaves it out.
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

/** Viewers, sold in 24 h, stock left (ticking every 5–6 s) and the fixed in-cart line. */
export function LiveCountersPanel() {
  const counters = useLiveCounters(true);
  const stockShare = Math.round((counters.stockLeft / STOCK_RESET_TO) * 100);
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-theme/15 bg-theme-light/70 p-4 text-sm"
      data-testid="live-counters"
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <p className="flex items-center gap-2 text-foreground">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          <Eye aria-hidden="true" className="size-4 text-theme" />
          <span>{buildViewersText(counters.viewers)}</span>
        </p>
        <p className="flex items-center gap-2 text-foreground">
          <Flame aria-hidden="true" className="size-4 text-destructive" />
          <span>{buildSoldText(counters.sold24h)}</span>
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="font-semibold text-destructive">{buildStockLeftText(counters.stockLeft)}</p>
        <div className="h-1.5 overflow-hidden rounded-full bg-destructive/15" aria-hidden="true">
          <div
            className="h-full rounded-full bg-destructive transition-[width] duration-700"
            style={{ width: `${stockShare}%` }}
          />
        </div>
      </div>
      <p className="flex items-center gap-2 text-muted-foreground">
        <ShoppingCart aria-hidden="true" className="size-4" />
        {IN_CART_TEXT}
      </p>
    </div>
  );
}
