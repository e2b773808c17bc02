// Stock from Shopify (docs/decisions/046-stock-sync-from-shopify.md): when the last sync ran and how it
// ended, how often it runs, and "Sync now" for staff who changed stock in Shopify.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { InventorySyncRunDto } from '../../../core/api/inventory';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
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

const syncKey = ['admin', 'inventory-sync'] as const;

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const STATUS: Record<string, { label: string; badge: BadgeVariant }> = {
  succeeded: { label: 'Succeeded', badge: 'success' },
  failed: { label: 'Failed', badge: 'destructive' },
  running: { label: 'Running', badge: 'warning' },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
    <dl
      className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-border bg-background/60 p-4 text-sm sm:grid-cols-[auto_1fr]"
      data-testid="inventory-last-sync"
    >
      <dt className="font-medium text-muted-foreground">Last sync</dt>
      <dd>
        {TIME_FORMAT.format(new Date(run.startedAt))} (
        {run.trigger === 'staff' ? 'by staff' : 'scheduled'})
      </dd>
      <dt className="font-medium text-muted-foreground">Result</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <Badge variant={status.badge}>{status.label}</Badge>
        <span className="break-words">{describeRun(run)}</span>
      </dd>
    </dl>
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
    <Card>
      <CardHeader>
        <CardTitle>Stock from Shopify</CardTitle>
        <CardDescription>
          {status.data
            ? describeSchedule(status.data.intervalMinutes)
            : 'Stock levels come from Shopify.'}{' '}
          Shoppers who asked are emailed once when an item is back.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {status.isPending ? (
          <PageSpinner label="Loading the last sync" className="min-h-24" />
        ) : null}
        {status.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the last sync: {status.error.message}
          </p>
        ) : null}
        {status.data?.lastRun ? <LastRun run={status.data.lastRun} /> : null}
        {status.data && !status.data.lastRun ? (
          <p className="text-muted-foreground text-sm">No sync has run yet.</p>
        ) : null}
        <div>
          <Button
            type="button"
            onClick={() => sync.mutate()}
            loading={sync.isPending}
            disabled={sync.isPending}
            loadingLabel="Syncing"
          >
            <RefreshCw aria-hidden="true" />
            {sync.isPending ? 'Syncing…' : 'Sync now'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
