/**
 * The owner's reports (/api/admin/reports/*): the dashboard, the subscriptions report and the VAT
 * report. Every figure is integer pence, worked out on the server in one request per view; days
 * and periods are London days (docs/decisions/088-owner-reports.md).
 */
import { z } from '../zod';

export const REPORT_PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriodKind, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  custom: 'Custom',
};

/** Custom periods are at most a little over a year (a VAT year plus a margin). */
export const MAX_REPORT_DAYS = 400;

const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

export const reportPeriodQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: 'Choose a period' }).default('30d'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.period !== 'custom') return;
    if (!value.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Enter a start date' });
    if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Enter an end date' });
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start' });
    }
  });
export type ReportPeriodQuery = z.input<typeof reportPeriodQuerySchema>;

/** A resolved period: London dates, both inclusive. */
export type ReportRange = { from: string; to: string; days: number };

export type DashboardTotals = {
  revenuePence: number;
  orders: number;
  averageOrderPence: number;
  newCustomers: number;
  returningCustomers: number;
  refundsPence: number;
  netSalesPence: number;
  /** Orders held for staff (unverified, oversold) in the period: never revenue until released. */
  heldOrders: number;
  heldPence: number;
};

export type SalesChannel = 'retail' | 'trade' | 'subscription';

export type DashboardResponse = {
  range: ReportRange;
  previousRange: ReportRange;
  current: DashboardTotals;
  previous: DashboardTotals;
  /** One row per London day of the period, oldest first (days without orders: 0). */
  revenueByDay: { date: string; revenuePence: number; orders: number }[];
  /** The previous period's days likewise, for the chart's overlay (day n beside day n). */
  previousRevenueByDay: { date: string; revenuePence: number; orders: number }[];
  topByRevenue: TopProduct[];
  topByUnits: TopProduct[];
  channels: { channel: SalesChannel; revenuePence: number; orders: number }[];
};

export type TopProduct = { title: string; revenuePence: number; units: number };

export type SubscriptionsReportResponse = {
  today: string;
  active: number;
  paused: number;
  cancelled: number;
  /** Active subscriptions' delivery amounts as a monthly figure (× 365.25 / 12 / frequency). */
  monthlyRecurringPence: number;
  /** The last 12 London months, oldest first. */
  months: { month: string; started: number; cancelled: number }[];
  /** Cancelled in the last 30 days ÷ (active now + cancelled in the last 30 days), in basis points. */
  churnRateBasisPoints: number;
  /** Deliveries charged in the last 30 days that were paid (on any try) ÷ all of them, in basis
   * points: a card paid on its retry is a paid delivery. */
  renewalSuccessBasisPoints: number | null;
  renewalDeliveries: { paid: number; unpaid: number };
  failing: number;
  pausedByFailure: number;
  upcoming: {
    count: number;
    totalPence: number;
    /** The soonest renewals (at most 50), each with what it will charge. */
    renewals: { id: string; email: string; date: string; amountPence: number }[];
  };
};

export type VatRateRow = {
  ratePercent: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
};

export type VatReportResponse = {
  range: ReportRange;
  invoices: number;
  /** The period's invoices, by rate (highest first). */
  sales: VatRateRow[];
  /** Refunds issued in the period, by rate (shares of the refunded order's rates). */
  refunds: VatRateRow[];
  /** Sales − refunds, by rate. */
  net: VatRateRow[];
  /** The credit notes of the period's refunds, in number order (their sum is `refunds`). */
  creditNotes: {
    creditNoteNumber: string;
    issuedOn: string;
    invoiceNumber: string;
    netPence: number;
    vatPence: number;
    grossPence: number;
  }[];
  totals: { netPence: number; vatPence: number; grossPence: number };
  /** VAT return box 1 (output VAT, pounds and pence) and box 6 (net sales, whole pounds). */
  box1Pence: number;
  box6Pounds: number;
};
