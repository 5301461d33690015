import type { TItemStatistics } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { applicationStatistics } from '../../applications/index.ts';
import { vacancyStatistics } from '../../vacancies/index.ts';
import { metricsOf } from './lib/metrics-of.ts';

type Args = UseCaseArgs<{ id: number }, 'clock'>;

/** The item's numbers (ADR 0037): its own domain counts its page's views, applications the rest. */
export async function getVacancyStatistics(args: Args): Promise<TItemStatistics> {
  requirePermission(args.actor, 'read:admin-dashboard:any');
  const { vacancy_ids, views } = await vacancyStatistics({ ...args, input: { vacancy_id: args.input.id } });
  return metricsOf({ views, ...(await applicationStatistics({ ...args, input: { vacancy_ids } })) });
}
