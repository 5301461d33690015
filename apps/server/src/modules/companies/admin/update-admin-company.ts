import type { TAdminCompanyUpdate } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { renameVacanciesOf } from '../profile/lib/company-vacancies.ts';
import { companyColumnsOf, saveCompanyRelations } from '../profile/lib/save-company-fields.ts';
import { auditedFieldsOf, saveRequestOf } from './lib/admin-company-fields.ts';

export type UpdateAdminCompanyOptions = UseCaseArgs<TAdminCompanyUpdate & { id: number }, 'registry'>;

/**
 * An admin edits a company's public fields with the owner's rules (`ZSaveCompanyRequest`, the same reference checks);
 * what the edit leaves out keeps its value; the slug, the logo and the moderation status stay, and its vacancies take a new name as on the owner's edit.
 */
export async function updateAdminCompany({ actor, input, db, registry }: UpdateAdminCompanyOptions) {
  requirePermission(actor, 'update:company:any');
  const { id, ...fields } = input;
  const before = await companyRepo.findById(db, id);
  if (!before) throw new AppError('ADMIN_ITEM_NOT_FOUND');
  const save = saveRequestOf(fields, before, (await companyRepo.relationsOf(db, [id])).get(id));
  const after = await companyRepo.update(db, id, companyColumnsOf(save));
  await renameVacanciesOf(db, id, after.name, registry);
  await saveCompanyRelations(db, actor.locale, id, save);
  return { id, slug: after.slug, before: auditedFieldsOf(before), after: auditedFieldsOf(after) };
}
