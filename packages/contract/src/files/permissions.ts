import { defineGrants } from '../grants.ts';

/**
 * Images (logos, photos) are public by their unguessable id, unless a domain holds them private (a candidate's
 * photo). Documents are read by their owner, and a CV also by companies its candidate opened the profile to: that is
 * the candidates domain's check (its file guard, ADR 0023), not a role's permission.
 */
const SIGNED_IN = ['read:image:any', 'create:file:own', 'read:file:own', 'delete:file:own'] as const;

export const filesGrants = defineGrants({
  guest: ['read:image:any'],
  worker: SIGNED_IN,
  company: SIGNED_IN,
  admin: SIGNED_IN,
});
