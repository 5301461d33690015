import type { TAdminCompanyRole } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminTeamRepo } from './lib/admin-team.repo.ts';

/** A company account's place in a team as admins read it; absent for an account in no company. */
export type EmployerPlace = {
  company_id: number;
  company_name: string;
  company_role: TAdminCompanyRole;
  is_team_blocked: boolean;
};

/** The team places of a page of company accounts, in one query. */
export async function listEmployerPlaces({
  actor,
  input,
  db,
}: UseCaseArgs<{ user_ids: number[] }>): Promise<Map<number, EmployerPlace>> {
  requirePermission(actor, 'read:employer:any');
  const rows = await adminTeamRepo.placesOf(db, [...new Set(input.user_ids)]);
  return new Map(
    rows.flatMap((row) =>
      row.company_id === null
        ? []
        : [
            [
              row.user_id,
              {
                company_id: row.company_id,
                company_name: row.company_name ?? '',
                company_role: row.is_owner ? 'owner' : row.is_admin ? 'admin' : 'member',
                is_team_blocked: row.blocked_at !== null,
              },
            ] as const,
          ],
    ),
  );
}
