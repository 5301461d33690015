import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminTeamRepo } from './lib/admin-team.repo.ts';

/** Companies whose name starts with the text, any status, a few at most: an admin's company field suggests them. */
export async function autocompleteAdminCompanies({ actor, input, db }: UseCaseArgs<{ q: string }>) {
  requirePermission(actor, 'update:company:any');
  return { list: await adminTeamRepo.autocomplete(db, input.q) };
}
