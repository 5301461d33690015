import { eq, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { contact_messages } from '../content.schema.ts';

type NewContactMessage = Omit<typeof contact_messages.$inferInsert, 'id' | 'created_at'>;

/** The only file that writes SQL for the contact form's messages. */
export const contactRepo = {
  async insert(db: Db, row: NewContactMessage): Promise<void> {
    await db.insert(contact_messages).values(row);
  },
  /** A force-deleted account's messages: sent while signed in, or from its address. */
  async deleteOf(db: Db, user: { id: number; email: string }): Promise<void> {
    await db
      .delete(contact_messages)
      .where(or(eq(contact_messages.user_id, user.id), eq(contact_messages.email, user.email)));
  },
};
