import { Download } from 'lucide-react';
import { useState } from 'react';
import { toLondonDate } from '../../../../core/dates';
import {
  calendarMonths,
  VAT_STAGGER_LABELS,
  VAT_STAGGERS,
  type VatStagger,
  vatQuarters,
} from '../../../../core/reports/export-periods';
import type { Permission } from '../../../../core/staff/staff-roles';
import { buttonVariants } from '../../../components/ui/button';
import { CONTROL_CLASSES, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useStaffCan } from '../staff/use-staff-can';
import { ReportCard } from './report-card';

const CUSTOM = 'custom';

function DownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={href} download>
      <Download aria-hidden="true" />
      {children}
    </a>
  );
}

/**
 * The downloads for a period (null: not a whole period yet), each only for a role that may use it:
 * the journal, orders and customers name buyers (owners); the VAT report and products do not.
 */
export function exportLinks(
  period: { from: string; to: string } | null,
  can: (permission: Permission) => boolean,
): { label: string; href: string }[] {
  const links: { label: string; href: string; permission: Permission; dated: boolean }[] = [];
  if (period) {
    const report = new URLSearchParams({ period: 'custom', ...period }).toString();
    const dates = new URLSearchParams(period).toString();
    links.push(
      {
        label: 'Sales journal',
        href: `/api/admin/reports/sales-journal.csv?${report}`,
        permission: 'personal-data.export',
        dated: true,
      },
      {
        label: 'VAT report',
        href: `/api/admin/reports/vat.csv?${report}`,
        permission: 'reports',
        dated: true,
      },
      {
        label: 'Orders',
        href: `/api/admin/orders/export.csv?${dates}`,
        permission: 'personal-data.export',
        dated: true,
      },
    );
  }
  links.push(
    {
      label: 'Customers',
      href: '/api/admin/customers/export.csv',
      permission: 'personal-data.export',
      dated: false,
    },
    {
      label: 'Products',
      href: '/api/admin/products/export.csv',
      permission: 'catalogue',
      dated: false,
    },
  );
  return links.filter((l) => can(l.permission)).map(({ label, href }) => ({ label, href }));
}

/**
 * The files an accountant asks for (docs/decisions/126-sales-journal.md): a VAT quarter in the
 * shop's stagger, a month or any dates, then the sales journal, the VAT report and the orders of
 * that period, and the customers and products. Each link is shown only to a role that may use it.
 */
export function AccountantExport() {
  const can = useStaffCan();
  const today = toLondonDate(new Date());
  const [stagger, setStagger] = useState<VatStagger>('mar');
  const quarters = vatQuarters(today, stagger);
  const months = calendarMonths(today);
  // The last whole quarter: the one the next VAT return is for.
  const lastQuarterOf = (s: VatStagger) => {
    const last = vatQuarters(today, s)[1];
    return last ? `${last.from}_${last.to}` : CUSTOM;
  };
  const [choice, setChoice] = useState(() => lastQuarterOf('mar'));
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [from = '', to = ''] = choice === CUSTOM ? [custom.from, custom.to] : choice.split('_');
  const complete = from !== '' && to !== '' && from <= to;
  return (
    <ReportCard
      title="Accountant’s export"
      description="Spreadsheet files (CSV) for a VAT quarter, a month or any dates, in UK time. The sales journal has a row per invoice line and per credit note line; its totals by rate equal the VAT report’s."
      error={null}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="export-stagger">VAT quarters end in</Label>
          <select
            id="export-stagger"
            className={cn(CONTROL_CLASSES, 'h-11 w-auto')}
            value={stagger}
            onChange={(event) => {
              const next = event.currentTarget.value as VatStagger;
              setStagger(next);
              setChoice(lastQuarterOf(next));
            }}
          >
            {VAT_STAGGERS.map((s) => (
              <option key={s} value={s}>
                {VAT_STAGGER_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="export-period">Export period</Label>
          <select
            id="export-period"
            className={cn(CONTROL_CLASSES, 'h-11 w-auto min-w-56')}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
          >
            <optgroup label="VAT quarters">
              {quarters.map((q) => (
                <option key={q.from} value={`${q.from}_${q.to}`}>
                  {q.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Months">
              {months.map((m) => (
                <option key={m.from} value={`${m.from}_${m.to}`}>
                  {m.label}
                </option>
              ))}
            </optgroup>
            <option value={CUSTOM}>Custom dates</option>
          </select>
        </div>
        {choice === CUSTOM ? (
          <>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="export-from">From</Label>
              <Input
                id="export-from"
                type="date"
                className="w-auto"
                value={custom.from}
                onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="export-to">To</Label>
              <Input
                id="export-to"
                type="date"
                className="w-auto"
                value={custom.to}
                onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
              />
            </div>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2" data-testid="accountant-downloads">
        {exportLinks(complete ? { from, to } : null, can).map((link) => (
          <DownloadLink key={link.label} href={link.href}>
            {link.label}
          </DownloadLink>
        ))}
      </div>
      {choice === CUSTOM && custom.from !== '' && custom.to !== '' && !complete ? (
        <p role="alert" className="text-destructive text-sm">
          The end date is before the start.
        </p>
      ) : null}
    </ReportCard>
  );
}
