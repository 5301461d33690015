import type { TImpersonationSession } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { type ClientInfo, issueSession } from '../issue-session.ts';
import { adminTargetOf } from './lib/admin-target.ts';

export type ImpersonateUserOptions = UseCaseArgs<{ id: number }, 'clock'> & { client: ClientInfo };

/**
 * "Log in as": a new session of the target account marked with the admin behind it. The admin's own session is not
 * touched (the browser keeps it aside to return to). A marked session may not start another one, so the audit log
 * always names the real admin, and no admin account may be entered this way.
 */
export async function impersonateUser({
  actor,
  input,
  db,
  clock,
  client,
}: ImpersonateUserOptions): Promise<TImpersonationSession> {
  if (actor.impersonator_user_id) throw new AppError('IMPERSONATION_NESTED');
  requirePermission(actor, 'update:user:any');
  const admin = requireUser(actor);
  const target = await adminTargetOf(db, actor, input.id, { isGuarded: true });
  if (target.deleted_at || target.blocked_at) throw new AppError('USER_BLOCKED');
  const { session_id: _, ...tokens } = await issueSession(db, {
    user_id: target.id,
    now: clock.now(),
    client,
    impersonatorUserId: admin.user_id,
  });
  return { ...tokens, user_id: target.id };
}
