import { defineGrants } from '../grants.ts';

/**
 * Anyone builds a resume (spec section 2: signed in or not); a guest's is theirs through its token. Reading,
 * exporting, sharing and hiding are the owner's; a shared resume is read by anyone through `/cv/{id}`.
 */
const BUILDER = ['create:resume:own', 'read:resume:own', 'update:resume:own'] as const;

/** Resume mailing is a job seeker's: a signed-in worker's own mailings of their own resumes (spec section 2). */
const MAILING = ['create:mailing:own', 'read:mailing:own', 'update:mailing:own', 'delete:mailing:own'] as const;

export const resumesGrants = defineGrants({
  guest: BUILDER,
  worker: [...BUILDER, ...MAILING],
  // A company's team reads whether it gets resume mailings; its owner (checked in the use case) changes it.
  company: [...BUILDER, 'read:mailing-opt-out:own', 'update:mailing-opt-out:own'],
  admin: BUILDER,
});
