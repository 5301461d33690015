import { type TTokens, toLocale } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type ClientInfo, issueSession } from './issue-session.ts';
import { checkPasswordUnderLock } from './password-lock.ts';
import { sessionRepo } from './session.repo.ts';
import { userRepo } from './user.repo.ts';

/**
 * Changes the password (the current one is required when there is one, and checked under the sign-in lock; accounts
 * made by social sign-in set their first here). Every session ends, this one included, and a fresh pair comes back
 * so this tab stays signed in.
 */
export type ChangePasswordOptions = IdentityDeps & {
  actor: Actor;
  input: { current_password?: string; password: string };
  client: ClientInfo;
};

export async function changePassword({ actor, input, client, ...deps }: ChangePasswordOptions): Promise<TTokens> {
  requirePermission(actor, 'update:profile:own');
  const { user_id } = requireUser(actor);
  const user = await userRepo.findById(deps.db, user_id);
  if (!user) throw new AppError('UNAUTHORIZED');
  const isCurrent =
    !user.password_hash ||
    (await checkPasswordUnderLock(deps, {
      email: user.email,
      owner: user,
      check: () => verifyPassword(user.password_hash, input.current_password ?? ''),
    }));
  if (!isCurrent) {
    throw new AppError('PASSWORD_INCORRECT', { fields: { current_password: [{ key: 'errors:PASSWORD_INCORRECT' }] } });
  }
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', { fields: { password: [{ key: 'validation:passwordCommon' }] } });
  }
  const newHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const tokens = await deps.db.transaction(async (tx) => {
    await userRepo.update(tx, user.id, { password_hash: newHash });
    await sessionRepo.revokeAllOfUser(tx, user.id, now);
    await deps.mailer.enqueue(tx, {
      to: user.email,
      locale: toLocale(user.locale),
      kind: 'password_changed',
      params: { name: user.name },
    });
    return issueSession(tx, { user_id: user.id, now, client });
  });
  deps.mailer.kick();
  const { session_id: _, ...result } = tokens;
  return result;
}
