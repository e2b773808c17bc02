import { queryOptions } from '@tanstack/react-query';
import type {
  DashboardResponse,
  ReportPeriodKind,
  SubscriptionsReportResponse,
  VatReportResponse,
} from '../../../../core/api/reports';
import { apiFetch } from '../../../lib/api-client';

/** A period as the reports' query string takes it; custom dates are 'YYYY-MM-DD' or ''. */
export type PeriodChoice = { period: ReportPeriodKind; from: string; to: string };

export function periodParams(choice: PeriodChoice): URLSearchParams {
  const params = new URLSearchParams({ period: choice.period });
  if (choice.period === 'custom') {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
  return params;
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
      apiFetch<DashboardResponse>(`/api/admin/reports/dashboard?${periodParams(choice)}`, {
        signal,
      }),
  });

export const subscriptionsReportQuery = () =>
  queryOptions({
    queryKey: reportKeys.subscriptions,
    queryFn: ({ signal }) =>
      apiFetch<SubscriptionsReportResponse>('/api/admin/reports/subscriptions', { signal }),
  });

export const vatReportQuery = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: reportKeys.vat(choice),
    queryFn: ({ signal }) =>
      apiFetch<VatReportResponse>(`/api/admin/reports/vat?${periodParams(choice)}`, { signal }),
  });

/** A custom period is asked for only once both dates are filled in. */
export function isComplete(choice: PeriodChoice): boolean {
  return choice.period !== 'custom' || (choice.from !== '' && choice.to !== '');
}
