import { defineGrants } from '../grants.ts';

/**
 * Anonymous profiles are public to read. A worker keeps one profile of their own and decides who sees who they are
 * (openings, hidden companies); a company reads contacts only where the candidate opened the profile to it, which is
 * policy (candidate-policy.ts on the server), not a role. Admins moderate, edit any profile and open an outstaff
 * candidate's profile on their behalf.
 */
export const candidatesGrants = defineGrants({
  guest: ['read:candidate:any'],
  worker: [
    'read:candidate:any',
    'read:candidate:own',
    'create:candidate:own',
    'update:candidate:own',
    'read:candidate-opening:own',
    'create:candidate-opening:own',
    'delete:candidate-opening:own',
  ],
  company: [
    'read:candidate:any',
    'read:candidate-contacts:any',
    'create:candidate-note:own',
    'delete:candidate-note:own',
    'create:candidate-rating:own',
  ],
  admin: ['read:candidate:any', 'read:candidate-contacts:any', 'update:candidate:any', 'create:candidate-opening:any'],
});
