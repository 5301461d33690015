import { type Actor, requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { companyRepo } from './lib/company.repo.ts';
import { requireVisibleCompany } from './lib/company-policy.ts';

export type SaveCompanyNoteOptions = { actor: Actor; input: { id: number; text: string }; db: Db };

/** A private note about a company; only its writer ever reads it back (on the company's page). */
export async function saveCompanyNote({ actor, input, db }: SaveCompanyNoteOptions): Promise<{ note: string }> {
  requirePermission(actor, 'create:company-note:own');
  const userId = requireUser(actor).user_id;
  await requireVisibleCompany(db, actor, await companyRepo.findById(db, input.id));
  await companyRepo.saveNote(db, input.id, userId, input.text);
  return { note: input.text };
}
