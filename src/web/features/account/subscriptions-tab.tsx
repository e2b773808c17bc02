import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Pause, Play, SkipForward, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SubscriptionDto, SubscriptionStatusDto } from '../../../core/api/account';
import { describeItem } from '../../../core/catalog/item-count';
import { formatLongDate } from '../../../core/dates';
import { formatGBP } from '../../../core/money';
import {
  buildCannotCancelTooltip,
  buildMinimumCommitmentNote,
  SUBSCRIPTION_FREQUENCY_DAYS,
  SUBSCRIPTION_UPDATE_FAILED_MESSAGE,
  SUBSCRIPTION_UPDATED_MESSAGE,
  type SubscriptionAction,
  selectSubscriptionActions,
} from '../../../core/schemas/subscription';
import { Button } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { SimpleTooltip } from '../../components/ui/tooltip';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { subscriptionsQuery, useManageSubscription } from './api';
import { PaymentFailureNotice } from './payment-failure-notice';
import { EmptyState, SectionCard } from './section-card';
import { SubscriptionDeliveryNotes, SubscriptionPortal } from './subscription-portal';

const STATUS_STYLES: Record<SubscriptionStatusDto, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-success-soft text-success' },
  paused: { label: 'Paused', className: 'bg-warning-soft text-warning' },
  cancelled: { label: 'Cancelled', className: 'bg-destructive-soft text-destructive' },
};

const PAYMENT_FAILED_STATUS = {
  label: 'Payment failed',
  className: 'bg-destructive-soft text-destructive',
};

/** The actions a reminder email links to (`?tab=subscriptions&action=…&subscription=…`). */
const EMAIL_ACTIONS = ['skip', 'pause', 'cancel'] as const;
type EmailAction = (typeof EMAIL_ACTIONS)[number];

function emailActionOf(value: string | null): EmailAction | null {
  return EMAIL_ACTIONS.find((a) => a === value) ?? null;
}

/** 'YYYY-MM-DD' as '5 January 2027' (en-GB). */
function formatDay(isoDate: string): string {
  return formatLongDate(isoDate);
}

