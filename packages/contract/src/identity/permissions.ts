import { defineGrants } from '../grants.ts';

const OWN_ACCOUNT = ['read:profile:own', 'update:profile:own', 'delete:profile:own', 'read:referral:own'] as const;

/** Every role is named, empty or not: the permission type is read from the roles all domains' grants share. */
export const identityGrants = defineGrants({
  guest: [],
  worker: OWN_ACCOUNT,
  company: OWN_ACCOUNT,
  admin: [...OWN_ACCOUNT, 'read:user:any', 'create:user:any', 'update:user:any', 'delete:user:any'],
});
