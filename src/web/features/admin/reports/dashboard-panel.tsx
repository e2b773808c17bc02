import type {
  DashboardResponse,
  DashboardTotals,
  ReportRange,
  SalesChannel,
  TopProduct,
} from '../../../../core/api/reports';
import { formatLongDate } from '../../../../core/dates';
import { formatGBP } from '../../../../core/money';
import { PageSpinner } from '../../../components/ui/spinner';
import { dashboardQuery } from './api';
import { PeriodPicker } from './period-picker';
import { ReportCard, usePeriodQuery } from './report-card';
import { RevenueChart } from './revenue-chart';

const CHANNEL_LABELS: Record<SalesChannel, string> = {
  retail: 'Retail',
  trade: 'Trade',
  subscription: 'Subscriptions',
};

export function rangeLabel(range: ReportRange): string {
  return range.from === range.to
    ? formatLongDate(range.from)
    : `${formatLongDate(range.from)} to ${formatLongDate(range.to)}`;
}

/** '+12.5% on the previous period', '−3.0%…', or 'none in the previous period'. */
export function changeLabel(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'No change' : 'None in the previous period';
  const percent = ((current - previous) * 100) / Math.abs(previous);
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toFixed(1)}% on the previous period`;
}

type Figure = Exclude<keyof DashboardTotals, 'heldOrders' | 'heldPence'>;

const FIGURES: { key: Figure; label: string; money: boolean }[] = [
  { key: 'revenuePence', label: 'Revenue (incl. VAT)', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'averageOrderPence', label: 'Average order (incl. VAT)', money: true },
  { key: 'newCustomers', label: 'New customers', money: false },
  { key: 'returningCustomers', label: 'Returning customers', money: false },
  { key: 'refundsPence', label: 'Refunds (incl. VAT)', money: true },
  { key: 'netSalesPence', label: 'Net sales (incl. VAT)', money: true },
];

function Figures({ data }: { data: DashboardResponse }) {
  const { heldOrders, heldPence } = data.current;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="dashboard-figures">
        {FIGURES.map(({ key, label, money }) => {
          const value = data.current[key];
          const before = data.previous[key];
          return (
            <div key={key} className="rounded-xl border border-border bg-surface p-3">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="font-semibold text-xl tabular-nums">
                {money ? formatGBP(value) : value}
              </dd>
              <dd className="text-muted-foreground text-xs">
                {changeLabel(value, before)} ({money ? formatGBP(before) : before})
              </dd>
            </div>
          );
        })}
      </dl>
      {heldOrders > 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="dashboard-held">
          {heldOrders} held {heldOrders === 1 ? 'order' : 'orders'} ({formatGBP(heldPence)}) not
          counted until staff release {heldOrders === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
    </>
  );
}

function ProductTable({ caption, products }: { caption: string; products: TopProduct[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium">{caption}</caption>
      <thead className="text-left text-muted-foreground text-xs">
        <tr>
          <th scope="col" className="py-1">
            Product
          </th>
          <th scope="col" className="py-1 text-right">
            Revenue
          </th>
          <th scope="col" className="py-1 text-right">
            Units
          </th>
        </tr>
      </thead>
      <tbody>
        {products.length === 0 ? (
          <tr>
            <td colSpan={3} className="py-2 text-muted-foreground">
              No sales in this period.
            </td>
          </tr>
        ) : (
          products.map((p) => (
            <tr key={p.title} className="border-border border-t">
              <th scope="row" className="py-1.5 text-left font-normal">
                {p.title}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatGBP(p.revenuePence)}</td>
              <td className="py-1.5 text-right tabular-nums">{p.units}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** The channel split as a table whose bars are decoration: the numbers are in the cells. */
function Channels({ channels }: { channels: DashboardResponse['channels'] }) {
  const total = channels.reduce((sum, c) => sum + c.revenuePence, 0);
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium">Retail, trade and subscriptions</caption>
      <thead className="text-left text-muted-foreground text-xs">
        <tr>
          <th scope="col" className="py-1">
            Channel
          </th>
          <th scope="col" className="py-1 text-right">
            Revenue
          </th>
          <th scope="col" className="py-1 text-right">
            Share
          </th>
          <th scope="col" className="py-1 text-right">
            Orders
          </th>
        </tr>
      </thead>
      <tbody>
        {channels.map((c) => {
          const share = total === 0 ? 0 : (c.revenuePence * 100) / total;
          return (
            <tr key={c.channel} className="border-border border-t">
              <th scope="row" className="py-1.5 text-left font-normal">
                {CHANNEL_LABELS[c.channel]}
                <span className="mt-1 block h-1.5 rounded bg-muted" aria-hidden="true">
                  <span className="block h-1.5 rounded bg-primary" style={{ width: `${share}%` }} />
                </span>
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatGBP(c.revenuePence)}</td>
              <td className="py-1.5 text-right tabular-nums">{share.toFixed(1)}%</td>
              <td className="py-1.5 text-right tabular-nums">{c.orders}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The owner's dashboard: a period's sales against the period before (London days). */
export function DashboardPanel() {
  const { choice, setChoice, query } = usePeriodQuery('30d', dashboardQuery);
  const data = query.data;
  return (
    <ReportCard
      title="Sales"
      description={
        data
          ? `${rangeLabel(data.range)}, compared with ${rangeLabel(data.previousRange)} (UK time).`
          : 'Revenue, orders, customers and refunds for a period (UK time).'
      }
      controls={<PeriodPicker id="dashboard" value={choice} onChange={setChoice} />}
      error={query.error}
    >
      {data ? (
        <div className="flex flex-col gap-6" aria-busy={query.isFetching}>
          <Figures data={data} />
          <RevenueChart
            days={data.revenueByDay}
            previousDays={data.previousRevenueByDay}
            previousLabel={rangeLabel(data.previousRange)}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <ProductTable caption="Top products by revenue" products={data.topByRevenue} />
            <ProductTable caption="Top products by units" products={data.topByUnits} />
          </div>
          <Channels channels={data.channels} />
        </div>
      ) : query.isLoading ? (
        <PageSpinner />
      ) : null}
    </ReportCard>
  );
}

export default DashboardPanel;
