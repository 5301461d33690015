import type { TItemMetric, TItemStatistics } from '@hushwork/contract';
import type { Trend } from '../../../../platform/db/trend.ts';

/** An item's four trends in the contract's order (ADR 0037). */
export const metricsOf = (trends: Record<TItemMetric, Trend>): TItemStatistics => ({
  metrics: (['views', 'applications', 'responses', 'hires'] as const).map((metric) => ({
    metric,
    ...trends[metric],
  })),
});
