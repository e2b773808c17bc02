import { useQuery } from '@tanstack/react-query';
import { formatLongDate, formatMonthYear } from '../../../../core/dates';
import { formatGBP } from '../../../../core/money';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { subscriptionsReportQuery } from './api';

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(1)}%`;

/** Subscriptions: what is active, what it brings a month, churn, renewals, the next 30 days. */
export function SubscriptionsReport() {
  const query = useQuery(subscriptionsReportQuery());
  const data = query.data;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg">Subscriptions report</h2>
        <CardDescription>
          Churn and renewal success cover the last 30 days; monthly recurring revenue counts active
          subscriptions at their subscribed prices.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {query.error ? (
          <p role="alert" className="text-destructive text-sm">
            {getErrorMessage(query.error)}
          </p>
        ) : null}
        {!data ? (
          <PageSpinner />
        ) : (
          <>
            <dl
              className="grid grid-cols-2 gap-3 md:grid-cols-4"
              data-testid="subscription-figures"
            >
              {[
                ['Active', String(data.active)],
                ['Monthly recurring revenue', formatGBP(data.monthlyRecurringPence)],
                ['Churn (30 days)', percent(data.churnRateBasisPoints)],
                [
                  'Renewal success (30 days)',
                  data.renewalSuccessBasisPoints === null
                    ? 'No renewals yet'
                    : `${percent(data.renewalSuccessBasisPoints)} (${data.renewalDeliveries.paid} of ${data.renewalDeliveries.paid + data.renewalDeliveries.unpaid} deliveries paid)`,
                ],
                ['Failing payments', String(data.failing)],
                ['Paused by a failed payment', String(data.pausedByFailure)],
                ['Paused', String(data.paused)],
                ['Cancelled', String(data.cancelled)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl border border-border bg-surface p-3">
                  <dt className="text-muted-foreground text-xs">{label}</dt>
                  <dd className="font-semibold text-lg tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="mb-2 text-left font-medium">New and cancelled by month</caption>
                <thead className="text-left text-muted-foreground text-xs">
                  <tr>
                    <th scope="col" className="py-1">
                      Month
                    </th>
                    <th scope="col" className="py-1 text-right">
                      New
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Cancelled
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.months.map((m) => (
                    <tr key={m.month} className="border-border border-t">
                      <th scope="row" className="py-1.5 text-left font-normal">
                        {formatMonthYear(m.month)}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{m.started}</td>
                      <td className="py-1.5 text-right tabular-nums">{m.cancelled}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="mb-2 text-left font-medium">
                  Renewals in the next 30 days: {data.upcoming.count},{' '}
                  {formatGBP(data.upcoming.totalPence)}
                  {data.upcoming.count > data.upcoming.renewals.length
                    ? ` (the first ${data.upcoming.renewals.length} listed)`
                    : ''}
                </caption>
                <thead className="text-left text-muted-foreground text-xs">
                  <tr>
                    <th scope="col" className="py-1">
                      Date
                    </th>
                    <th scope="col" className="py-1">
                      Customer
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.upcoming.renewals.length === 0 ? (
                    <tr>
                      <td colSpan={3} className="py-2 text-muted-foreground">
                        No renewals are due in the next 30 days.
                      </td>
                    </tr>
                  ) : null}
                  {data.upcoming.renewals.map((r) => (
                    <tr key={r.id} className="border-border border-t">
                      <td className="py-1.5">{formatLongDate(r.date)}</td>
                      <td className="break-all py-1.5">{r.email}</td>
                      <td className="py-1.5 text-right tabular-nums">{formatGBP(r.amountPence)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
