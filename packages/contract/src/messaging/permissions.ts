import { defineGrants } from '../grants.ts';

/**
 * A conversation joins a company's team and a candidate: workers and company members read and write their own rooms
 * (which rooms are theirs is policy: the candidate's account, the member's company). Company members start rooms from
 * search and keep templates. Admins read and write only outstaff rooms, on the outstaffed candidate's behalf. Every
 * signed-in account may listen on its own realtime channel.
 */
export const messagingGrants = defineGrants({
  guest: [],
  worker: ['read:room:own', 'update:room:own', 'create:message:own', 'read:realtime-channel:own'],
  company: [
    'read:room:own',
    'update:room:own',
    'create:room:own',
    'create:message:own',
    'read:message-template:own',
    'delete:message-template:own',
    'read:realtime-channel:own',
  ],
  admin: ['read:room:any', 'update:room:any', 'create:message:any', 'read:realtime-channel:own'],
});
