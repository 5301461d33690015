import { COMPANIES, type TCompany } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Registry } from '../../../platform/registry.ts';
import { discardFile, uploadImage } from '../../files/index.ts';
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

/** A team manager adds a photo to the gallery, up to `COMPANIES.photosMax`; the limit is checked before decoding. */
export async function addCompanyPhoto({
  actor,
  input,
  db,
  storage,
  registry,
}: Deps & { input: { bytes: Uint8Array } }) {
  requirePermission(actor, 'update:company:own');
  const member = await requireTeamManager(db, actor);
  if ((await companyImageRepo.countPhotos(db, member.company_id)) >= COMPANIES.photosMax) {
    throw new AppError('TOO_MANY_PHOTOS', { params: { max: COMPANIES.photosMax } });
  }
  const image = await uploadImage({ actor, input, db, storage });
  try {
    await companyImageRepo.addPhoto(db, member.company_id, image.id);
  } catch (error) {
    await discardFile({ db, storage, userId: member.user_id, id: image.id, registry });
    throw error;
  }
  return presentOwn(db, actor, member.company_id, registry);
}
