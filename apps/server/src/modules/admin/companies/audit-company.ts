import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { auditRepo } from '../audit/audit.repo.ts';

/** One audit entry about a company an admin created, edited or removed. */
export const auditCompany = (
  db: Db,
  actor: Actor,
  entry: { action: string; id: number; before?: Record<string, unknown>; after?: Record<string, unknown> },
) =>
  auditRepo.append(db, [
    {
      actor_user_id: actor.user_id as number,
      action: entry.action,
      target_type: 'companies',
      target_id: entry.id,
      before: entry.before ?? null,
      after: entry.after ?? null,
    },
  ]);
