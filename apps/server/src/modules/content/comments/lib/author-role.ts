import type { Actor } from '../../../../platform/auth/actor.ts';

/** What readers are told of a comment's author: the role, never the account. */
export const authorRoleOf = (actor: Actor) =>
  actor.role === 'company' ? 'company' : actor.role === 'admin' ? 'admin' : 'worker';
