import { ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductSummaryDto, VariantDto } from '../../../core/api/store-types';
import { findAddProblem } from '../../../core/cart/cart-quantity';
import { buildShopCardLine } from '../../../core/cart/line-builders';
import { selectUnitNoun } from '../../../core/catalog/unit-noun';
import { SHOP_STRINGS } from '../../../core/content/shop';
import { tryParsePence } from '../../../core/money';
import { ADD_TO_CART_FAILED_TOAST, ADDING_LABEL } from '../../../core/pricing/purchase-options';
import {
  buildShopCardToast,
  computeDeliveryTotal,
  DEFAULT_SUBSCRIBE_FREQUENCY_DAYS,
  SUBSCRIBE_FREQUENCIES,
  SUBSCRIBE_LABEL,
  type SubscribeFrequencyDays,
} from '../../../core/pricing/subscribe-and-save';
import { minimumTermLineForPlan } from '../../../core/subscriptions/minimum-term';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { cartActions, getCartState, setCartDrawerOpen } from '../../lib/cart-store';
import { cn } from '../../lib/cn';
import { formatPence } from '../../lib/format';
import { toast } from '../../lib/toast';

/**
 * The shop card's subscribe-and-save add-to-cart control (docs/spec/storefront.md §4 "Subscribe control", §9):
 * checkbox off = one-off purchase (the toast names the product and '1 jar'); on = delivery every 30, 60 or 90 days
 * (default 30), quantity days / 30, total price × quantity × 0.9, and the chosen plan's minimum term in the payment page's words
 * ('Minimum term: 2 deliveries', decisions/122).
 */
export function SubscribeAndSaveControl({
  product,
  variant,
}: {
  product: ProductSummaryDto;
  variant: VariantDto;
}) {
  const id = useId();
  const [subscribe, setSubscribe] = useState(false);
  const [days, setDays] = useState<SubscribeFrequencyDays>(DEFAULT_SUBSCRIBE_FREQUENCY_DAYS);
  const [isAdding, setIsAdding] = useState(false);
  const pricePence = tryParsePence(variant.price);

  const addToCart = () => {
    setIsAdding(true);
    try {
      if (pricePence === null) throw new Error(`Unreadable price for ${product.handle}`);
      const line = buildShopCardLine({
        product: { title: product.title, imageUrl: product.imageUrl },
        variant: { id: variant.id, title: variant.title, pricePence, available: variant.available },
        subscribe,
        days,
      });
      const problem = findAddProblem(getCartState().lines, line);
      if (problem !== null) {
        toast.error(problem);
        return;
      }
      cartActions.add(line);
      toast.success(
        buildShopCardToast({
          subscribe,
          days,
          product: {
            title: product.title,
            unitNoun: selectUnitNoun({ title: product.title, variantTitle: variant.title }),
          },
        }),
      );
      setCartDrawerOpen(true);
    } catch (error) {
      console.error(error);
      toast.error(ADD_TO_CART_FAILED_TOAST);
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        className={cn(
          'rounded-xl border px-3 py-2.5 transition-colors',
          subscribe ? 'border-primary/40 bg-primary-soft/60' : 'border-border bg-sand/40',
        )}
      >
        <div className="flex items-center gap-2.5">
          <Checkbox
            id={`${id}-subscribe`}
            checked={subscribe}
            onCheckedChange={(value) => setSubscribe(value === true)}
          />
          <label
            htmlFor={`${id}-subscribe`}
            className="cursor-pointer font-medium text-foreground text-sm leading-5"
          >
            {SUBSCRIBE_LABEL}
          </label>
        </div>
        {subscribe ? (
          <div className="mt-2.5 flex flex-col gap-2">
            <fieldset>
              <legend className="mb-1.5 text-muted-foreground text-xs">
                {SHOP_STRINGS.frequencyLegend}
              </legend>
              <div className="grid grid-cols-3 gap-1.5">
                {SUBSCRIBE_FREQUENCIES.map((frequency) => {
                  const inputId = `${id}-days-${frequency.days}`;
                  return (
                    <div key={frequency.days}>
                      <input
                        type="radio"
                        id={inputId}
                        name={`${id}-days`}
                        value={frequency.days}
                        checked={days === frequency.days}
                        onChange={() => setDays(frequency.days)}
                        className="peer sr-only"
                      />
                      <label
                        htmlFor={inputId}
                        className="flex h-9 cursor-pointer items-center justify-center rounded-lg border border-border bg-surface text-foreground text-xs tabular-nums transition-colors hover:border-primary/50 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
                      >
                        {frequency.days} days
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            <div className="flex items-baseline justify-between gap-2 text-xs">
              <span className="text-muted-foreground">{minimumTermLineForPlan(days)}</span>
              {pricePence !== null ? (
                <span className="text-foreground">
                  <span className="font-semibold tabular-nums">
                    {formatPence(computeDeliveryTotal(pricePence, days))}
                  </span>{' '}
                  {SHOP_STRINGS.perDelivery}
                </span>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      <Button onClick={addToCart} loading={isAdding} loadingLabel={ADDING_LABEL} className="w-full">
        <ShoppingBag aria-hidden="true" />
        {SHOP_STRINGS.addToCart}
      </Button>
    </div>
  );
}
