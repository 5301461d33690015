import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { message_templates } from './messaging.schema.ts';

export type TemplateRow = typeof message_templates.$inferSelect;

export const templateRepo = {
  list(db: Db, userId: number): Promise<TemplateRow[]> {
    return db
      .select()
      .from(message_templates)
      .where(eq(message_templates.user_id, userId))
      .orderBy(desc(message_templates.id));
  },

  async countOf(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(message_templates)
      .where(eq(message_templates.user_id, userId));
    return row?.total ?? 0;
  },

  /** Saving a text already saved keeps the first one; answers whether a new one was added. */
  async add(db: Db, template: { user_id: number; text: string; at: Date }): Promise<boolean> {
    const rows = await db
      .insert(message_templates)
      .values({ user_id: template.user_id, text: template.text, created_at: template.at })
      .onConflictDoNothing()
      .returning({ id: message_templates.id });
    return rows.length > 0;
  },

  async has(db: Db, userId: number, text: string): Promise<boolean> {
    const [row] = await db
      .select({ id: message_templates.id })
      .from(message_templates)
      .where(and(eq(message_templates.user_id, userId), eq(message_templates.text, text)))
      .limit(1);
    return row !== undefined;
  },

  /** Only its owner's: another account's id deletes nothing. */
  async remove(db: Db, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(message_templates)
      .where(and(eq(message_templates.id, id), eq(message_templates.user_id, userId)))
      .returning({ id: message_templates.id });
    return rows.length > 0;
  },
};
