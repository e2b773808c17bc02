import { useId, useState } from 'react';
import { formatLongDate, MONTHS } from '../../../../core/dates';
import { formatGBP } from '../../../../core/money';
import { Button } from '../../../components/ui/button';

type Day = { date: string; revenuePence: number; orders: number };

const WIDTH = 640;
const HEIGHT = 200;
/** Room for the £ labels on the left and the dates below (SVG units). */
const LEFT = 64;
const BOTTOM = 28;
const PLOT = WIDTH - LEFT;
const MAX_DATE_LABELS = 6;

const ordersLabel = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** '2026-03-05' → '5 Mar', for the date axis. */
export function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  const name = MONTHS[Number(month) - 1];
  return name ? `${Number(day)} ${name.slice(0, 3)}` : isoDate;
}

/** A day as words: its revenue and orders, and the previous period's same day when there is one. */
export function describeDay(day: Day, previous?: Day): string {
  const words = `${formatLongDate(day.date)}: ${formatGBP(day.revenuePence)} from ${ordersLabel(day.orders)}`;
  return previous
    ? `${words} (previous period, ${formatLongDate(previous.date)}: ${formatGBP(previous.revenuePence)})`
    : words;
}

/**
 * The £ axis: 0 and up to 4 more round steps (1, 2 or 5 × a power of ten, in whole pounds) to at
 * least `max` pence.
 */
export function poundTicks(max: number): number[] {
  if (max <= 0) return [0, 100];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 100)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** Which days' dates the axis names: at most six, evenly spread, the first always. */
export function dateTicks(count: number): number[] {
  const every = Math.max(1, Math.ceil(count / MAX_DATE_LABELS));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % every === 0);
}

/** One sentence with what the chart shows, for those who cannot see it. */
export function chartSummary(days: Day[], previousDays: Day[] = []): string {
  if (days.length === 0) return 'No days in this period.';
  const total = days.reduce((sum, d) => sum + d.revenuePence, 0);
  const before = previousDays.reduce((sum, d) => sum + d.revenuePence, 0);
  const best = days.reduce((a, b) => (b.revenuePence > a.revenuePence ? b : a));
  const first = days[0] as Day;
  const last = days.at(-1) as Day;
  const span = `${formatLongDate(first.date)} to ${formatLongDate(last.date)}`;
  const previous = previousDays.length > 0 ? ` The previous period: ${formatGBP(before)}.` : '';
  return total === 0
    ? `No revenue from ${span}.${previous}`
    : `Revenue from ${span}: ${formatGBP(total)} in all; the best day was ${formatLongDate(best.date)} with ${formatGBP(best.revenuePence)}.${previous}`;
}

/**
 * Revenue by London day as bars on a £ axis and a date axis, with the previous period's days
 * overlaid as a dashed line (day n beside day n). Each bar is focusable (Tab) and names its day,
 * amount, orders and the previous period's same day; the same numbers are one click away as a table.
 */
