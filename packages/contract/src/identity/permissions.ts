import { defineGrants } from '../grants.ts';

const OWN_ACCOUNT = ['read:profile:own', 'update:profile:own', 'delete:profile:own', 'read:referral:own'] as const;

export const identityGrants = defineGrants({
  worker: OWN_ACCOUNT,
  company: OWN_ACCOUNT,
  admin: [...OWN_ACCOUNT, 'read:user:any', 'update:user:any'],
});
