import { z } from 'zod';
import { dataOf } from '../envelope.ts';

export const ADMIN_QUEUES = ['candidates', 'companies', 'vacancies', 'reviews', 'comments'] as const;
export const ZAdminQueue = z.enum(ADMIN_QUEUES);
export type TAdminQueue = z.infer<typeof ZAdminQueue>;

export const ADMIN_TRENDS = ['registrations', 'vacancies', 'applications', 'hires'] as const;
export const ZAdminTrend = z.enum(ADMIN_TRENDS);
export type TAdminTrend = z.infer<typeof ZAdminTrend>;

/** One day of a trend, in UTC: days with nothing are there with 0, so a chart needs no gap filling. */
const ZTrendPoint = z.object({ day: z.string(), count: z.number().int() });

/**
 * The dashboard: how many items wait in each moderation queue, and per trend the all-time total and the count of
 * each of the last `ADMIN.trendDays` days. A hire is a job offer the candidate accepted.
 */
export const ZAdminStatistics = dataOf(
  z
    .object({
      queues: z.record(ZAdminQueue, z.number().int()),
      trends: z.array(z.object({ trend: ZAdminTrend, total: z.number().int(), points: z.array(ZTrendPoint) })),
    })
    .meta({ id: 'AdminStatistics' }),
);
export type TAdminStatistics = z.infer<typeof ZAdminStatistics>['data'];
