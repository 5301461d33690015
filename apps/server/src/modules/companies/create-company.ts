import type { TCompany, TSaveCompanyRequest } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { userDirectory } from '../identity/index.ts';
import { companyRepo } from './company.repo.ts';
import { companyError } from './company-error.ts';
import { employerRepo } from './employer.repo.ts';
import { presentCompany } from './present-company.ts';
import { companyColumnsOf, saveCompanyRelations } from './save-company-fields.ts';
import { freeSlug, slugify } from './slugify.ts';

export type CreateCompanyOptions = { actor: Actor; input: TSaveCompanyRequest; db: Db };

/**
 * An employer registers their company and becomes its owner. It waits for moderation before it is listed; its
 * team sees it at once. One company per employer: someone already in a team, or waiting to join one, is refused.
 */
export async function createCompany({ actor, input, db }: CreateCompanyOptions): Promise<TCompany> {
  requirePermission(actor, 'create:company:own');
  const userId = requireUser(actor).user_id;
  return db.transaction(async (tx) => {
    const employer = await employerRepo.find(tx, userId);
    if (employer?.company_id || (await employerRepo.openRequestOf(tx, userId))) {
      throw companyError('COMPANY_ALREADY_EXISTS');
    }
    const columns = companyColumnsOf(input);
    const base = slugify(columns.name);
    const slug = freeSlug(base, await companyRepo.slugsLike(tx, base));
    const company = await companyRepo.insert(tx, { ...columns, slug, owner_user_id: userId });
    await saveCompanyRelations(tx, actor.locale, company.id, input);
    const user = await userDirectory.findById(tx, userId);
    await employerRepo.upsert(tx, {
      user_id: userId,
      company_id: company.id,
      name: employer?.name ?? user?.name ?? columns.name,
      position: employer?.position ?? null,
      is_owner: true,
      is_admin: true,
      blocked_at: null,
    });
    return presentCompany(tx, actor.locale, company);
  });
}
