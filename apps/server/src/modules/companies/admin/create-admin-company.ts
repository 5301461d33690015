import { ROLES, type TAdminCompanyCreate, ZAdminCompanyCreate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { companyColumnsOf, saveCompanyRelations } from '../profile/lib/save-company-fields.ts';
import { freeSlug, slugify } from '../profile/lib/slugify.ts';
import { employerRepo } from '../team/lib/employer.repo.ts';
import { auditedFieldsOf, refused } from './lib/admin-company-fields.ts';

/**
 * An admin creates a company, approved at once (an admin wrote it, there is nobody to check it against). Its owner,
 * when one is named, must be a company account in no team yet; it becomes the owner and a team admin, as the wizard
 * makes its employer. Without one the company has no members until an admin places an employer in it.
 */
export async function createAdminCompany({ actor, input, db }: UseCaseArgs<TAdminCompanyCreate>) {
  requirePermission(actor, 'update:company:any');
  const { owner_user_id, ...fields } = ZAdminCompanyCreate.parse(input);
  const owner = owner_user_id ? await userDirectory.findById(db, owner_user_id) : undefined;
  if (owner_user_id && owner?.role_id !== ROLES.company) throw refused('owner_user_id', 'validation:unknownReference');
  const place = owner ? await employerRepo.find(db, owner.id) : undefined;
  if (place?.company_id) throw refused('owner_user_id', 'validation:employerInTeam');
  const columns = companyColumnsOf({ ...fields, logo_id: null });
  const base = slugify(columns.name);
  const slug = freeSlug(base, await companyRepo.slugsLike(db, base));
  const company = await companyRepo.insert(db, {
    ...columns,
    slug,
    owner_user_id: owner?.id ?? null,
    moderation_status: 'approved',
  });
  await saveCompanyRelations(db, actor.locale, company.id, fields);
  if (owner) {
    await employerRepo.upsert(db, {
      user_id: owner.id,
      company_id: company.id,
      name: place?.name ?? owner.name,
      position: place?.position ?? null,
      is_owner: true,
      is_admin: true,
      blocked_at: null,
    });
  }
  return {
    id: company.id,
    slug: company.slug,
    after: { ...auditedFieldsOf(company), owner_user_id: owner?.id ?? null },
  };
}
