import type { TCompany } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Registry } from '../../../platform/registry.ts';
import { discardFile } from '../../files/index.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { requireTeamManager } from '../profile/lib/company-policy.ts';
import { presentCompany } from '../profile/lib/present-company.ts';
import { companyImageRepo } from './lib/company-image.repo.ts';

type Deps = { actor: Actor; db: Db; storage: FileStorage; registry: Registry };

async function presentOwn(db: Db, actor: Actor, companyId: number, registry: Registry): Promise<TCompany> {
  const row = await companyRepo.findById(db, companyId);
  if (!row) throw new AppError('COMPANY_NOT_FOUND');
  return presentCompany(db, actor.locale, row, registry);
}

/** A team manager removes one of the company's photos and its stored file; another company's photo is 404. */
export async function removeCompanyPhoto({ actor, input, db, storage, registry }: Deps & { input: { id: string } }) {
  requirePermission(actor, 'update:company:own');
  const member = await requireTeamManager(db, actor);
  if (!(await companyImageRepo.removePhoto(db, member.company_id, input.id))) {
    throw new AppError('COMPANY_IMAGE_NOT_FOUND');
  }
  await discardFile({ db, storage, userId: member.user_id, id: input.id, registry });
  return presentOwn(db, actor, member.company_id, registry);
}
