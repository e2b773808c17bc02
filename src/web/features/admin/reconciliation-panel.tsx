// Orders missed by webhook (server: orders/reconcile.ts): when Shopify's recent orders were last
// compared with the shop's, how many were missing (the drift; the target is 0) and imported, and
// "Check now" for staff who suspect an order is missing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { OrderReconciliationRunDto } from '../../../core/api/reconciliation';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';

const reconciliationKey = ['admin', 'orders-reconciliation'] as const;

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
    <dl
      className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-border bg-background/60 p-4 text-sm sm:grid-cols-[auto_1fr]"
      data-testid="orders-last-reconciliation"
    >
      <dt className="font-medium text-muted-foreground">Last check</dt>
      <dd>
        {TIME_FORMAT.format(new Date(run.startedAt))} (
        {run.trigger === 'staff' ? 'by staff' : 'daily'})
      </dd>
      <dt className="font-medium text-muted-foreground">Missed orders</dt>
      <dd className="flex flex-wrap items-center gap-2">
        {drift === null ? (
          <Badge variant={run.status === 'failed' ? 'destructive' : 'warning'}>
            {run.status === 'failed' ? 'Failed' : 'Running'}
          </Badge>
        ) : (
          <Badge variant={drift === 0 ? 'success' : 'warning'}>{drift}</Badge>
        )}
        <span className="break-words">{describeReconciliation(run)}</span>
      </dd>
    </dl>
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
    <Card>
      <CardHeader>
        <CardTitle>Orders missed by Shopify</CardTitle>
        <CardDescription>
          Once a day the shop compares the last{' '}
          {status.data ? plural(status.data.windowDays, 'day', 'days') : 'few days'} of Shopify
          orders with its own and imports any whose notification never arrived.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {status.isPending ? (
          <PageSpinner label="Loading the last check" className="min-h-24" />
        ) : null}
        {status.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the last check: {status.error.message}
          </p>
        ) : null}
        {status.data?.lastRun ? <LastRun run={status.data.lastRun} /> : null}
        {status.data && !status.data.lastRun ? (
          <p className="text-muted-foreground text-sm">No check has run yet.</p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => check.mutate()}
            loading={check.isPending}
            disabled={check.isPending}
            loadingLabel="Checking"
          >
            <RefreshCw aria-hidden="true" />
            {check.isPending ? 'Checking…' : 'Check for missed orders'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
