import { defineGrants } from '../grants.ts';

/**
 * Job seekers and company accounts keep their own favorites; admins have none (the header shows them no icon). Every
 * role is named, empty or not: the permission type is read from the roles all domains' grants share.
 */
const OWN_FAVORITES = ['read:favorite:own', 'create:favorite:own', 'delete:favorite:own'] as const;

export const favoritesGrants = defineGrants({
  guest: [],
  worker: OWN_FAVORITES,
  company: OWN_FAVORITES,
  admin: [],
});
