/**
 * Mounted at /api/admin/reports (the admin guard, and MFA when enrolled; one prefix so the staff
 * roles' authorization matrix covers every report): the dashboard, the subscriptions report and
 * the VAT report with its CSV, and the accountant's sales journal (CSV). Each view is one request; the server computes every figure.
 */
import { Hono } from 'hono';
import {
  type DashboardResponse,
  reportPeriodQuerySchema,
  type SubscriptionsReportResponse,
  type VatReportResponse,
} from '../../core/api/reports';
import { formatUnits } from '../../core/catalog/unit-noun';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { noStore } from '../http/no-store';
import { parseWith } from '../http/validate';
import { resolveRange } from './period';
import { buildDashboard, buildVatReport } from './rollups';
import { buildSalesJournal, buildSalesJournalCsv, salesJournalFileName } from './sales-journal';
import { buildSubscriptionsReport } from './subscriptions-report';
import { buildVatCsv, vatReportFileName } from './vat-csv';

export function createReportRoutes(deps: AppDeps) {
  const { db, auth, clock } = deps;
  const rangeOf = (query: Record<string, string>) =>
    resolveRange(parseWith(reportPeriodQuerySchema, query), clock.now());
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(auth, db))
    .use('*', noStore)
    .get('/dashboard', async (c) => {
      const body: DashboardResponse = await buildDashboard(db, rangeOf(c.req.query()));
      return answer(c, 'GET /api/admin/reports/dashboard', body);
    })
    .get('/subscriptions', async (c) => {
      const body: SubscriptionsReportResponse = await buildSubscriptionsReport(db, clock.now());
      return answer(c, 'GET /api/admin/reports/subscriptions', body);
    })
    .get('/vat', async (c) => {
      const body: VatReportResponse = await buildVatReport(db, rangeOf(c.req.query()));
      return answer(c, 'GET /api/admin/reports/vat', body);
    })
    .get('/vat.csv', async (c) => {
      const report = await buildVatReport(db, rangeOf(c.req.query()));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${vatReportFileName(report)}"`);
      return c.body(buildVatCsv(report));
    })
    .get('/sales-journal.csv', async (c) => {
      // Customers' names and trade VAT numbers: the owner's (route-permissions.ts), audited.
      const range = rangeOf(c.req.query());
      const rows = await buildSalesJournal(db, range);
      await recordAudit(db, actorOf(c), {
        action: 'sales_journal.export',
        entityType: 'orders',
        summary: `Exported the sales journal ${range.from} to ${range.to} (${formatUnits(rows.length, 'row')})`,
        after: range,
      });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${salesJournalFileName(range)}"`);
      return c.body(buildSalesJournalCsv(rows));
    });
}
