import { defineGrants } from '../grants.ts';

/**
 * External jobs are public. A job seeker (or a guest giving an e-mail) goes to one through the quick-apply call, which
 * records it; any signed-in account rates the companies behind them; admins configure the feeds they come from.
 */
export const externalJobsGrants = defineGrants({
  guest: ['read:external-job:any', 'create:external-application:own'],
  worker: ['read:external-job:any', 'create:external-application:own', 'create:external-company-rating:own'],
  company: ['read:external-job:any', 'create:external-company-rating:own'],
  admin: [
    'read:external-job:any',
    'create:external-company-rating:own',
    'read:external-feed:any',
    'create:external-feed:any',
    'delete:external-feed:any',
  ],
});
