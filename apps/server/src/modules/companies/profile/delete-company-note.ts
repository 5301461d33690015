import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from './lib/company.repo.ts';
import { requireVisibleCompany } from './lib/company-policy.ts';

export type DeleteCompanyNoteOptions = UseCaseArgs<{ id: number }>;

/** Removing a note that is not there is not an error: the result the user wanted holds. */
export async function deleteCompanyNote({ actor, input, db }: DeleteCompanyNoteOptions): Promise<void> {
  requirePermission(actor, 'delete:company-note:own');
  const userId = requireUser(actor).user_id;
  await requireVisibleCompany(db, actor, await companyRepo.findById(db, input.id));
  await companyRepo.deleteNote(db, input.id, userId);
}
