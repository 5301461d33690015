import { eq } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { invite_visits, notification_settings, sessions, social_accounts, user_tokens } from '../../identity.schema.ts';

/** Identity's own rows that say who an erased account was or let anyone act as it: all of them go. */
export const adminEraseRepo = {
  async eraseIdentityRows(db: Db, userId: number): Promise<void> {
    await db.delete(sessions).where(eq(sessions.user_id, userId));
    await db.delete(user_tokens).where(eq(user_tokens.user_id, userId));
    await db.delete(social_accounts).where(eq(social_accounts.user_id, userId));
    await db.delete(notification_settings).where(eq(notification_settings.user_id, userId));
    await db.delete(invite_visits).where(eq(invite_visits.inviter_id, userId));
  },
};
