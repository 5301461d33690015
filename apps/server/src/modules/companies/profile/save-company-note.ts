import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from './lib/company.repo.ts';
import { requireVisibleCompany } from './lib/company-policy.ts';

export type SaveCompanyNoteOptions = UseCaseArgs<{ id: number; text: string }>;

/** A private note about a company; only its writer ever reads it back (on the company's page). */
export async function saveCompanyNote({ actor, input, db }: SaveCompanyNoteOptions): Promise<{ note: string }> {
  requirePermission(actor, 'create:company-note:own');
  const userId = requireUser(actor).user_id;
  await requireVisibleCompany(db, actor, await companyRepo.findById(db, input.id));
  await companyRepo.saveNote(db, input.id, userId, input.text);
  return { note: input.text };
}
