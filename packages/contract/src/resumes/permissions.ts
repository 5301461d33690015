import { defineGrants } from '../grants.ts';

/**
 * Anyone builds a resume (spec section 2: signed in or not); a guest's is theirs through its token. Reading,
 * exporting, sharing and hiding are the owner's; a shared resume is read by anyone through `/cv/{id}`.
 */
const BUILDER = ['create:resume:own', 'read:resume:own', 'update:resume:own'] as const;

export const resumesGrants = defineGrants({
  guest: BUILDER,
  worker: BUILDER,
  company: BUILDER,
  admin: BUILDER,
});
