import { and, count, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { invite_visits, notification_settings, users } from './identity.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const userRepo = {
  async insert(db: Db, user: NewUser): Promise<UserRow> {
    const [row] = await userRepo.insertMany(db, [user]);
    return row!;
  },
  /** One statement for many accounts, answered in the order given. */
  async insertMany(db: Db, list: readonly NewUser[]): Promise<UserRow[]> {
    if (list.length === 0) return [];
    const rows = await db
      .insert(users)
      .values([...list])
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  },
  async findById(db: Db, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },
  listByIds(db: Db, ids: number[]): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(users).where(inArray(users.id, ids));
  },
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  },
  async findByInviteCode(db: Db, code: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.invite_code, code), isNull(users.deleted_at)));
    return row;
  },
  async update(db: Db, id: number, changes: Partial<NewUser>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },
  async countInvited(db: Db, inviterId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.invited_by, inviterId));
    return row!.n;
  },
  async countInviteVisits(db: Db, inviterId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(invite_visits).where(eq(invite_visits.inviter_id, inviterId));
    return row!.n;
  },
  async recordInviteVisit(db: Db, inviterId: number, visitorKey: string): Promise<void> {
    await db.insert(invite_visits).values({ inviter_id: inviterId, visitor_key: visitorKey }).onConflictDoNothing();
  },
  listNotificationSettings(db: Db, userId: number) {
    return db
      .select({
        kind: notification_settings.kind,
        channel: notification_settings.channel,
        is_enabled: notification_settings.is_enabled,
      })
      .from(notification_settings)
      .where(eq(notification_settings.user_id, userId));
  },
  async saveNotificationSettings(
    db: Db,
    userId: number,
    settings: { kind: string; channel: string; is_enabled: boolean }[],
  ) {
    if (settings.length === 0) return;
    await db
      .insert(notification_settings)
      .values(settings.map((s) => ({ ...s, user_id: userId })))
      .onConflictDoUpdate({
        target: [notification_settings.user_id, notification_settings.kind, notification_settings.channel],
        set: { is_enabled: sql`excluded.is_enabled` },
      });
  },

  /** Erases what identifies each deleted account whose erasure time has come; returns how many it erased. */
  async eraseDue(db: Db, now: Date): Promise<number> {
    const rows = await db
      .update(users)
      .set({
        email: sql`'erased-' || ${users.id} || '@invalid'`,
        name: '',
        password_hash: null,
        erase_after: null,
        updated_at: sql`now()`,
      })
      .where(and(isNotNull(users.erase_after), lte(users.erase_after, now)))
      .returning({ id: users.id });
    return rows.length;
  },
};
