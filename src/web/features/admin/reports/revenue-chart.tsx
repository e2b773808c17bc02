import { useId, useState } from 'react';
import { formatLongDate } from '../../../../core/dates';
import { formatGBP } from '../../../../core/money';
import { Button } from '../../../components/ui/button';

type Day = { date: string; revenuePence: number; orders: number };

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 16;

const ordersLabel = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
const describeDay = (day: Day) =>
  `${formatLongDate(day.date)}: ${formatGBP(day.revenuePence)} from ${ordersLabel(day.orders)}`;

/** One sentence with what the chart shows, for those who cannot see it. */
export function chartSummary(days: Day[]): string {
  if (days.length === 0) return 'No days in this period.';
  const total = days.reduce((sum, d) => sum + d.revenuePence, 0);
  const best = days.reduce((a, b) => (b.revenuePence > a.revenuePence ? b : a));
  const first = days[0] as Day;
  const last = days.at(-1) as Day;
  const span = `${formatLongDate(first.date)} to ${formatLongDate(last.date)}`;
  return total === 0
    ? `No revenue from ${span}.`
    : `Revenue from ${span}: ${formatGBP(total)} in all; the best day was ${formatLongDate(best.date)} with ${formatGBP(best.revenuePence)}.`;
}

/**
 * Revenue by London day as bars: each bar is focusable (Tab) and names its day, amount and
 * orders; the same numbers are one click away as a table.
 */
export function RevenueChart({ days }: { days: Day[] }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [focused, setFocused] = useState<Day | null>(null);
  const summaryId = useId();
  const max = Math.max(1, ...days.map((d) => d.revenuePence));
  const slot = WIDTH / Math.max(1, days.length);
  // A short period's bars stay bar-shaped: at most 40 units wide.
  const barWidth = Math.min(40, Math.max(2, slot * 0.7));
  return (
    <figure className="flex flex-col gap-3" aria-describedby={summaryId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-medium">Revenue by day</figcaption>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
        >
          {view === 'chart' ? 'Show as table' : 'Show as chart'}
        </Button>
      </div>
      <p id={summaryId} className="text-muted-foreground text-sm">
        {chartSummary(days)}
      </p>
      {view === 'chart' ? (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: an SVG chart groups its points with role group; a fieldset cannot live in SVG */}
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
            className="h-auto w-full overflow-visible"
            role="group"
            aria-label="Revenue by day, one bar a day"
          >
            <line
              x1={0}
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              className="stroke-border"
              strokeWidth={1}
            />
            {days.map((day, index) => {
              const height = Math.round((day.revenuePence / max) * (HEIGHT - 8));
              const x = index * slot + (slot - barWidth) / 2;
              return (
                // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a chart's point is focusable so keyboard users can read it; role img with a label names it
                <g
                  key={day.date}
                  role="img"
                  tabIndex={0}
                  aria-label={describeDay(day)}
                  data-testid="chart-point"
                  className="group cursor-default outline-none"
                  onFocus={() => setFocused(day)}
                  onBlur={() => setFocused(null)}
                  onMouseEnter={() => setFocused(day)}
                  onMouseLeave={() => setFocused(null)}
                >
                  <title>{describeDay(day)}</title>
                  {/* A full-height hit area, so thin or empty days are easy to point at. */}
                  <rect x={index * slot} y={0} width={slot} height={HEIGHT} fill="transparent" />
                  <rect
                    x={x}
                    y={HEIGHT - Math.max(height, day.revenuePence > 0 ? 2 : 0)}
                    width={barWidth}
                    height={Math.max(height, day.revenuePence > 0 ? 2 : 0)}
                    rx={2}
                    className="fill-primary group-hover:fill-primary/75 group-focus-visible:fill-primary/75 group-focus-visible:stroke-foreground"
                    strokeWidth={3}
                  />
                </g>
              );
            })}
          </svg>
          <p className="min-h-5 text-sm" aria-hidden="true" data-testid="chart-readout">
            {focused ? describeDay(focused) : 'Tab to a bar or point at it to read its day.'}
          </p>
        </>
      ) : (
        <div className="max-h-96 overflow-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Revenue by day</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Revenue
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Orders
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-border border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {formatLongDate(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {formatGBP(day.revenuePence)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
