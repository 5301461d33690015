import { RATE_LIMITS } from '@hushwork/contract';
import type { IdentityDeps } from './identity-deps.ts';
import { userRepo } from './user.repo.ts';

/** Whether an e-mail can register. Limited per address so it cannot be used to list who is a member. */
export async function checkEmail(
  deps: IdentityDeps,
  email: string,
  ip: string | null,
): Promise<{ is_available: boolean }> {
  await deps.limiter.consume(RATE_LIMITS.checkEmailPerIp, `check-email:ip:${ip}`);
  return { is_available: !(await userRepo.findByEmail(deps.db, email)) };
}
