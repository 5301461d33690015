import { RATE_LIMITS, type RateLimitRule, toLocale } from '@hushwork/contract';
import type { IdentityDeps } from './identity-deps.ts';

const LOCK = RATE_LIMITS.loginFailuresPerAccount;

/** The account's failure counter: one per e-mail, shared by sign-in and every re-check of the password. */
export const passwordFailureKey = (email: string) => `login:fail:${email.toLowerCase()}`;

/** Who is told when the lock closes; null for addresses with no live account (nobody to tell). */
export type LockOwner = { email: string; name: string; locale: string | null };

/**
 * Checks a password under the account's lock: 10 wrong passwords in 15 minutes and every further check is refused
 * with 429, the right password included, until the window passes or the password is reset.
 *
 * The slot is taken before the slow hash is verified, atomically, so a burst of parallel guesses verifies at most
 * 10 passwords. The right password gives the slot back and forgets earlier failures; the wrong one that takes the
 * last slot tells the owner by mail (exactly once per window).
 */
export function checkPasswordUnderLock(
  deps: IdentityDeps,
  input: { email: string; owner: LockOwner | null; check: () => Promise<boolean> },
): Promise<boolean> {
  return checkUnderLock(deps, { ...input, rule: LOCK, key: passwordFailureKey(input.email) });
}

/**
 * The same lock for another secret of the account (an admin's second factor, RATE_LIMITS' rule for it): the owner is
 * told alike when it closes, since whoever guesses it knows the password already.
 */
export async function checkUnderLock(
  deps: IdentityDeps,
  input: { rule: RateLimitRule; key: string; owner: LockOwner | null; check: () => Promise<boolean> },
): Promise<boolean> {
  const { isLast } = await deps.limiter.take(input.rule, input.key);
  const isValid = await input.check();
  if (isValid) await deps.limiter.reset(input.key);
  else if (isLast && input.owner) await tellOwner(deps, input.owner, input.rule);
  return isValid;
}

async function tellOwner(deps: IdentityDeps, owner: LockOwner, rule: RateLimitRule) {
  const locale = toLocale(owner.locale);
  await deps.mailer.enqueue(deps.db, {
    to: owner.email,
    locale,
    kind: 'sign_in_locked',
    params: {
      name: owner.name,
      minutes: Math.round(rule.windowS / 60),
      reset_link: deps.link(locale, '/forgot'),
    },
  });
  deps.mailer.kick();
}
