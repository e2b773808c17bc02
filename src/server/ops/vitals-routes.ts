// Field data: real visitors' Core Web Vitals, sent by the browser (src/web/lib/vitals.ts)
// for a sample of page views, and their p75 per page type for the back office.
import { count, gte, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  VITALS_BUDGETS,
  VITALS_METRICS,
  VITALS_PAGE_TYPES,
  type VitalsMetric,
  type VitalsPageType,
  type VitalsReportResponse,
  vitalsBeaconSchema,
} from '../../core/schemas/vitals';
import type { AppDeps } from '../app-deps';
import { requireAdminAssurance } from '../auth/service';
import { webVitalSamples } from '../db/schema/ops';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { noStore } from '../http/no-store';
import { rateLimit } from '../http/rate-limit';
import { readJsonBody } from '../http/validate';

/** Rows kept per day, page type and metric: enough for a steady p75, bounded storage. */
export const VITALS_DAILY_CAP = 500;
/**
 * Rows one client address may add to a day's bucket (page type and metric): 5% of the cap, so a
 * flood from one address, or from fewer than 20, cannot fill a bucket with its values and leave
 * real visitors' out. Counted in the rate-limit store (atomic, shared by every instance), under
 * a key naming the day, so it holds with the rate limits off too.
 */
export const VITALS_ADDRESS_SHARE = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Per client address: a beacon per page view, 30 page views in 10 minutes. */
export const VITALS_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;
const KEPT_DAYS = 28;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysBefore(date: Date, days: number): string {
  return dayOf(new Date(date.getTime() - days * 24 * 60 * 60 * 1000));
}

/** Mounted at /api/vitals: 204 once stored (a full day's bucket, or the address's full share of
 * it, ignores the value). */
export function createVitalsBeaconRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit({
      store: deps.rateLimitStore,
      enabled: deps.config.rateLimitsEnabled,
      name: 'vitals',
      ...VITALS_RATE_LIMIT,
    }),
    async (c) => {
      const beacon = await readJsonBody(c, vitalsBeaconSchema);
      const now = deps.clock.now();
      const today = dayOf(now);
      // Each bucket's cap and each address's share of it are counters in the rate-limit store
      // (one atomic increment each, shared by every instance), not a count of the rows then an
      // insert: concurrent beacons would all read a count under the cap and all insert.
      const bucketOf = (metric: string) => `${today}:${beacon.pageType}:${metric}`;
      const metrics: typeof beacon.metrics = [];
      for (const metric of beacon.metrics) {
        const bucket = bucketOf(metric.name);
        const share = await deps.rateLimitStore.hit(
          `vitals-share:${bucket}:${c.get('clientIp')}`,
          DAY_MS,
        );
        if (share > VITALS_ADDRESS_SHARE) continue;
        if ((await deps.rateLimitStore.hit(`vitals-bucket:${bucket}`, DAY_MS)) > VITALS_DAILY_CAP) {
          continue;
        }
        metrics.push(metric);
      }
      await deps.db.transaction(async (tx) => {
        if (metrics.length > 0) {
          await tx.insert(webVitalSamples).values(
            metrics.map((metric) => ({
              recordedOn: today,
              pageType: beacon.pageType,
              metric: metric.name,
              value: metric.value,
            })),
          );
        }
        await tx
          .delete(webVitalSamples)
          .where(lt(webVitalSamples.recordedOn, daysBefore(now, KEPT_DAYS)));
      });
      return c.body(null, 204);
    },
  );
}

/** Mounted at /api/admin/vitals: p75 and sample counts for the last 7 and 28 days. */
export function createAdminVitalsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(deps.auth, deps.db))
    .use('*', noStore)
    .get('/', async (c) => {
      const now = deps.clock.now();
      const p75 = async (days: number) =>
        deps.db
          .select({
            pageType: webVitalSamples.pageType,
            metric: webVitalSamples.metric,
            p75: sql<
              number | string | null
            >`percentile_cont(0.75) within group (order by ${webVitalSamples.value})`,
            samples: count(),
          })
          .from(webVitalSamples)
          .where(gte(webVitalSamples.recordedOn, daysBefore(now, days - 1)))
          .groupBy(webVitalSamples.pageType, webVitalSamples.metric);
      const [week, month] = await Promise.all([p75(7), p75(KEPT_DAYS)]);
      const find = (rows: typeof week, pageType: VitalsPageType, metric: VitalsMetric) => {
        const row = rows.find((r) => r.pageType === pageType && r.metric === metric);
        return { p75: row?.p75 == null ? null : Number(row.p75), samples: row?.samples ?? 0 };
      };
      const rows = VITALS_PAGE_TYPES.flatMap((pageType) =>
        VITALS_METRICS.map((metric) => ({
          pageType,
          metric,
          budget: VITALS_BUDGETS[metric],
          last7: find(week, pageType, metric),
          last28: find(month, pageType, metric),
        })),
      ).filter((row) => row.last28.samples > 0);
      return answer(c, 'GET /api/admin/vitals', { rows } satisfies VitalsReportResponse);
    });
}
