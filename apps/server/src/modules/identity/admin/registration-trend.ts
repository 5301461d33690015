import { ADMIN } from '@hushwork/contract';
import { isNull } from 'drizzle-orm';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { trendOf } from '../../../platform/db/trend.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { users } from '../identity.schema.ts';

/** Accounts registered per day over the dashboard's window, deleted ones left out. */
export function registrationTrend({ actor, db, clock }: UseCaseArgs<unknown, 'clock'>) {
  requirePermission(actor, 'read:user:any');
  return trendOf(db, {
    table: users,
    column: users.created_at,
    where: isNull(users.deleted_at),
    days: ADMIN.trendDays,
    now: clock.now(),
  });
}
