// The cup builder (docs/spec/storefront.md §4 "Cup builder", §5, §8): size cards and the sticky order summary.
// Exported for the product page too (it may lazy-load it for the two bulk cup handles).

import { AlertCircle, ShoppingBag, TrendingDown } from 'lucide-react';
import { useReducer, useRef } from 'react';
import { findAddProblem } from '../../../core/cart/cart-quantity';
import { buildCupLines } from '../../../core/cart/line-builders';
import { CUP_SIZES } from '../../../core/content/cup-sizes';
import { CUPS_BUILD_DESCRIPTION, CUPS_BUILD_TITLE } from '../../../core/content/cups-page';
import { formatGBP, multiplyPence } from '../../../core/money';
import {
  buildCupAddedToast,
  computeCupOrderTotal,
  countSelectedCups,
  isCupOrderAddable,
  reduceCupSelection,
  selectActiveTier,
  selectCupInlineWarning,
  selectNextTier,
  validateCupOrder,
} from '../../../core/pricing/cup-tiers';
import { Button } from '../../components/ui/button';
import { cartActions, getCartState, setCartDrawerOpen } from '../../lib/cart-store';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useBottomBarSpace } from '../../lib/use-bottom-bar-space';
import { SizeCard } from './size-card';

export const BUILD_ORDER_SECTION_ID = 'build-order';
export const BUILD_ORDER_TITLE_ID = 'build-order-title';

export function BulkCupsBuilder({ className }: { className?: string }) {
  const [selection, dispatch] = useReducer(reduceCupSelection, {});
  const summaryBarRef = useRef<HTMLDivElement>(null);
  useBottomBarSpace(summaryBarRef);
  const totalCups = countSelectedCups(selection);
  const tier = selectActiveTier(totalCups);
  const nextTier = selectNextTier(totalCups);
  const totalPence = computeCupOrderTotal(totalCups);
  const warning = selectCupInlineWarning(totalCups);
  const addable = isCupOrderAddable(totalCups);
  const chosen = CUP_SIZES.filter((cup) => (selection[cup.id] ?? 0) > 0);

  function addToCart() {
    const validation = validateCupOrder(selection);
    if (!validation.ok) {
      toast.error(validation.message);
      return;
    }
    const lines = buildCupLines(selection);
    // Each size merges into its cups line; a merged count over the cap is refused before any add.
    const current = getCartState().lines;
    const problem = lines.map((line) => findAddProblem(current, line)).find((p) => p !== null);
    if (problem) {
      toast.error(problem);
      return;
    }
    for (const line of lines) cartActions.add(line);
    toast.success(buildCupAddedToast(validation.totalCups));
    dispatch({ type: 'clear' });
    setCartDrawerOpen(true);
  }

  return (
    <section
      id={BUILD_ORDER_SECTION_ID}
      aria-labelledby={BUILD_ORDER_TITLE_ID}
      className={cn('scroll-mt-28 pb-24 lg:pb-0', className)}
      tabIndex={-1}
    >
      <div className="mb-8 flex max-w-2xl flex-col gap-2">
        <h2 id={BUILD_ORDER_TITLE_ID} className="text-h2">
          {CUPS_BUILD_TITLE}
        </h2>
        <p className="text-muted-foreground">{CUPS_BUILD_DESCRIPTION}</p>
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
          {CUP_SIZES.map((cup) => (
            <SizeCard
              key={cup.id}
              cup={cup}
              quantity={selection[cup.id] ?? 0}
              onChange={dispatch}
            />
          ))}
        </div>
        <aside
          aria-labelledby="order-summary-title"
          className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-6 shadow-soft lg:sticky lg:top-28"
        >
          <div className="flex items-center justify-between">
            <h3 id="order-summary-title" className="font-display text-2xl">
              Order summary
            </h3>
            <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent-strong text-xs">
              {tier.quantity}+ cups tier
            </span>
          </div>
          {chosen.length === 0 ? (
            <p className="rounded-2xl bg-sand px-4 py-5 text-center text-muted-foreground text-sm">
              Add cups in any size to start your order.
            </p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm" aria-label="Selected sizes">
              {chosen.map((cup) => (
                <li key={cup.id} className="flex justify-between gap-3">
                  <span>
                    {cup.size} <span className="text-muted-foreground">({cup.diameter})</span>
                  </span>
                  <span className="tabular-nums">
                    {selection[cup.id]} × {formatGBP(tier.pricePerCup)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <dl className="grid gap-2 border-border border-t pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Total cups</dt>
              <dd className="font-semibold tabular-nums" data-testid="cups-total-count">
                {totalCups}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Price per cup</dt>
              <dd className="font-semibold tabular-nums" data-testid="cups-price-per-cup">
                {formatGBP(tier.pricePerCup)}
              </dd>
            </div>
            {tier.savePercentage ? (
              <div className="flex justify-between text-success">
                <dt>Volume saving</dt>
                <dd className="font-semibold">Save {tier.savePercentage}%</dd>
              </div>
            ) : null}
            <div className="mt-1 flex items-baseline justify-between border-border border-t pt-3">
              <dt className="font-medium text-base">Total</dt>
              <dd className="font-display text-3xl tabular-nums" data-testid="cups-order-total">
                {formatGBP(totalPence)}
              </dd>
            </div>
          </dl>
          {nextTier && totalCups > 0 ? (
            <p className="flex gap-2 rounded-2xl bg-primary-soft px-4 py-3 text-primary text-sm">
              <TrendingDown aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Add {nextTier.quantity - totalCups} more cups to pay{' '}
                {formatGBP(nextTier.pricePerCup)} per cup (
                {formatGBP(multiplyPence(nextTier.pricePerCup, nextTier.quantity))} for{' '}
                {nextTier.quantity}).
              </span>
            </p>
          ) : null}
          {warning ? (
            <p
              role={totalCups > 0 ? 'alert' : undefined}
              className={cn(
                'flex gap-2 text-sm',
                totalCups > 0 ? 'text-destructive' : 'text-muted-foreground',
              )}
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{warning}</span>
            </p>
          ) : null}
          <Button size="lg" className="w-full" disabled={!addable} onClick={addToCart}>
            <ShoppingBag aria-hidden="true" />
            Add to cart
          </Button>
          {chosen.length > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="self-center"
              onClick={() => dispatch({ type: 'clear' })}
            >
              Clear selection
            </Button>
          ) : null}
        </aside>
      </div>
      {/* Phones: the summary sits below all seven size cards, so the running total and Add to
          cart stay in reach in a bar at the bottom of the screen. */}
      <div
        ref={summaryBarRef}
        className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface/95 px-4 py-3 shadow-overlay backdrop-blur lg:hidden"
        data-testid="cups-sticky-summary"
      >
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <p className="flex flex-col text-sm leading-tight">
            <span className="text-muted-foreground">
              {totalCups} {totalCups === 1 ? 'cup' : 'cups'} · {tier.quantity}+ tier
            </span>
            <span className="font-display text-xl tabular-nums" aria-live="polite">
              {formatGBP(totalPence)}
            </span>
          </p>
          <Button size="lg" disabled={!addable} onClick={addToCart}>
            <ShoppingBag aria-hidden="true" />
            Add to cart
          </Button>
        </div>
      </div>
    </section>
  );
}
