import { queryOptions } from '@tanstack/react-query';
import type { ReportPeriodKind } from '../../../../core/api/reports';
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
