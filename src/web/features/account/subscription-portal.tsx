/**
 * The subscription card's portal: what the next delivery adds once, where it delivers, and the
 * changes a customer makes themselves (order now, swap size or product, add an item once,
 * deliver elsewhere). Every figure shown comes from the server.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackagePlus, Repeat, Truck, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import type { SubscriptionDto, SubscriptionResponse } from '../../../core/api/account';
import { describeItem } from '../../../core/catalog/item-count';
import { formatLongDate } from '../../../core/dates';
import { formatGBP, sumPence } from '../../../core/money';
import { Button } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { api, getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { accountKeys, addressesQuery } from './api';

const FIELD =
  'h-10 w-full min-w-0 rounded-lg border border-input bg-surface px-3 text-[0.9375rem] text-foreground shadow-xs hover:border-border-strong focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20';

function optionsQuery(subscriptionId: string) {
  return queryOptions({
    queryKey: [...accountKeys.subscriptions, subscriptionId, 'options'] as const,
    queryFn: ({ signal }) =>
      api('GET /api/account/subscriptions/:id/options', { params: { id: subscriptionId }, signal }),
  });
}

function usePortalChange() {
  const queryClient = useQueryClient();
  return useMutation({
    // Each change is one contract endpoint, called by the caller (typed body and answer).
    mutationFn: (call: () => Promise<SubscriptionResponse>) => call(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions }),
  });
}

/** What the next delivery carries beyond the subscription, and where it goes. */
export function SubscriptionDeliveryNotes({ subscription }: { subscription: SubscriptionDto }) {
  if (subscription.oneTimeItems.length === 0 && !subscription.deliveryAddress) return null;
  return (
    <div className="grid gap-2 border-border/70 border-t px-5 py-3 text-sm">
      {subscription.oneTimeItems.length > 0 ? (
        <div>
          <p className="text-muted-foreground">Added to your next delivery only</p>
          <ul className="mt-0.5 font-medium" data-testid="one-time-items">
            {subscription.oneTimeItems.map((item) => (
              <li key={item.id}>
                {/* The emails' words: 'Black Seed Honey (250g), 2 jars' (core/catalog/item-count.ts). */}
                {describeItem({ ...item, units: item.quantity }).text} ·{' '}
                {formatGBP(item.totalPence)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {subscription.deliveryAddress ? (
        <p>
          <span className="text-muted-foreground">Delivering to </span>
          <span className="font-medium" data-testid="delivery-address">
            {subscription.deliveryAddress}
          </span>
        </p>
      ) : null}
    </div>
  );
}

function ChoiceForm({
  label,
  action,
  choices,
  submitLabel,
  icon,
  busy,
  onSubmit,
}: {
  label: string;
  action: string;
  choices: { value: string; label: string }[];
  submitLabel: string;
  icon: React.ReactNode;
  busy: boolean;
  onSubmit: (value: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  if (choices.length === 0) return null;
  return (
    <form
      className="grid gap-1.5"
      data-portal-action={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (!value) return;
        onSubmit(value);
        // The choice made becomes the subscription's own (a swapped size leaves the list).
        setValue('');
      }}
    >
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap gap-2 sm:flex-nowrap">
        <select
          id={id}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          className={cn(FIELD, 'sm:flex-1')}
        >
          <option value="">Choose…</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" size="sm" disabled={busy || value === ''}>
          {icon}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The portal's changes, folded away under one summary so the card stays short. */
export function SubscriptionPortal({ subscription }: { subscription: SubscriptionDto }) {
  const [open, setOpen] = useState(false);
  const change = usePortalChange();
  const options = useQuery({ ...optionsQuery(subscription.id), enabled: open });
  const addresses = useQuery({ ...addressesQuery, enabled: open });
  if (subscription.status === 'cancelled') return null;
  const active = subscription.status === 'active';

  const params = { id: subscription.id };
  async function run(call: () => Promise<SubscriptionResponse>, done: string) {
    try {
      await change.mutateAsync(call);
      toast.success(done);
    } catch (error) {
      toast.error(getErrorMessage(error, 'We could not change your subscription.'));
    }
  }

  return (
    <details
      className="border-border/70 border-t px-5 py-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-primary text-sm">
        Order now, change product, add an item or change address
      </summary>
      <div className="mt-3 grid gap-4">
        {active && subscription.nextChargePence !== null ? (
          <div>
            <ConfirmAction
              title="Order a delivery now?"
              description={`We will charge ${formatGBP(sumPence(subscription.items.map((i) => i.deliveryPence)))} today and send it straight away. Your next delivery stays on ${formatLongDate(subscription.nextDeliveryDate)}.`}
              confirmLabel="Order now"
              onConfirm={() =>
                run(
                  () => api('POST /api/account/subscriptions/:id/order-now', { params, body: {} }),
                  'Ordered: we will email you when it is paid and on its way.',
                )
              }
              trigger={
                <Button size="sm" disabled={change.isPending}>
                  <Zap aria-hidden="true" />
                  Order now
                </Button>
              }
            />
          </div>
        ) : null}
        {options.isPending && open ? (
          <p className="text-muted-foreground text-sm">Loading choices…</p>
        ) : null}
        <ChoiceForm
          label="Change size or product"
          action="swap"
          submitLabel="Swap"
          icon={<Repeat aria-hidden="true" />}
          busy={change.isPending}
          choices={(options.data?.swap ?? []).map((o) => ({
            value: o.variantId,
            label: `${o.label} · ${formatGBP(o.deliveryPence)} per delivery`,
          }))}
          onSubmit={(variantId) =>
            run(
              () =>
                api('POST /api/account/subscriptions/:id/swap', { params, body: { variantId } }),
              'Swapped: your next delivery is updated.',
            )
          }
        />
        <ChoiceForm
          label="Add to your next delivery (once)"
          action="one-time-items"
          submitLabel="Add"
          icon={<PackagePlus aria-hidden="true" />}
          busy={change.isPending}
          choices={(options.data?.addOnce ?? []).map((o) => ({
            value: o.variantId,
            label: `${o.label} · ${formatGBP(o.unitPricePence)}`,
          }))}
          onSubmit={(variantId) =>
            run(
              () =>
                api('POST /api/account/subscriptions/:id/one-time-items', {
                  params,
                  body: { variantId, quantity: 1 },
                }),
              'Added to your next delivery.',
            )
          }
        />
        <ChoiceForm
          label="Deliver to"
          action="address"
          submitLabel="Save address"
          icon={<Truck aria-hidden="true" />}
          busy={change.isPending}
          choices={(addresses.data ?? []).map((a) => ({
            value: a.id,
            label: [a.address1, a.city, a.zip].join(', '),
          }))}
          onSubmit={(addressId) =>
            run(
              () =>
                api('POST /api/account/subscriptions/:id/address', { params, body: { addressId } }),
              'Your deliveries will go to this address.',
            )
          }
        />
        {addresses.data?.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            To deliver somewhere else, save the address under Addresses first.
          </p>
        ) : null}
      </div>
    </details>
  );
}
