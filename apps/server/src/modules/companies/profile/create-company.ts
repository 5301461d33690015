import { type TCompany, type TCreateCompanyRequest, ZCreateCompanyRequest } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { ownsFile } from '../../files/index.ts';
import { userDirectory } from '../../identity/index.ts';
import { companyImageRepo } from '../images/lib/company-image.repo.ts';
import { employerRepo } from '../team/lib/employer.repo.ts';
import { companyRepo } from './lib/company.repo.ts';
import { presentCompany } from './lib/present-company.ts';
import { companyColumnsOf, requireOwnLogo, saveCompanyRelations, unknownFile } from './lib/save-company-fields.ts';
import { freeSlug, slugify } from './lib/slugify.ts';

export type CreateCompanyOptions = UseCaseArgs<TCreateCompanyRequest, 'registry'>;

/**
 * An employer registers their company and becomes its owner. It waits for moderation before it is listed; its
 * team sees it at once. One company per employer: someone already in a team, or waiting to join one, is refused.
 * The wizard's logo and photos are the employer's own uploads: an image id is public, and the gallery deletes what it
 * drops (issue 23).
 */
export async function createCompany({ actor, input, db, registry }: CreateCompanyOptions): Promise<TCompany> {
  requirePermission(actor, 'create:company:own');
  const userId = requireUser(actor).user_id;
  const { photo_ids, ...fields } = ZCreateCompanyRequest.parse(input);
  return db.transaction(async (tx) => {
    const employer = await employerRepo.find(tx, userId);
    if (employer?.company_id || (await employerRepo.openRequestOf(tx, userId))) {
      throw new AppError('COMPANY_ALREADY_EXISTS');
    }
    await requireOwnLogo(tx, userId, fields, registry);
    const photoIds = [...new Set(photo_ids)];
    for (const photoId of photoIds) {
      if (!(await ownsFile(tx, { userId, id: photoId, kind: 'image' }, registry))) throw unknownFile('photo_ids');
    }
    const columns = companyColumnsOf(fields);
    const base = slugify(columns.name);
    const slug = freeSlug(base, await companyRepo.slugsLike(tx, base));
    const company = await companyRepo.insert(tx, { ...columns, slug, owner_user_id: userId });
    await saveCompanyRelations(tx, actor.locale, company.id, fields);
    for (const photoId of photoIds) await companyImageRepo.addPhoto(tx, company.id, photoId);
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
    return presentCompany(tx, actor.locale, company, registry);
  });
}
