import { RATE_LIMITS, toLocale } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { issueSingleUseToken } from './single-use-tokens.ts';
import { userRepo } from './user.repo.ts';

export type RequestPasswordResetOptions = IdentityDeps & { input: { email: string; ip: string | null } };

/** Mails a single-use reset link. Unknown addresses get USER_NOT_FOUND, as the spec's forgot page expects. */
export async function requestPasswordReset({ input, ...deps }: RequestPasswordResetOptions): Promise<void> {
  const { email, ip } = input;
  await deps.limiter.consume(RATE_LIMITS.forgotPasswordPerIp, `forgot:ip:${ip}`);
  await deps.limiter.consume(RATE_LIMITS.forgotPasswordPerEmail, `forgot:email:${email}`);
  const user = await userRepo.findByEmail(deps.db, email);
  if (!user || user.deleted_at) throw new AppError('USER_NOT_FOUND');
  if (user.blocked_at) throw new AppError('USER_BLOCKED');
  const locale = toLocale(user.locale);
  await deps.db.transaction(async (tx) => {
    const token = await issueSingleUseToken(tx, deps.clock, user.id, 'reset_password');
    await deps.mailer.enqueue(tx, {
      to: user.email,
      locale,
      kind: 'reset_password',
      params: { name: user.name, link: deps.link(locale, '/new-password', { token }) },
    });
  });
  deps.mailer.kick();
}
