import { useQuery } from '@tanstack/react-query';
import type { AccountDeletionPlanResponse } from '../../../core/api/account';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { deletionPlanQuery } from './api';

/**
 * Each subscription and what deleting the account does to it, from the server's own rule
 * (account/erasure.ts `planAccountDeletion`), so the dialog never promises a cancellation that
 * would then be refused.
 */
export function useDeletionPlan(open: boolean) {
  return useQuery({ ...deletionPlanQuery, enabled: open });
}

export function DeletionPlanList({ plan }: { plan: AccountDeletionPlanResponse | undefined }) {
  if (!plan) return <Skeleton className="h-16 rounded-lg" />;
  if (plan.subscriptions.length === 0) return null;
  return (
    <section aria-labelledby="deletion-plan-heading" className="grid gap-2">
      <h3 id="deletion-plan-heading" className="font-medium text-sm">
        Your subscriptions
      </h3>
      <ul className="grid gap-2" data-testid="deletion-plan">
        {plan.subscriptions.map((sub) => (
          <li
            key={sub.id}
            className={cn(
              'rounded-lg border px-3 py-2 text-sm',
              sub.outcome === 'cannot_cancel_yet'
                ? 'border-destructive/40 bg-destructive-soft/40'
                : 'border-border bg-muted/40',
            )}
          >
            <p className="font-medium">{sub.title || 'Subscription'}</p>
            <p className="text-foreground/85">{sub.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
