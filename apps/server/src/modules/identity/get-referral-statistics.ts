import type { Locale } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { userRepo } from './user.repo.ts';

export type GetReferralStatisticsOptions = UseCaseArgs<{ locale: Locale }, 'link'>;

/** How far a user's invite link reached: people who opened it, and people who registered through it. */
export async function getReferralStatistics({ actor, input, db, link }: GetReferralStatisticsOptions) {
  requirePermission(actor, 'read:referral:own');
  const user = await userRepo.findById(db, requireUser(actor).user_id);
  if (!user) throw new AppError('UNAUTHORIZED');
  const [invited, registered] = await Promise.all([
    userRepo.countInviteVisits(db, user.id),
    userRepo.countInvited(db, user.id),
  ]);
  return {
    invited,
    registered,
    invite_code: user.invite_code,
    invite_link: link(input.locale, `/invite/${user.invite_code}`),
  };
}
