import { defineGrants } from '../grants.ts';

/**
 * A company pays for its premium, tariffs and promotion (its owner, checked in the use cases; members read); a job
 * seeker for resume mailing. Admins read every order and refund. Anyone may have the prices mailed.
 */
export const billingGrants = defineGrants({
  guest: ['read:price:any'],
  worker: ['read:price:any', 'read:order:own', 'create:order:own'],
  company: ['read:price:any', 'read:order:own', 'create:order:own'],
  admin: ['read:price:any', 'read:order:any', 'update:order:any'],
});
