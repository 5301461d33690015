import { ADMIN, type TAuditLogQueryParsed } from '@hushwork/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { adminOffset } from '../../../platform/moderation.ts';
import { admin_audit_log } from '../admin.schema.ts';

export type AuditEntry = Omit<typeof admin_audit_log.$inferInsert, 'id' | 'created_at'>;
export type AuditRow = typeof admin_audit_log.$inferSelect;

const DAY_MS = 86_400_000;

function whereOf(query: TAuditLogQueryParsed): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor_id) conditions.push(eq(admin_audit_log.actor_user_id, query.actor_id));
  if (query.action) conditions.push(eq(admin_audit_log.action, query.action));
  if (query.target_type) conditions.push(eq(admin_audit_log.target_type, query.target_type));
  if (query.target_id) conditions.push(eq(admin_audit_log.target_id, query.target_id));
  if (query.from) conditions.push(gte(admin_audit_log.created_at, new Date(`${query.from}T00:00:00Z`)));
  // The `to` day is included whole: everything before the next midnight.
  if (query.to) conditions.push(lt(admin_audit_log.created_at, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The audit log is appended to and read, never changed: this repository has no update or delete on purpose. */
export const auditRepo = {
  async append(db: Db, entries: AuditEntry[]): Promise<void> {
    if (entries.length > 0) await db.insert(admin_audit_log).values(entries);
  },
  /** One page, newest first, by the filters asked. */
  async list(db: Db, query: TAuditLogQueryParsed): Promise<{ rows: AuditRow[]; total: number }> {
    const where = whereOf(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(admin_audit_log)
        .where(where)
        .orderBy(desc(admin_audit_log.id))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db.select({ n: count() }).from(admin_audit_log).where(where),
    ]);
    return { rows, total: total!.n };
  },
};
