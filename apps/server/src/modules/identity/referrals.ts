import type { Locale } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { userRepo } from './user.repo.ts';

/** How far a user's invite link reached: people who opened it, and people who registered through it. */
export async function getReferralStatistics(deps: IdentityDeps, actor: Actor, locale: Locale) {
  requirePermission(actor, 'read:referral:own');
  const user = await userRepo.findById(deps.db, requireUser(actor).user_id);
  if (!user) throw new AppError('UNAUTHORIZED');
  const [invited, registered] = await Promise.all([
    userRepo.countInviteVisits(deps.db, user.id),
    userRepo.countInvited(deps.db, user.id),
  ]);
  return {
    invited,
    registered,
    invite_code: user.invite_code,
    invite_link: deps.link(locale, `/invite/${user.invite_code}`),
  };
}

/** Counts one visitor (by a random key their browser keeps) on an invite link; unknown codes are ignored. */
export async function recordInviteVisit(deps: IdentityDeps, code: string, visitorKey: string): Promise<boolean> {
  const inviter = await userRepo.findByInviteCode(deps.db, code);
  if (!inviter) return false;
  await userRepo.recordInviteVisit(deps.db, inviter.id, visitorKey);
  return true;
}
