import { queryOptions } from '@tanstack/react-query';
import { REPORT_PERIODS, type ReportPeriodKind } from '../../../../core/api/reports';
import { api } from '../../../lib/api-client';

/** A period as the reports' query string takes it; custom dates are 'YYYY-MM-DD' or ''. */
export type PeriodChoice = { period: ReportPeriodKind; from: string; to: string };

export function periodQuery(choice: PeriodChoice): { period: string; from?: string; to?: string } {
  return choice.period === 'custom'
    ? { period: choice.period, from: choice.from, to: choice.to }
    : { period: choice.period };
}

export function periodParams(choice: PeriodChoice): URLSearchParams {
  return new URLSearchParams(periodQuery(choice));
}

export const reportKeys = {
  dashboard: (choice: PeriodChoice) => ['admin', 'reports', 'dashboard', choice] as const,
  subscriptions: ['admin', 'reports', 'subscriptions'] as const,
  vat: (choice: PeriodChoice) => ['admin', 'reports', 'vat', choice] as const,
};

export const dashboardQuery = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: reportKeys.dashboard(choice),
    queryFn: ({ signal }) =>
      api('GET /api/admin/reports/dashboard', { query: periodQuery(choice), signal }),
  });

export const subscriptionsReportQuery = () =>
  queryOptions({
    queryKey: reportKeys.subscriptions,
    queryFn: ({ signal }) => api('GET /api/admin/reports/subscriptions', { signal }),
  });

export const vatReportQuery = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: reportKeys.vat(choice),
    queryFn: ({ signal }) =>
      api('GET /api/admin/reports/vat', { query: periodQuery(choice), signal }),
  });

/** A custom period is asked for only once both dates are filled in. */
export function isComplete(choice: PeriodChoice): boolean {
  return choice.period !== 'custom' || (choice.from !== '' && choice.to !== '');
}

/** The URL's names of a report's period: `period`, `from`, `to`, with a prefix (`vat-period`). */
const periodKeys = (prefix: string) => ({
  period: `${prefix}period`,
  from: `${prefix}from`,
  to: `${prefix}to`,
});

/** A report's period as the page's query string says (its default for what it does not). */
export function readPeriodChoice(
  params: URLSearchParams,
  prefix: string,
  initial: ReportPeriodKind,
): PeriodChoice {
  const keys = periodKeys(prefix);
  const asked = params.get(keys.period);
  const period = REPORT_PERIODS.find((p) => p === asked) ?? initial;
  return period === 'custom'
    ? { period, from: params.get(keys.from) ?? '', to: params.get(keys.to) ?? '' }
    : { period, from: '', to: '' };
}

/**
 * The query string with a report's period in it (decision 131's URL filters): the default
 * period and empty dates are left out; the dates only with a custom period; other parameters stay.
 */
export function withPeriodChoice(
  params: URLSearchParams,
  prefix: string,
  choice: PeriodChoice,
  initial: ReportPeriodKind,
): URLSearchParams {
  const keys = periodKeys(prefix);
  const next = new URLSearchParams(params);
  if (choice.period === initial) next.delete(keys.period);
  else next.set(keys.period, choice.period);
  for (const key of ['from', 'to'] as const) {
    const value = choice.period === 'custom' ? choice[key] : '';
    if (value) next.set(keys[key], value);
    else next.delete(keys[key]);
  }
  return next;
}
