// Stock from Shopify (docs/decisions/046-stock-sync-from-shopify.md): when the last sync ran and how it
// ended, how often it runs, and "Sync now" for staff who changed stock in Shopify.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventorySyncRunDto } from '../../../core/api/inventory';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { LastRunDetails, plural, SyncRunPanel } from './sync-run-panel';

const syncKey = ['admin', 'inventory-sync'] as const;

const STATUS: Record<string, { label: string; badge: BadgeVariant }> = {
  succeeded: { label: 'Succeeded', badge: 'success' },
  failed: { label: 'Failed', badge: 'destructive' },
  running: { label: 'Running', badge: 'warning' },
};

export function describeSchedule(minutes: number): string {
  if (minutes <= 0) return 'The scheduled sync is off: stock changes only by webhook or Sync now.';
  const every = minutes % 60 === 0 ? plural(minutes / 60, 'hour', 'hours') : `${minutes} minutes`;
  return `Synced from Shopify every ${every}, and at once when Shopify reports a stock change.`;
}

export function describeRun(run: InventorySyncRunDto): string {
  if (run.status === 'failed') return run.error ?? 'The sync failed.';
  if (run.status === 'running') return 'Reading stock from Shopify…';
  return `${plural(run.changed ?? 0, 'variant', 'variants')} changed, ${plural(
    run.notified ?? 0,
    'back-in-stock email',
    'back-in-stock emails',
  )} sent.`;
}

function LastRun({ run }: { run: InventorySyncRunDto }) {
  const status = STATUS[run.status] ?? { label: run.status, badge: 'secondary' as const };
  return (
    <LastRunDetails
      testId="inventory-last-sync"
      whenLabel="Last sync"
      startedAt={run.startedAt}
      trigger={run.trigger === 'staff' ? 'by staff' : 'scheduled'}
      resultLabel="Result"
      badge={<Badge variant={status.badge}>{status.label}</Badge>}
      description={describeRun(run)}
    />
  );
}

export function StockPanel() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: syncKey,
    queryFn: ({ signal }) => api('GET /api/admin/inventory/sync', { signal }),
  });
  const sync = useMutation({
    mutationFn: () => api('POST /api/admin/inventory/sync'),
    onSuccess: (result) =>
      toast.success(
        `Stock synced: ${plural(result.changed, 'variant', 'variants')} changed, ${plural(
          result.notified,
          'email',
          'emails',
        )} sent`,
      ),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncKey }),
  });
  return (
    <SyncRunPanel
      title="Stock from Shopify"
      description={
        <>
          {status.data
            ? describeSchedule(status.data.intervalMinutes)
            : 'Stock levels come from Shopify.'}{' '}
          Shoppers who asked are emailed once when an item is back.
        </>
      }
      noun="sync"
      status={{
        isPending: status.isPending,
        error: status.isError ? status.error : null,
        hasData: Boolean(status.data),
      }}
      lastRun={status.data?.lastRun ? <LastRun run={status.data.lastRun} /> : null}
      emptyText="No sync has run yet."
      action={{
        label: 'Sync now',
        pendingLabel: 'Syncing…',
        loadingLabel: 'Syncing',
        pending: sync.isPending,
        run: () => sync.mutate(),
      }}
    />
  );
}
