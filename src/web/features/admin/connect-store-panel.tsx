import { useMutation } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import type { ShopifyConnectReportDto } from '../../../core/api/shopify-connect';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { connectShopifyStore } from './api';

/**
 * The owner's Connect store: what `npm run shopify:connect` does, run by the server
 * (docs/decisions/127-shopify-connect.md), with its readiness report.
 */
export function ConnectStorePanel() {
  const run = useMutation({
    mutationFn: connectShopifyStore,
    onSuccess: (report: ShopifyConnectReportDto) =>
      report.ready
        ? toast.success('The Shopify store is connected.')
        : toast.warning('The Shopify store is not ready: see the report.'),
    onError: (error) => toast.error(`Connect failed: ${error.message}`),
  });
  const report = run.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connect store</CardTitle>
        <CardDescription>
          Checks the Admin token's scopes, subscribes every webhook the shop handles (moving any at
          a wrong address), checks the Storefront tokens and runs the export. Safe to run again: it
          changes only what is wrong.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div>
          <Button
            type="button"
            onClick={() => run.mutate()}
            loading={run.isPending}
            disabled={run.isPending}
            loadingLabel="Connecting"
          >
            <PlugZap aria-hidden="true" />
            {run.isPending ? 'Connecting…' : 'Connect store'}
          </Button>
        </div>
        {report ? (
          <ul className="flex flex-col gap-2 text-sm" aria-label="Readiness report">
            {report.checks.map((check) => (
              <li key={check.name}>
                <span aria-hidden="true">{check.ok ? '✓' : '✗'}</span>{' '}
                <span className="font-medium">{check.name}</span>
                <span className="sr-only">{check.ok ? ' (ready)' : ' (not ready)'}</span>:{' '}
                {check.detail}
                {check.todo ? <p className="mt-1 text-destructive">{check.todo}</p> : null}
              </li>
            ))}
            {report.notes.map((note) => (
              <li key={note} className="text-muted-foreground">
                {note}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
