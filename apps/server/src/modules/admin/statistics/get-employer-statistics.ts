import type { TItemStatistics } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { applicationStatistics } from '../../applications/index.ts';
import { getAdminUser } from '../../identity/index.ts';
import { vacancyStatistics } from '../../vacancies/index.ts';
import { metricsOf } from './lib/metrics-of.ts';

type Args = UseCaseArgs<{ id: number }, 'clock'>;

/** An employer's numbers are those of the vacancies they posted; an account of another role is no employer. */
export async function getEmployerStatistics(args: Args): Promise<TItemStatistics> {
  requirePermission(args.actor, 'read:admin-dashboard:any');
  const account = await getAdminUser(args);
  if (account.role !== 'company') throw new AppError('ADMIN_ITEM_NOT_FOUND');
  const { vacancy_ids, views } = await vacancyStatistics({ ...args, input: { author_user_id: args.input.id } });
  return metricsOf({ views, ...(await applicationStatistics({ ...args, input: { vacancy_ids } })) });
}
