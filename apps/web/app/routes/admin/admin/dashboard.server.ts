import { ADMIN_QUEUES, admin } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/**
 * `/admin`: the moderation queues' sizes in a fixed order (the API's record has none) and the 30-day trends, read in
 * one call; each trend carries its last 30 days' sum, which the page says in words beside the chart.
 */
export async function loadDashboard({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const answer = await callApi(serverApi(context), admin.getAdminStatistics, { locale: localeOfParams(params) });
  const statistics = orThrow(answer, { relay: [401] });
  return {
    queues: ADMIN_QUEUES.map((queue) => ({ queue, waiting: statistics.queues[queue] ?? 0 })),
    trends: statistics.trends.map((trend) => ({
      ...trend,
      recent: trend.points.reduce((sum, point) => sum + point.count, 0),
    })),
  };
}
