import { defineGrants } from '../grants.ts';

/** The API reference (/api/docs) is public. */
export const systemGrants = defineGrants({
  guest: ['read:api-reference:any'],
  worker: ['read:api-reference:any'],
  company: ['read:api-reference:any'],
  admin: ['read:api-reference:any'],
});
