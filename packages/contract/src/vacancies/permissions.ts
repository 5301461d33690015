import { defineGrants } from '../grants.ts';

/**
 * Approved vacancies are public. A company account posts and manages its company's vacancies (which company is policy
 * on the server, not a role); admins read every vacancy and moderate.
 */
export const vacanciesGrants = defineGrants({
  guest: ['read:vacancy:any'],
  worker: ['read:vacancy:any'],
  company: ['read:vacancy:any', 'create:vacancy:own', 'update:vacancy:own', 'delete:vacancy:own'],
  admin: ['read:vacancy:any', 'update:vacancy:any', 'delete:vacancy:any'],
});
