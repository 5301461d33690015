import { ROLES } from '@hushwork/contract';
import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { type UserRow, userRepo } from '../../user.repo.ts';

/**
 * The account an admin acts on. `isGuarded` actions (block, delete, erase, "log in as") refuse the admin's own
 * account, which would lock them out, and other admins', who are managed on the admins' own screen (ADR 0036).
 */
export async function adminTargetOf(
  db: Db,
  actor: Actor,
  id: number,
  { isGuarded = false }: { isGuarded?: boolean } = {},
): Promise<UserRow> {
  const user = await userRepo.findById(db, id);
  if (!user) throw new AppError('ADMIN_USER_NOT_FOUND');
  if (!isGuarded) return user;
  if (user.id === actor.user_id) throw new AppError('ADMIN_TARGET_SELF');
  if (user.role_id === ROLES.admin) throw new AppError('ADMIN_TARGET_ADMIN');
  return user;
}

/** What an admin action changed on one account, as the audit log keeps it. */
export type UserChange = { id: number; before: Record<string, unknown>; after: Record<string, unknown> };

/** The change of the named fields between two states of a row, dates as ISO strings. */
export function changeOf<K extends keyof UserRow>(before: UserRow, after: UserRow, fields: readonly K[]): UserChange {
  const pick = (row: UserRow) =>
    Object.fromEntries(
      fields.map((field) => [field, row[field] instanceof Date ? (row[field] as Date).toISOString() : row[field]]),
    );
  return { id: before.id, before: pick(before), after: pick(after) };
}
