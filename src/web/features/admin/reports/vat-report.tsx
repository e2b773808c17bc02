import { Download } from 'lucide-react';
import type { VatRateRow } from '../../../../core/api/reports';
import { formatLongDate } from '../../../../core/dates';
import { formatGBP } from '../../../../core/money';
import { buttonVariants } from '../../../components/ui/button';
import { isComplete, periodParams, vatReportQuery } from './api';
import { rangeLabel } from './dashboard-panel';
import { PeriodPicker } from './period-picker';
import { ReportCard, usePeriodQuery } from './report-card';

function RateRows({ section, rows }: { section: string; rows: VatRateRow[] }) {
  return rows.map((r) => (
    <tr key={`${section}-${r.ratePercent}`} className="border-border border-t">
      <th scope="row" className="py-1.5 text-left font-normal">
        {section} at {r.ratePercent}%
      </th>
      <td className="py-1.5 text-right tabular-nums">{formatGBP(r.netPence)}</td>
      <td className="py-1.5 text-right tabular-nums">{formatGBP(r.vatPence)}</td>
      <td className="py-1.5 text-right tabular-nums">{formatGBP(r.grossPence)}</td>
    </tr>
  ));
}

/** The VAT report of a period: sales by rate, refunds netted, boxes 1 and 6, and its CSV. */
export function VatReport() {
  const { choice, setChoice, query } = usePeriodQuery('month', vatReportQuery);
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
          <div className="overflow-x-auto">
            <table className="w-full min-w-md text-sm">
              <caption className="sr-only">VAT by rate</caption>
              <thead className="text-left text-muted-foreground text-xs">
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
              <tbody>
                <RateRows section="Sales" rows={data.sales} />
                <RateRows section="Refunds" rows={data.refunds} />
                <RateRows section="Net" rows={data.net} />
                <tr className="border-border border-t font-semibold">
                  <th scope="row" className="py-1.5 text-left">
                    Total
                  </th>
                  <td className="py-1.5 text-right tabular-nums">
                    {formatGBP(data.totals.netPence)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    {formatGBP(data.totals.vatPence)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    {formatGBP(data.totals.grossPence)}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
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
