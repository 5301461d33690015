import { defineGrants } from '../grants.ts';

export const catalogsGrants = defineGrants({
  guest: ['read:catalog:any'],
  worker: ['read:catalog:any'],
  company: ['read:catalog:any'],
  admin: ['read:catalog:any', 'update:catalog:any', 'delete:catalog:any'],
});
