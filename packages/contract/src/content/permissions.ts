import { defineGrants } from '../grants.ts';

/**
 * Everyone reads and rates the blog and may write to support; comments need an account (a guest's comment is kept in
 * the browser and posted after sign-in, spec section 4). Admins comment as the Hushwork team.
 */
const READER = ['read:post:any', 'create:post-rating:own', 'create:contact-message:own'] as const;
const COMMENTER = [...READER, 'create:post-comment:own'] as const;

export const contentGrants = defineGrants({
  guest: READER,
  worker: COMMENTER,
  company: COMMENTER,
  admin: [...COMMENTER, 'update:post-comment:any'],
});
