import type { Db } from './db/database.ts';
import type { Registry } from './registry.ts';

export type VerifiedAccount = { id: number; role_id: number; email: string; name: string };
/** What a domain does once an account proves it owns its e-mail address, inside the transaction that records it. */
export type EmailVerifiedHook = (db: Db, account: VerifiedAccount, registry: Registry) => Promise<void>;

/**
 * Runs the app's modules' hooks (`onEmailVerified` in their manifests). Identity runs them where an address becomes
 * confirmed (the mailed link, a social sign-in whose provider vouches for it) without importing the domains that
 * care: a team invitation is claimed here, never at sign-up, where anyone can type any address.
 */
export async function runEmailVerifiedHooks(db: Db, account: VerifiedAccount, registry: Registry) {
  for (const hook of registry.emailVerifiedHooks) await hook(db, account, registry);
}
