import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { oauth_flows, social_accounts } from './identity.schema.ts';

export const socialRepo = {
  async insertFlow(db: Db, flow: typeof oauth_flows.$inferInsert) {
    await db.insert(oauth_flows).values(flow);
  },
  /** Takes a flow once: a second callback with the same state finds nothing. */
  async takeFlow(db: Db, stateHash: string, now: Date) {
    const [row] = await db
      .update(oauth_flows)
      .set({ used_at: now })
      .where(and(eq(oauth_flows.state_hash, stateHash), isNull(oauth_flows.used_at)))
      .returning();
    return row;
  },
  async findAccount(db: Db, provider: string, subject: string) {
    const [row] = await db
      .select()
      .from(social_accounts)
      .where(and(eq(social_accounts.provider, provider), eq(social_accounts.subject, subject)));
    return row;
  },
  async linkAccount(db: Db, account: typeof social_accounts.$inferInsert) {
    await db.insert(social_accounts).values(account).onConflictDoNothing();
  },
};
