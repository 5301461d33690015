import { RATE_LIMITS, toLocale } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { issueSingleUseToken } from './single-use-tokens.ts';
import { type UserRow, userRepo } from './user.repo.ts';

/** A fresh single-use verification link; earlier ones stop working. */
export async function createVerificationLink(deps: IdentityDeps, user: UserRow): Promise<string> {
  const token = await issueSingleUseToken(deps.db, deps.clock, user.id, 'verify_email');
  return deps.link(toLocale(user.locale), '/email-verify', { token });
}

export type SendVerificationEmailOptions = IdentityDeps & { actor: Actor };

export async function sendVerificationEmail({ actor, ...deps }: SendVerificationEmailOptions): Promise<void> {
  requirePermission(actor, 'update:profile:own');
  const { user_id } = requireUser(actor);
  await deps.limiter.consume(RATE_LIMITS.sendVerificationPerUser, `verify:user:${user_id}`);
  const user = await userRepo.findById(deps.db, user_id);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.email_verified_at) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await deps.db.transaction(async (tx) => {
    const link = await createVerificationLink({ ...deps, db: tx }, user);
    await deps.mailer.enqueue(tx, {
      to: user.email,
      locale: toLocale(user.locale),
      kind: 'verify_email',
      params: { name: user.name, link },
    });
  });
  deps.mailer.kick();
}
