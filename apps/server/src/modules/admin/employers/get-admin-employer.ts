import type { TAdminEmployerDetail } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { listEmployerPlaces } from '../../companies/index.ts';
import { getAdminUser } from '../../identity/index.ts';
import { employerOf } from './present-employer.ts';

/** One company account's facts and team place; any other account (a worker's, an admin's) is no employer. */
export async function getAdminEmployer({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number }, 'clock'>): Promise<TAdminEmployerDetail> {
  requirePermission(actor, 'read:admin-user:any');
  const user = await getAdminUser({ actor, input, db, clock }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'ADMIN_USER_NOT_FOUND'
      ? new AppError('ADMIN_EMPLOYER_NOT_FOUND')
      : error;
  });
  if (user.role !== 'company') throw new AppError('ADMIN_EMPLOYER_NOT_FOUND');
  const place = (await listEmployerPlaces({ actor, input: { user_ids: [user.id] }, db })).get(user.id);
  return {
    ...employerOf(user, place),
    locale: user.locale,
    last_sign_in_at: user.last_sign_in_at,
    is_team_blocked: place?.is_team_blocked ?? false,
  };
}
