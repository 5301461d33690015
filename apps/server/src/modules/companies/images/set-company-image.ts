import type { TCompany } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { discardFile, uploadImage } from '../../files/index.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { requireTeamManager } from '../profile/lib/company-policy.ts';
import { presentCompany } from '../profile/lib/present-company.ts';

/** The company's single pictures and the column each is kept in. */
export const IMAGE_COLUMNS = { logo: 'logo_id', banner: 'banner_id', 'ceo-photo': 'ceo_photo_id' } as const;
export type CompanyImageKind = keyof typeof IMAGE_COLUMNS;

export type SetCompanyImageOptions = UseCaseArgs<{ kind: CompanyImageKind; bytes: Uint8Array }, 'storage' | 'registry'>;

/** A team manager sets the logo, banner or CEO photo; the picture it replaces is deleted with its stored bytes. */
export async function setCompanyImage({
  actor,
  input,
  db,
  storage,
  registry,
}: SetCompanyImageOptions): Promise<TCompany> {
  requirePermission(actor, 'update:company:own');
  const member = await requireTeamManager(db, actor);
  const image = await uploadImage({ actor, input: { bytes: input.bytes }, db, storage });
  const column = IMAGE_COLUMNS[input.kind];
  try {
    const previous = (await companyRepo.findById(db, member.company_id))?.[column] ?? null;
    const company = await companyRepo.update(db, member.company_id, { [column]: image.id });
    if (previous && previous !== image.id)
      await discardFile({ db, storage, userId: member.user_id, id: previous, registry });
    return presentCompany(db, actor.locale, company, registry);
  } catch (error) {
    await discardFile({ db, storage, userId: member.user_id, id: image.id, registry });
    throw error;
  }
}
