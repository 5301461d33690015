import { defineGrants } from '../grants.ts';

/**
 * A worker applies and answers the offers sent to them; a guest applies only through quick-apply, which makes them a
 * worker account. A company account reads and decides the responses to its company's vacancies and sends offers
 * (which company is policy on the server, not a role). Admins read any vacancy's responses and answer offers for
 * outstaffed candidates, whom the platform presents to clients.
 */
export const applicationsGrants = defineGrants({
  guest: ['create:quick-application:any'],
  worker: ['create:application:own', 'read:application:own', 'read:job-offer:own', 'update:job-offer:own'],
  company: ['read:response:own', 'update:response:own', 'create:job-offer:own', 'read:sent-job-offer:own'],
  admin: ['read:response:any', 'update:job-offer:any'],
});
