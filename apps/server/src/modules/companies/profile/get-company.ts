import type { TCompanyDetails } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from './lib/company.repo.ts';
import { requireVisibleCompany } from './lib/company-policy.ts';
import { presentCompany } from './lib/present-company.ts';

export type GetCompanyOptions = UseCaseArgs<{ slug: string }, 'registry'>;

/**
 * A company's page. Until moderation approves it (or while its owner hides it) only its team and admins see it;
 * anyone else gets the same 404 as for a slug that never existed.
 */
export async function getCompany({ actor, input, db, registry }: GetCompanyOptions): Promise<TCompanyDetails> {
  requirePermission(actor, 'read:company:any');
  const { company, isMember } = await requireVisibleCompany(db, actor, await companyRepo.findBySlug(db, input.slug));
  const note = actor.user_id === null ? null : await companyRepo.findNote(db, company.id, actor.user_id);
  return { ...(await presentCompany(db, actor.locale, company, registry)), note, is_member: isMember };
}