export function SubscriptionsTab() {
  const { data: subscriptions, isPending } = useQuery(subscriptionsQuery);
  const [params] = useSearchParams();
  const linkedId = params.get('subscription');
  const linkedAction = emailActionOf(params.get('action'));
  return (
    <SectionCard
      title="My Subscriptions"
      titleId="subscriptions-heading"
      description="Pause, skip or change how often your favourites arrive."
    >
      {isPending ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : !subscriptions?.length ? (
        <EmptyState
          icon={<CalendarClock aria-hidden="true" className="size-6" />}
          title="No subscriptions yet"
          text="Choose Subscribe & Save on a product page to get regular deliveries at a lower price."
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Subscriptions">
          {subscriptions.map((s) => (
            <SubscriptionCard
              key={s.id}
              subscription={s}
              linkedAction={s.id === linkedId ? linkedAction : null}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** What the card says when the customer arrives from a reminder email's link. */
function linkedNote(subscription: SubscriptionDto, action: EmailAction) {
  if (subscription.status === 'cancelled') return 'This subscription is already cancelled.';
  if (action === 'cancel') {
    return subscription.canCancel
      ? 'From your reminder email: press Cancel below to end this subscription.'
      : `From your reminder email: this subscription cannot be cancelled yet. ${subscription.minimumTerm?.cancelSentence ?? ''} You can pause it or skip a delivery now.`;
  }
  if (action === 'pause' && subscription.status === 'paused') {
    return 'From your reminder email: this subscription is already paused.';
  }
  if (action === 'skip' && subscription.status === 'paused') {
    return 'From your reminder email: this subscription is paused, so nothing will be charged.';
  }
  return action === 'skip'
    ? `From your reminder email: press Skip Next below to skip the delivery of ${formatDay(subscription.nextDeliveryDate)}.`
    : 'From your reminder email: press Pause below to pause this subscription.';
}

function SubscriptionCard({
  subscription,
  linkedAction = null,
}: {
  subscription: SubscriptionDto;
  linkedAction?: EmailAction | null;
}) {
  const manage = useManageSubscription();
  const cardRef = useRef<HTMLLIElement>(null);
  const actionRefs = {
    skip: useRef<HTMLButtonElement>(null),
    pause: useRef<HTMLButtonElement>(null),
    cancel: useRef<HTMLButtonElement>(null),
  };
  const linkedButton = linkedAction ? actionRefs[linkedAction] : null;
  // Arriving from an email link: bring the card into view and put focus on the action asked for.
  useEffect(() => {
    if (!linkedButton) return;
    cardRef.current?.scrollIntoView({ block: 'center' });
    linkedButton.current?.focus();
  }, [linkedButton]);
  // Paused after the last retry of a declined renewal: the card says so, not "Paused" with a
  // past date, and the way back is a new card (which restarts it), not Resume.
  const pausedForPayment = subscription.pausedReason === 'payment_failed';
  const status = pausedForPayment ? PAYMENT_FAILED_STATUS : STATUS_STYLES[subscription.status];
  const actions = selectSubscriptionActions(subscription.status).filter(
    (action) => !(pausedForPayment && action === 'resume'),
  );
  const isCancelled = subscription.status === 'cancelled';

  async function run(action: SubscriptionAction, frequencyDays?: number) {
    try {
      await manage.mutateAsync({
        subscriptionId: subscription.id,
        action,
        ...(frequencyDays ? { data: { frequencyDays: frequencyDays as 7 } } : {}),
        // The delivery this card shows: pressed twice or from a stale page, nothing more moves.
        ...(action === 'skip' ? { data: { deliveryDate: subscription.nextDeliveryDate } } : {}),
      });
      toast.success(SUBSCRIPTION_UPDATED_MESSAGE);
    } catch (error) {
      toast.error(getErrorMessage(error, SUBSCRIPTION_UPDATE_FAILED_MESSAGE));
    }
  }

  const busy = manage.isPending;
  const cancelTrigger = (
    <Button
      ref={actionRefs.cancel}
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive-soft"
      disabled={!subscription.canCancel || busy}
      aria-describedby={subscription.canCancel ? undefined : `min-note-${subscription.id}`}
    >
      <XCircle aria-hidden="true" />
      Cancel
    </Button>
  );
  const cancelButton = subscription.canCancel ? (
    <ConfirmAction
      title="Cancel this subscription?"
      description="No further deliveries will be sent or charged. To receive this product again you will need to subscribe again."
      confirmLabel="Cancel subscription"
      onConfirm={() => run('cancel')}
      trigger={cancelTrigger}
    />
  ) : (
    cancelTrigger
  );

  return (
    <li
      ref={cardRef}
      className={cn(
        'overflow-hidden rounded-2xl border border-border/70 bg-background/60',
        linkedAction && 'ring-2 ring-primary/60',
      )}
      aria-label={`Subscription: ${subscription.items.map((i) => i.productTitle).join(', ')}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-border/70 border-b bg-sand/50 px-5 py-4">
        <div className="min-w-0">
          {subscription.items.map((item) => (
            <p key={item.id} className="font-display text-lg leading-snug">
              {item.productTitle}
              <span className="ml-2 font-sans text-muted-foreground text-sm">
                {[
                  item.variantTitle,
                  `${describeItem({ ...item, units: item.quantity }).count} per delivery`,
                  `${formatGBP(item.deliveryPence)} per delivery`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </p>
          ))}
        </div>
        <span className={cn('rounded-full px-3 py-1 font-medium text-xs', status.className)}>
          {status.label}
        </span>
      </div>
      {subscription.paymentFailure ? (
        <PaymentFailureNotice
          subscriptionId={subscription.id}
          failure={subscription.paymentFailure}
        />
      ) : null}
      <dl className="grid gap-4 px-5 py-4 text-sm sm:grid-cols-2">
        {subscription.nextChargePence !== null && subscription.nextChargeDate !== null ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Next charge</dt>
            <dd className="mt-0.5 font-medium" data-testid="next-charge">
              {formatGBP(subscription.nextChargePence)} on {formatDay(subscription.nextChargeDate)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">Next delivery</dt>
          <dd className="mt-0.5 font-medium" data-testid="next-delivery">
            {isCancelled
              ? '—'
              : pausedForPayment
                ? 'Once your payment method is updated'
                : formatDay(subscription.nextDeliveryDate)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground" id={`freq-${subscription.id}`}>
            Delivery frequency
          </dt>
          <dd className="mt-1">
            {isCancelled ? (
              <span className="font-medium">Every {subscription.frequencyDays} days</span>
            ) : (
              <Select
                value={String(subscription.frequencyDays)}
                onValueChange={(value) => run('update_frequency', Number(value))}
                disabled={busy}
              >
                <SelectTrigger
                  aria-labelledby={`freq-${subscription.id}`}
                  className="h-10 max-w-52"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SUBSCRIPTION_FREQUENCY_DAYS.map((days) => (
                    <SelectItem key={days} value={String(days)}>
                      Every {days} days
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </dd>
        </div>
      </dl>
      <SubscriptionDeliveryNotes subscription={subscription} />
      {linkedAction ? (
        <p role="status" className="border-border/70 border-t bg-primary-soft/50 px-5 py-3 text-sm">
          {linkedNote(subscription, linkedAction)}
        </p>
      ) : null}
      {isCancelled ? null : (
        <div className="flex flex-col gap-2 border-border/70 border-t px-5 py-3">
          <div className="flex flex-wrap items-center gap-2">
            {actions.includes('pause') ? (
              <Button
                ref={actionRefs.pause}
                variant="outline"
                size="sm"
                onClick={() => run('pause')}
                disabled={busy}
              >
                <Pause aria-hidden="true" />
                Pause
              </Button>
            ) : null}
            {actions.includes('resume') ? (
              <Button size="sm" onClick={() => run('resume')} disabled={busy}>
                <Play aria-hidden="true" />
                Resume
              </Button>
            ) : null}
            {actions.includes('skip') ? (
              <Button
                ref={actionRefs.skip}
                variant="outline"
                size="sm"
                onClick={() => run('skip')}
                disabled={busy}
              >
                <SkipForward aria-hidden="true" />
                Skip Next
              </Button>
            ) : null}
            <span className="ml-auto">
              {subscription.canCancel ? (
                cancelButton
              ) : (
                <SimpleTooltip content={buildCannotCancelTooltip(subscription.minimumTerm)}>
                  {/* a disabled button gets no pointer events: the wrapper carries the tooltip */}
                  <span className="inline-flex rounded-full" data-testid="cancel-wrapper">
                    {cancelButton}
                  </span>
                </SimpleTooltip>
              )}
            </span>
          </div>
          {subscription.canCancel ? null : (
            <p id={`min-note-${subscription.id}`} className="text-muted-foreground text-xs">
              {buildMinimumCommitmentNote(subscription.minimumTerm)}
            </p>
          )}
        </div>
      )}
      <SubscriptionPortal subscription={subscription} />
    </li>
  );
}
