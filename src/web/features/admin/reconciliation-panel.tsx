// Orders missed by webhook (server: webhooks/reconcile.ts): when Shopify's recent orders were last
// compared with the shop's, how many were missing (the drift; the target is 0) and imported, and
// "Check now" for staff who suspect an order is missing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderReconciliationRunDto } from '../../../core/api/reconciliation';
import { Badge } from '../../components/ui/badge';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { LastRunDetails, plural, SyncRunPanel } from './sync-run-panel';

const reconciliationKey = ['admin', 'orders-reconciliation'] as const;

export function describeReconciliation(run: OrderReconciliationRunDto): string {
  if (run.status === 'failed') return run.error ?? 'The check failed.';
  if (run.status === 'running') return 'Comparing with Shopify…';
  const checked = plural(run.checked ?? 0, 'Shopify order', 'Shopify orders');
  if (!run.missing) return `${checked} checked: none missing.`;
  return `${checked} checked: ${plural(run.missing, 'was', 'were')} missing (${run.missingNames.join(', ')}), ${run.imported ?? 0} imported.`;
}

function LastRun({ run }: { run: OrderReconciliationRunDto }) {
  const drift = run.status === 'succeeded' ? (run.missing ?? 0) : null;
  return (
    <LastRunDetails
      testId="orders-last-reconciliation"
      whenLabel="Last check"
      startedAt={run.startedAt}
      trigger={run.trigger === 'staff' ? 'by staff' : 'daily'}
      resultLabel="Missed orders"
      badge={
        drift === null ? (
          <Badge variant={run.status === 'failed' ? 'destructive' : 'warning'}>
            {run.status === 'failed' ? 'Failed' : 'Running'}
          </Badge>
        ) : (
          <Badge variant={drift === 0 ? 'success' : 'warning'}>{drift}</Badge>
        )
      }
      description={describeReconciliation(run)}
    />
  );
}

export function ReconciliationPanel() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: reconciliationKey,
    queryFn: ({ signal }) => api('GET /api/admin/orders-reconciliation', { signal }),
  });
  const check = useMutation({
    mutationFn: () => api('POST /api/admin/orders-reconciliation'),
    onSuccess: (result) => {
      const run = result.lastRun;
      toast.success(
        run?.missing
          ? `${plural(run.imported ?? 0, 'missed order', 'missed orders')} imported from Shopify`
          : 'Every Shopify order is here',
      );
      queryClient.setQueryData(reconciliationKey, result);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <SyncRunPanel
      title="Orders missed by Shopify"
      description={
        <>
          Once a day the shop compares the last{' '}
          {status.data ? plural(status.data.windowDays, 'day', 'days') : 'few days'} of Shopify
          orders with its own and imports any whose notification never arrived.
        </>
      }
      noun="check"
      status={{
        isPending: status.isPending,
        error: status.isError ? status.error : null,
        hasData: Boolean(status.data),
      }}
      lastRun={status.data?.lastRun ? <LastRun run={status.data.lastRun} /> : null}
      emptyText="No check has run yet."
      action={{
        label: 'Check for missed orders',
        pendingLabel: 'Checking…',
        loadingLabel: 'Checking',
        variant: 'outline',
        pending: check.isPending,
        run: () => check.mutate(),
      }}
    />
  );
}
