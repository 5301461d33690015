import type { TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { type GuardName, runGuards, type UserAfterGuard } from './guards.server.ts';

type Narrowing<N> = N extends keyof UserAfterGuard ? UserAfterGuard[N] : unknown;

/**
 * The user a page sees after its guards, in order: each guard that refuses someone narrows it (`auth` drops the guest,
 * `company` fixes the role). A list whose names are not known one by one (a `GuardName[]`) promises nothing.
 */
export type UserAfter<Names extends readonly GuardName[], User = TUser | null> = Names extends readonly [
  infer First,
  ...infer Rest extends readonly GuardName[],
]
  ? UserAfter<Rest, User & Narrowing<First>>
  : User;

/**
 * Runs a page's guards against the signed-in user and answers that user, typed by what the guards let through:
 * `requireUser(args, ['company', 'verified-email'])` is a verified company account, or a redirect was thrown.
 */
export async function requireUser<const Names extends readonly GuardName[]>(
  { request, context }: { request: Request; context: AppLoadContext },
  names: Names,
): Promise<UserAfter<Names>> {
  const user = await context.currentUser();
  runGuards(names, { request, user });
  // runGuards threw for everyone the guards refuse, so what is left is what UserAfter says.
  return user as UserAfter<Names>;
}
