import { z } from 'zod';
import { VITALS_METRIC_MAX, VITALS_METRICS, VITALS_PAGE_TYPES } from '../vitals';

export * from '../vitals';

/** POST /api/vitals: one page view's measurements (each metric at most once). */
export const vitalsBeaconSchema = z
  .object({
    pageType: z.enum(VITALS_PAGE_TYPES),
    metrics: z
      .array(
        z.object({
          name: z.enum(VITALS_METRICS),
          value: z.number().finite().min(0),
        }),
      )
      .min(1)
      .max(VITALS_METRICS.length),
  })
  .strict()
  .superRefine((beacon, ctx) => {
    const names = new Set<string>();
    for (const [i, metric] of beacon.metrics.entries()) {
      if (names.has(metric.name)) {
        ctx.addIssue({ code: 'custom', path: ['metrics', i, 'name'], message: 'Repeated metric' });
      }
      names.add(metric.name);
      if (metric.value > VITALS_METRIC_MAX[metric.name]) {
        ctx.addIssue({ code: 'custom', path: ['metrics', i, 'value'], message: 'Out of range' });
      }
    }
  });
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
