import { ROLES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminUserRepo } from './lib/admin-user.repo.ts';

/** Accounts of a role whose name or e-mail starts with the text, a few at most, deleted ones left out. */
export async function autocompleteAccounts({
  actor,
  input,
  db,
}: UseCaseArgs<{ q: string; role: 'company' | 'worker' }>) {
  requirePermission(actor, 'read:user:any');
  return { list: await adminUserRepo.autocomplete(db, input.q, ROLES[input.role]) };
}
