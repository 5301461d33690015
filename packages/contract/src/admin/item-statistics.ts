import { z } from 'zod';
import { dataOf } from '../envelope.ts';

export const ITEM_METRICS = ['views', 'applications', 'responses', 'hires'] as const;
export const ZItemMetric = z.enum(ITEM_METRICS);
export type TItemMetric = z.infer<typeof ZItemMetric>;

/**
 * One item's numbers (ADR 0037), each with its all-time total and its count on each of the last `ADMIN.trendDays`
 * UTC days, oldest first, days with nothing present as 0. Views are the item's public page's (a candidate's, a
 * company's, a vacancy's; an employer's: the vacancies they posted), one per viewer and day; applications are those
 * sent (by the candidate, to the vacancy, the company's or the employer's vacancies); a response is the company's
 * answer to a candidate, a rejection or a job offer; a hire is a job offer the candidate accepted.
 */
export const ZItemStatistics = dataOf(
  z
    .object({
      metrics: z.array(
        z.object({
          metric: ZItemMetric,
          total: z.number().int(),
          points: z.array(z.object({ day: z.string(), count: z.number().int() })),
        }),
      ),
    })
    .meta({ id: 'ItemStatistics' }),
);
export type TItemStatistics = z.infer<typeof ZItemStatistics>['data'];
