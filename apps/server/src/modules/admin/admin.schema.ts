import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../platform/db/columns.ts';

/**
 * What admins did, one row per action and target: appended by the admin use cases, never updated or deleted by the
 * app. `before` and `after` hold the fields the action changed, where there is a before.
 */
export const admin_audit_log = pgTable(
  'admin_audit_log',
  {
    id: serialId(),
    actor_user_id: integer('actor_user_id').notNull(),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: integer('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (t) => [
    index('admin_audit_log_actor_idx').on(t.actor_user_id, t.id),
    index('admin_audit_log_target_idx').on(t.target_type, t.target_id, t.id),
    index('admin_audit_log_action_idx').on(t.action, t.id),
  ],
);
