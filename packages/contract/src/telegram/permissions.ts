import { defineGrants } from '../grants.ts';

/**
 * Anyone may read where the bot is; job seekers and company accounts link their own account to a Telegram chat (the
 * notifications of spec section 2 go there) and unlink it. Admins get no notifications, so no link either. Telegram's
 * own calls (the webhook) are checked by their secret, not by a role. Every role is named, empty or not.
 */
const OWN_LINK = ['read:telegram-bot:any', 'create:telegram-link:own', 'delete:telegram-link:own'] as const;

export const telegramGrants = defineGrants({
  guest: ['read:telegram-bot:any'],
  worker: OWN_LINK,
  company: OWN_LINK,
  admin: ['read:telegram-bot:any'],
});
