import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VitalsMetric, VitalsReportRow } from '../../../core/schemas/vitals';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';

const vitalsQuery = queryOptions({
  queryKey: ['admin', 'vitals'] as const,
  queryFn: ({ signal }) => api('GET /api/admin/vitals', { signal }),
});

const PAGE_TYPE_LABELS: Record<VitalsReportRow['pageType'], string> = {
  home: 'Home',
  shop: 'Shop',
  product: 'Product',
  article: 'Article',
  content: 'Other content',
  search: 'Search',
  other: 'Other',
};

/** A metric's value as shoppers read it: seconds for LCP, milliseconds, or a bare score. */
export function formatVital(metric: VitalsMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  if (metric === 'LCP') return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

function Figure({ row, period }: { row: VitalsReportRow; period: 'last7' | 'last28' }) {
  const { p75, samples } = row[period];
  if (p75 === null) return <span className="text-muted-foreground">No data</span>;
  const over = row.budget !== null && p75 > row.budget;
  return (
    <span className={cn('tabular-nums', over ? 'font-medium text-destructive' : '')}>
      {formatVital(row.metric, p75)}
      <span className="ml-1 text-muted-foreground text-xs">
        ({samples} {samples === 1 ? 'view' : 'views'}){over ? ' over budget' : ''}
      </span>
    </span>
  );
}

/** p75 of real visitors' Core Web Vitals per page type, last 7 and 28 days, against the budgets. */
export function VitalsPanel() {
  const { data, isPending, isError } = useQuery(vitalsQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Site speed (real visitors)</CardTitle>
        <CardDescription>
          The 75th percentile of a sample of page views. Budgets: largest paint 1.80 s, interaction
          100 ms, layout shift 0.050.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner />
        ) : isError ? (
          <p role="alert">The figures could not be loaded. Please try again.</p>
        ) : data.rows.length === 0 ? (
          <p className="text-muted-foreground">No visitor measurements yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-border border-b">
                  <th className="py-2 pr-4 font-medium">Page</th>
                  <th className="py-2 pr-4 font-medium">Metric</th>
                  <th className="py-2 pr-4 font-medium">Budget</th>
                  <th className="py-2 pr-4 font-medium">Last 7 days</th>
                  <th className="py-2 font-medium">Last 28 days</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.pageType}-${row.metric}`} className="border-border border-b">
                    <td className="py-2 pr-4">{PAGE_TYPE_LABELS[row.pageType]}</td>
                    <td className="py-2 pr-4">{row.metric}</td>
                    <td className="py-2 pr-4 tabular-nums">
                      {row.budget === null ? '—' : formatVital(row.metric, row.budget)}
                    </td>
                    <td className="py-2 pr-4">
                      <Figure row={row} period="last7" />
                    </td>
                    <td className="py-2">
                      <Figure row={row} period="last28" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
