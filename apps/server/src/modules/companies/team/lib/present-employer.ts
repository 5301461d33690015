import type { TEmployer } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { userDirectory } from '../../../identity/index.ts';
import type { EmployerRow } from './employer.repo.ts';

/** Team members as their team sees them: name and position from the team card, e-mail from the account. */
export async function presentEmployers(db: Db, rows: EmployerRow[]): Promise<TEmployer[]> {
  const users = await userDirectory.listByIds(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    id: row.user_id,
    name: row.name,
    email: users.get(row.user_id)?.email ?? '',
    position: row.position,
    is_owner: row.is_owner,
    is_admin: row.is_admin,
    is_blocked: row.blocked_at !== null,
    created_at: row.created_at.toISOString(),
  }));
}

export async function presentEmployer(db: Db, row: EmployerRow): Promise<TEmployer> {
  const [employer] = await presentEmployers(db, [row]);
  return employer as TEmployer;
}
