import { RATE_LIMITS } from '@hushwork/contract';
import type { IdentityDeps } from './identity-deps.ts';
import { userRepo } from './user.repo.ts';

/** Whether an e-mail can register. Limited per address so it cannot be used to list who is a member. */
export type CheckEmailOptions = IdentityDeps & { input: { email: string; ip: string | null } };

export async function checkEmail({ input, ...deps }: CheckEmailOptions): Promise<{ is_available: boolean }> {
  const { email, ip } = input;
  await deps.limiter.consume(RATE_LIMITS.checkEmailPerIp, `check-email:ip:${ip}`);
  return { is_available: !(await userRepo.findByEmail(deps.db, email)) };
}
