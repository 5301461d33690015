import { defineGrants } from '../grants.ts';

/**
 * Images (logos, photos) are public by their unguessable id. Documents (resumes) are read by their owner only for
 * now; the candidates issue opens a resume to the company it was sent to.
 */
const SIGNED_IN = ['read:image:any', 'create:file:own', 'read:file:own', 'delete:file:own'] as const;

export const filesGrants = defineGrants({
  guest: ['read:image:any'],
  worker: SIGNED_IN,
  company: SIGNED_IN,
  admin: SIGNED_IN,
});
