import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, Search, SkipForward, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import {
  ADMIN_SUBSCRIPTION_FILTER_LABELS,
  ADMIN_SUBSCRIPTION_FILTERS,
  type AdminSubscriptionDto,
  type AdminSubscriptionFilter,
} from '../../../core/api/admin-subscriptions';
import { formatGBP } from '../../../core/money';
import type { SubscriptionAction } from '../../../core/schemas/subscription';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageSpinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { adminKeys, adminSubscriptionsQuery, manageSubscriptionAsStaff } from './api';
import { FilterInput } from './filter-input';
import { SelectField } from './list-parts';
import { needsPaymentUpdate, PaymentUpdateEmailButton } from './payment-update-email-button';

type StaffAction = Exclude<SubscriptionAction, 'update_frequency'>;

/** What each action does, as the confirmation dialog says it. */
const ACTIONS: Record<
  StaffAction,
  {
    label: string;
    icon: typeof Pause;
    destructive: boolean;
    describe: (s: AdminSubscriptionDto) => string;
    /** The confirm button, when the label alone would read as "dismiss" beside "Keep it". */
    confirmLabel?: string;
  }
> = {
  pause: {
    label: 'Pause',
    icon: Pause,
    destructive: false,
    describe: (s) =>
      `${s.email} will not be charged or sent anything until the subscription is resumed.`,
  },
  resume: {
    label: 'Resume',
    icon: Play,
    destructive: false,
    describe: (s) =>
      `Renewals restart for ${s.email}: on ${formatDate(s.nextDeliveryDate)} if that is still ahead, otherwise ${s.frequencyDays} days from today.`,
  },
  skip: {
    label: 'Skip next',
    icon: SkipForward,
    destructive: false,
    describe: (s) =>
      `The delivery of ${formatDate(s.nextDeliveryDate)} is skipped: ${s.email} is next charged ${s.frequencyDays} days later.`,
  },
  cancel: {
    label: 'Cancel',
    confirmLabel: 'Cancel subscription',
    icon: X,
    destructive: true,
    describe: (s) =>
      `The subscription of ${s.email} ends in the shop and in Shopify, and cannot be restarted. ${s.minimumTerm ? ` ${s.minimumTerm.summary}` : ''}`,
  },
};

function actionsFor(status: AdminSubscriptionDto['status']): StaffAction[] {
  if (status === 'active') return ['pause', 'skip', 'cancel'];
  if (status === 'paused') return ['resume', 'cancel'];
  return [];
}

function statusBadge(s: AdminSubscriptionDto): { label: string; variant: BadgeVariant } {
  if (s.status === 'cancelled') return { label: 'Cancelled', variant: 'destructive' };
  if (s.status === 'paused') {
    return s.pausedReason === 'payment_failed'
      ? { label: 'Paused: payment failed', variant: 'destructive' }
      : { label: 'Paused', variant: 'warning' };
  }
  return s.billingFailures > 0
    ? { label: `Failing (${s.billingFailures} tries)`, variant: 'warning' }
    : { label: 'Active', variant: 'success' };
}

function lastResult(s: AdminSubscriptionDto): string {
  if (!s.lastBillingResult) return 'No renewal yet';
  const when = s.lastBillingAt ? ` · ${formatDate(s.lastBillingAt)}` : '';
  return `${s.lastBillingResult}${when}`;
}

function SubscriptionRow({ subscription: s }: { subscription: AdminSubscriptionDto }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const manage = useMutation({
    mutationFn: (action: StaffAction) =>
      manageSubscriptionAsStaff({
        subscriptionId: s.id,
        action,
        // The delivery the confirmation named: a stale list skips nothing more.
        ...(action === 'skip' ? { data: { deliveryDate: s.nextDeliveryDate } } : {}),
      }),
    onSuccess: (_data, action) => {
      setError(null);
      toast.success(`${ACTIONS[action].label}: done for ${s.email}`);
      return queryClient.invalidateQueries({ queryKey: adminKeys.subscriptionLists });
    },
    onError: (err) => {
      const message = getErrorMessage(err);
      setError(message);
      toast.error('The subscription was not changed', { description: message });
    },
  });
  const badge = statusBadge(s);
  return (
    <li
      className="rounded-xl border border-border bg-surface p-4"
      aria-label={`Subscription of ${s.email}`}
      data-testid="admin-subscription"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-all font-medium">{s.email}</p>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">Next date</dt>
          <dd>{s.status === 'cancelled' ? '—' : formatDate(s.nextDeliveryDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Every</dt>
          <dd>{s.frequencyDays} days</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Per delivery</dt>
          <dd data-testid="delivery-price">{formatGBP(s.deliveryPence)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Last result</dt>
          <dd data-testid="last-result">{lastResult(s)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Retry</dt>
          <dd>{s.retryOn ? formatDate(s.retryOn) : '—'}</dd>
        </div>
      </dl>
      {s.hasAccount ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {actionsFor(s.status).map((action) => {
            const { label, icon: Icon, destructive, describe, confirmLabel } = ACTIONS[action];
            return (
              <ConfirmAction
                key={action}
                title={`${label} this subscription?`}
                description={describe(s)}
                confirmLabel={confirmLabel ?? label}
                destructive={destructive}
                onConfirm={() =>
                  manage.mutateAsync(action).then(
                    () => undefined,
                    () => undefined,
                  )
                }
                trigger={
                  <Button size="sm" variant="outline" disabled={manage.isPending}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Button>
                }
              />
            );
          })}
          {needsPaymentUpdate(s) ? <PaymentUpdateEmailButton subscription={s} /> : null}
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <p className="text-muted-foreground text-xs">
            Guest subscription: change it in Shopify admin.
          </p>
          {needsPaymentUpdate(s) ? <PaymentUpdateEmailButton subscription={s} /> : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function SubscriptionsPanel() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<AdminSubscriptionFilter>('all');
  const [dueBy, setDueBy] = useState('');
  const filter = { email: useDeferredValue(email), status, dueBy };
  const { data, isPending, isError, isFetching } = useQuery({
    ...adminSubscriptionsQuery(filter),
    placeholderData: keepPreviousData,
  });
  return (
    <Card data-testid="admin-subscriptions-panel">
      <CardHeader className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          {/* h2: the panel sits right under the page's h1 (axe heading-order) */}
          <h2 className="font-display text-h4">Subscriptions</h2>
          <CardDescription>
            Renewing subscriptions by next date. Staff actions are written through to Shopify and
            logged.
          </CardDescription>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="subscription-email">Customer email</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="subscription-email"
                type="search"
                className="pl-9"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="name@example.co.uk"
                maxLength={200}
              />
            </div>
          </div>
          <SelectField
            id="subscription-status"
            label="Status"
            value={status}
            options={ADMIN_SUBSCRIPTION_FILTERS}
            optionLabel={(value) => ADMIN_SUBSCRIPTION_FILTER_LABELS[value]}
            onChange={setStatus}
            triggerClassName="w-full"
          />
          <FilterInput
            id="subscription-due-by"
            label="Next date on or before"
            type="date"
            value={dueBy}
            onChange={setDueBy}
          />
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner label="Loading subscriptions" className="min-h-40" />
        ) : isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the subscriptions.
          </p>
        ) : data.subscriptions.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No subscriptions match.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Subscriptions" aria-busy={isFetching}>
            {data.subscriptions.map((subscription) => (
              <SubscriptionRow key={subscription.id} subscription={subscription} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
