import { defineGrants } from '../grants.ts';

/**
 * Anyone reads the community plans and prices. Company accounts (any team member) search members and open them, and
 * handle their company's plan (paying is the owner's, checked in the use cases). Admins search and read members.
 * A candidate's joining is their own profile's field (candidates' `update:candidate:own`).
 */
export const communityGrants = defineGrants({
  guest: ['read:community-plan:any'],
  worker: ['read:community-plan:any'],
  company: [
    'read:community-plan:any',
    'read:community-member:any',
    'create:community-opening:own',
    'create:community-plan:own',
    'update:community-plan:own',
  ],
  admin: ['read:community-plan:any', 'read:community-member:any'],
});
