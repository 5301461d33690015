import { requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { sessionRepo } from '../session.repo.ts';

/**
 * Ends a "log in as" session: only such a session may call it (anyone else is refused, so no ordinary account learns
 * anything). The admin's own session was never touched; returning to it is the browser putting its cookies back.
 * Answers the admin's and the user's ids for the audit log.
 */
export async function endImpersonation({ actor, db, clock }: UseCaseArgs<unknown, 'clock'>) {
  const user = requireUser(actor);
  if (!actor.impersonator_user_id) throw new AppError('FORBIDDEN');
  await sessionRepo.revokeById(db, user.session_id, clock.now());
  return { admin_id: actor.impersonator_user_id, user_id: user.user_id };
}
