import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { employerRepo } from '../team/lib/employer.repo.ts';
import { refused } from './lib/admin-company-fields.ts';

export type PlaceEmployerOptions = UseCaseArgs<{
  user_id: number;
  /** The account's name, which its team shows. */
  name: string;
  company_id: number | null;
  is_owner: boolean;
}>;

/**
 * An admin puts a company account in a company, moves it to another, or takes it out of any (`company_id` null).
 * A company has one owner: making this account its owner leaves the previous owner a team admin; taking the flag off
 * leaves the company without one. An owner is always a team admin too; a move starts unblocked, a plain member.
 */
export async function placeEmployer({ actor, input, db }: PlaceEmployerOptions) {
  requirePermission(actor, 'update:employer:any');
  const current = await employerRepo.find(db, input.user_id);
  const before = { company_id: current?.company_id ?? null, is_owner: current?.is_owner ?? false };
  const company = input.company_id ? await companyRepo.findById(db, input.company_id) : undefined;
  if (input.company_id && !company) throw refused('company_id', 'validation:unknownReference');
  const isOwner = Boolean(company) && input.is_owner;
  const isMoving = before.company_id !== (company?.id ?? null);

  // The company it leaves, or stops owning, loses its owner.
  if (current?.company_id && current.is_owner && (isMoving || !isOwner)) {
    const left = await companyRepo.findById(db, current.company_id);
    if (left?.owner_user_id === input.user_id) await companyRepo.update(db, left.id, { owner_user_id: null });
  }
  if (company && isOwner && company.owner_user_id !== input.user_id) {
    if (company.owner_user_id) {
      const previous = await employerRepo.find(db, company.owner_user_id);
      if (previous?.company_id === company.id) await employerRepo.update(db, previous.user_id, { is_owner: false });
    }
    await companyRepo.update(db, company.id, { owner_user_id: input.user_id });
  }
  if (current || company) {
    await employerRepo.upsert(db, {
      user_id: input.user_id,
      company_id: company?.id ?? null,
      name: input.name,
      position: current?.position ?? null,
      is_owner: isOwner,
      is_admin: company ? isOwner || (!isMoving && (current?.is_admin ?? false)) : false,
      blocked_at: isMoving ? null : (current?.blocked_at ?? null),
    });
  }
  return { before, after: { company_id: company?.id ?? null, is_owner: isOwner } };
}