export function RevenueChart({
  days,
  previousDays = [],
  previousLabel,
}: {
  days: Day[];
  previousDays?: Day[];
  /** The previous period in words, for the legend. */
  previousLabel?: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [focused, setFocused] = useState<number | null>(null);
  const summaryId = useId();
  const overlay = previousDays.slice(0, days.length);
  const ticks = poundTicks(
    Math.max(0, ...days.map((d) => d.revenuePence), ...overlay.map((d) => d.revenuePence)),
  );
  const top = ticks.at(-1) ?? 100;
  const y = (pence: number) => HEIGHT - (pence / top) * (HEIGHT - 8);
  const slot = PLOT / Math.max(1, days.length);
  // A short period's bars stay bar-shaped: at most 40 units wide.
  const barWidth = Math.min(40, Math.max(2, slot * 0.7));
  const centre = (index: number) => LEFT + index * slot + slot / 2;
  const focusedDay = focused === null ? undefined : days[focused];
  return (
    <figure className="flex flex-col gap-3" aria-describedby={summaryId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-medium">Revenue by day (incl. VAT)</figcaption>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
        >
          {view === 'chart' ? 'Show as table' : 'Show as chart'}
        </Button>
      </div>
      <p id={summaryId} className="text-muted-foreground text-sm">
        {chartSummary(days, overlay)}
      </p>
      {view === 'chart' ? (
        <>
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs"
            data-testid="chart-legend"
          >
            <li className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden="true" />
              This period
            </li>
            {overlay.length > 0 ? (
              <li className="flex items-center gap-1.5">
                <span
                  className="inline-block w-4 border-foreground border-t-2 border-dashed"
                  aria-hidden="true"
                />
                Previous period{previousLabel ? ` (${previousLabel})` : ''}
              </li>
            ) : null}
          </ul>
          {/* biome-ignore lint/a11y/useSemanticElements: an SVG chart groups its points with role group; a fieldset cannot live in SVG */}
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT + BOTTOM}`}
            className="h-auto w-full overflow-visible"
            role="group"
            aria-label="Revenue by day, one bar a day, the previous period as a dashed line"
          >
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an axis or the overlay line is drawing, not focusable; the bars' labels and the table say the same */}
            <g aria-hidden="true" data-testid="chart-axis-pounds">
              {ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={LEFT}
                    x2={WIDTH}
                    y1={y(tick)}
                    y2={y(tick)}
                    className="stroke-border"
                    strokeWidth={1}
                  />
                  <text
                    x={LEFT - 6}
                    y={y(tick)}
                    textAnchor="end"
                    dominantBaseline="middle"
                    className="fill-muted-foreground text-[11px] tabular-nums"
                  >
                    {`£${(tick / 100).toLocaleString('en-GB')}`}
                  </text>
                </g>
              ))}
            </g>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an axis or the overlay line is drawing, not focusable; the bars' labels and the table say the same */}
            <g aria-hidden="true" data-testid="chart-axis-dates">
              {dateTicks(days.length).map((index) => (
                <text
                  key={index}
                  x={centre(index)}
                  y={HEIGHT + 18}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {shortDate((days[index] as Day).date)}
                </text>
              ))}
            </g>
            {days.map((day, index) => {
              const height = Math.max(HEIGHT - y(day.revenuePence), day.revenuePence > 0 ? 2 : 0);
              const x = LEFT + index * slot + (slot - barWidth) / 2;
              const label = describeDay(day, overlay[index]);
              return (
                // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a chart's point is focusable so keyboard users can read it; role img with a label names it
                <g
                  key={day.date}
                  role="img"
                  tabIndex={0}
                  aria-label={label}
                  data-testid="chart-point"
                  className="group cursor-default outline-none"
                  onFocus={() => setFocused(index)}
                  onBlur={() => setFocused(null)}
                  onMouseEnter={() => setFocused(index)}
                  onMouseLeave={() => setFocused(null)}
                >
                  <title>{label}</title>
                  {/* A full-height hit area, so thin or empty days are easy to point at. */}
                  <rect
                    x={LEFT + index * slot}
                    y={0}
                    width={slot}
                    height={HEIGHT}
                    fill="transparent"
                  />
                  <rect
                    x={x}
                    y={HEIGHT - height}
                    width={barWidth}
                    height={height}
                    rx={2}
                    className="fill-primary group-hover:fill-primary/75 group-focus-visible:fill-primary/75 group-focus-visible:stroke-foreground"
                    strokeWidth={3}
                  />
                </g>
              );
            })}
            {overlay.length > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the overlay line is drawing, not focusable; the bars' labels and the table say the same
              <g aria-hidden="true" data-testid="chart-previous" className="pointer-events-none">
                <polyline
                  points={overlay.map((d, i) => `${centre(i)},${y(d.revenuePence)}`).join(' ')}
                  fill="none"
                  className="stroke-foreground"
                  strokeWidth={1.5}
                  strokeDasharray="5 4"
                />
                {overlay.map((d, i) => (
                  <circle
                    key={d.date}
                    cx={centre(i)}
                    cy={y(d.revenuePence)}
                    r={2.5}
                    className="fill-foreground"
                  />
                ))}
              </g>
            ) : null}
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              className="stroke-foreground"
              strokeWidth={1}
            />
            <line
              x1={LEFT}
              x2={LEFT}
              y1={0}
              y2={HEIGHT}
              className="stroke-foreground"
              strokeWidth={1}
            />
          </svg>
          <p className="min-h-5 text-sm" aria-hidden="true" data-testid="chart-readout">
            {focusedDay
              ? describeDay(focusedDay, overlay[focused as number])
              : 'Tab to a bar or point at it to read its day.'}
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
                {overlay.length > 0 ? (
                  <th scope="col" className="px-3 py-2 text-right">
                    Previous period
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => {
                const before = overlay[index];
                return (
                  <tr key={day.date} className="border-border border-t">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal">
                      {formatLongDate(day.date)}
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {formatGBP(day.revenuePence)}
                    </td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                    {overlay.length > 0 ? (
                      <td className="px-3 py-1.5 text-right tabular-nums">
                        {before
                          ? `${formatGBP(before.revenuePence)} (${shortDate(before.date)})`
                          : '–'}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
