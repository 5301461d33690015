import { defineGrants } from '../grants.ts';

/**
 * Companies are public to read. A company account creates one company and edits it as its owner or admin; who is the
 * owner is policy (company-policy.ts on the server), not a role.
 */
export const companiesGrants = defineGrants({
  guest: ['read:company:any'],
  worker: [
    'read:company:any',
    'create:company-note:own',
    'delete:company-note:own',
    'create:company-review:own',
    'update:company-review:own',
    'create:company-review-comment:own',
  ],
  company: [
    'read:company:any',
    'create:company:own',
    'update:company:own',
    'create:company-note:own',
    'delete:company-note:own',
    'read:employer:own',
    'update:employer:own',
    'create:company-review:own',
    'update:company-review:own',
    'create:company-review-comment:own',
  ],
  admin: ['read:company:any', 'create:company:any', 'update:company:any', 'read:employer:any', 'update:employer:any'],
});
