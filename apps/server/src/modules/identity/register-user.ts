import { randomBytes } from 'node:crypto';
import { RATE_LIMITS, type TRegisterRequest, type TSession } from '@hushwork/contract';
import { hashPassword, isCommonPassword } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type ClientInfo, issueSession } from './issue-session.ts';
import { presentUser } from './present-user.ts';
import { createVerificationLink } from './send-verification-email.ts';
import { userRepo } from './user.repo.ts';

const newInviteCode = () => randomBytes(6).toString('base64url');

/** Creates a worker or company account, signs it in, and mails the verification link in the same transaction. */
export type RegisterUserOptions = IdentityDeps & {
  input: TRegisterRequest & { locale: NonNullable<TRegisterRequest['locale']> };
  client: ClientInfo;
};

export async function registerUser({ input, client, ...deps }: RegisterUserOptions): Promise<TSession> {
  await deps.limiter.consume(RATE_LIMITS.registerPerIp, `register:ip:${client.ip}`);
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', { fields: { password: [{ key: 'validation:passwordCommon' }] } });
  }
  if (await userRepo.findByEmail(deps.db, input.email)) {
    throw new AppError('USER_ALREADY_EXIST', { fields: { email: [{ key: 'validation:emailTaken' }] } });
  }
  const passwordHash = await hashPassword(input.password);
  const inviter = input.invite ? await userRepo.findByInviteCode(deps.db, input.invite) : undefined;
  const now = deps.clock.now();
  const result = await deps.db
    .transaction(async (tx) => {
      const user = await userRepo.insert(tx, {
        role_id: input.role_id,
        email: input.email,
        password_hash: passwordHash,
        name: input.name,
        locale: input.locale,
        invite_code: newInviteCode(),
        invited_by: inviter?.id ?? null,
        created_at: now,
        updated_at: now,
      });
      const link = await createVerificationLink({ ...deps, db: tx }, user);
      await deps.mailer.enqueue(tx, {
        to: user.email,
        locale: input.locale,
        kind: 'verify_email',
        params: { name: user.name, link },
      });
      const tokens = await issueSession(tx, { user_id: user.id, now, client });
      return { user, tokens };
    })
    .catch((error: unknown) => {
      // Two registrations racing for one e-mail: the unique index decides, the loser gets the same answer.
      if (
        String(
          (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code,
        ) === '23505'
      ) {
        throw new AppError('USER_ALREADY_EXIST', { fields: { email: [{ key: 'validation:emailTaken' }] } });
      }
      throw error;
    });
  deps.mailer.kick();
  const { session_id: _, ...tokens } = result.tokens;
  return { ...tokens, user: await presentUser(deps.db, result.user, deps.registry) };
}
