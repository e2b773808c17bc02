import { Download } from 'lucide-react';
import type { VatRateRow } from '../../../../core/api/reports';
import { formatLongDate } from '../../../../core/dates';
import { formatGBP } from '../../../../core/money';
import { buttonVariants } from '../../../components/ui/button';
import { STACKED_ROW, StackedCell } from '../list-parts';
import { isComplete, periodParams, vatReportQuery } from './api';
import { rangeLabel } from './dashboard-panel';
import { PeriodPicker } from './period-picker';
import { ReportCard, usePeriodQuery } from './report-card';

/** Net, VAT and gross cells: table cells from `sm` up, labelled lines of a stacked row below. */
function MoneyCells({ net, vat, gross }: { net: number; vat: number; gross: number }) {
  return (
    <>
      <StackedCell label="Net" className="text-right tabular-nums sm:py-1.5">
        {formatGBP(net)}
      </StackedCell>
      <StackedCell label="VAT" className="text-right tabular-nums sm:py-1.5">
        {formatGBP(vat)}
      </StackedCell>
      <StackedCell label="Gross" className="text-right tabular-nums sm:py-1.5">
        {formatGBP(gross)}
      </StackedCell>
    </>
  );
}

function RateRows({ section, rows }: { section: string; rows: VatRateRow[] }) {
  return rows.map((r) => (
    <tr key={`${section}-${r.ratePercent}`} className={STACKED_ROW}>
      <th
        scope="row"
        className="block py-1 text-left font-medium sm:table-cell sm:py-1.5 sm:font-normal"
      >
        {section} at {r.ratePercent}%
      </th>
      <MoneyCells net={r.netPence} vat={r.vatPence} gross={r.grossPence} />
    </tr>
  ));
}

/** The VAT report of a period: sales by rate, refunds netted, boxes 1 and 6, and its CSV. */
export function VatReport() {
  const { choice, setChoice, query } = usePeriodQuery('month', vatReportQuery, 'vat-');
  const data = query.data;
  return (
    <ReportCard
      title="VAT report"
      description={
        data
          ? `${rangeLabel(data.range)} (UK time): ${data.invoices} ${data.invoices === 1 ? 'invoice' : 'invoices'}.`
          : 'The period’s invoices by VAT rate, with refunds netted.'
      }
      controls={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <PeriodPicker id="vat" value={choice} onChange={setChoice} />
          {isComplete(choice) ? (
            <a
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              href={`/api/admin/reports/vat.csv?${periodParams(choice)}`}
              download
            >
              <Download aria-hidden="true" />
              Download CSV
            </a>
          ) : null}
        </div>
      }
      error={query.error}
    >
      {data ? (
        <>
          {/* Below `sm` each rate is a stacked row (its net, VAT and gross on labelled lines):
              every figure readable at 375 px, no column hidden or scrolled (decision 137). */}
          <table className="block w-full text-sm sm:table" data-testid="vat-table">
            <caption className="sr-only">VAT by rate</caption>
            <thead className="hidden text-left text-muted-foreground text-xs sm:table-header-group">
              <tr>
                <th scope="col" className="py-1">
                  Rate
                </th>
                <th scope="col" className="py-1 text-right">
                  Net
                </th>
                <th scope="col" className="py-1 text-right">
                  VAT
                </th>
                <th scope="col" className="py-1 text-right">
                  Gross
                </th>
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              <RateRows section="Sales" rows={data.sales} />
              <RateRows section="Refunds" rows={data.refunds} />
              <RateRows section="Net" rows={data.net} />
              <tr className={`${STACKED_ROW} font-semibold`}>
                <th scope="row" className="block py-1 text-left sm:table-cell sm:py-1.5">
                  Total
                </th>
                <MoneyCells
                  net={data.totals.netPence}
                  vat={data.totals.vatPence}
                  gross={data.totals.grossPence}
                />
              </tr>
            </tbody>
          </table>
          <dl className="grid gap-3 sm:grid-cols-2" data-testid="vat-boxes">
            <div className="rounded-xl border border-border bg-surface p-3">
              <dt className="text-muted-foreground text-xs">Box 1: VAT due on sales</dt>
              <dd className="font-semibold text-lg tabular-nums">{formatGBP(data.box1Pence)}</dd>
            </div>
            <div className="rounded-xl border border-border bg-surface p-3">
              <dt className="text-muted-foreground text-xs">
                Box 6: total sales excluding VAT (whole pounds)
              </dt>
              <dd className="font-semibold text-lg tabular-nums">£{data.box6Pounds}</dd>
            </div>
          </dl>
          {data.creditNotes.length > 0 ? (
            <section aria-label="Credit notes" className="text-sm">
              <h3 className="font-medium">Credit notes issued for the period’s refunds</h3>
              <ul className="mt-1 flex flex-col gap-1" data-testid="vat-credit-notes">
                {data.creditNotes.map((note) => (
                  <li key={note.creditNoteNumber} className="tabular-nums">
                    {note.creditNoteNumber} · {formatLongDate(note.issuedOn)} · credits{' '}
                    {note.invoiceNumber} · {formatGBP(note.netPence)} + VAT{' '}
                    {formatGBP(note.vatPence)} = {formatGBP(note.grossPence)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </ReportCard>
  );
}
