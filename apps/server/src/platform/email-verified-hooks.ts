import type { Db } from './db/database.ts';

export type VerifiedAccount = { id: number; role_id: number; email: string; name: string };
/** What a domain does once an account proves it owns its e-mail address, inside the transaction that records it. */
export type EmailVerifiedHook = (db: Db, account: VerifiedAccount) => Promise<void>;

const hooks: EmailVerifiedHook[] = [];

/**
 * Called by `defineModule`. Identity runs the hooks where an address becomes confirmed (the mailed link, a social
 * sign-in whose provider vouches for it) without importing the domains that care: a team invitation is claimed
 * here, never at sign-up, where anyone can type any address.
 */
export function registerEmailVerifiedHook(hook: EmailVerifiedHook) {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runEmailVerifiedHooks(db: Db, account: VerifiedAccount) {
  for (const hook of hooks) await hook(db, account);
}
