import type { TItemStatistics } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { applicationStatistics } from '../../applications/index.ts';
import { candidateStatistics } from '../../candidates/index.ts';
import { metricsOf } from './lib/metrics-of.ts';

type Args = UseCaseArgs<{ id: number }, 'clock'>;

/** The item's numbers (ADR 0037): its own domain counts its page's views, applications the rest. */
export async function getCandidateStatistics(args: Args): Promise<TItemStatistics> {
  requirePermission(args.actor, 'read:admin-dashboard:any');
  const { user_id, views } = await candidateStatistics({ ...args, input: { candidate_id: args.input.id } });
  return metricsOf({ views, ...(await applicationStatistics({ ...args, input: { user_id } })) });
}
