import type { TCompany } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { discardFile } from '../../files/index.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { requireTeamManager } from '../profile/lib/company-policy.ts';
import { presentCompany } from '../profile/lib/present-company.ts';
import { type CompanyImageKind, IMAGE_COLUMNS } from './set-company-image.ts';

export type RemoveCompanyImageOptions = UseCaseArgs<{ kind: CompanyImageKind }, 'storage' | 'registry'>;

/** Takes the logo, banner or CEO photo off the company and deletes it; removing what is not set changes nothing. */
export async function removeCompanyImage({
  actor,
  input,
  db,
  storage,
  registry,
}: RemoveCompanyImageOptions): Promise<TCompany> {
  requirePermission(actor, 'update:company:own');
  const member = await requireTeamManager(db, actor);
  const column = IMAGE_COLUMNS[input.kind];
  const previous = (await companyRepo.findById(db, member.company_id))?.[column] ?? null;
  const company = await companyRepo.update(db, member.company_id, { [column]: null });
  if (previous) await discardFile({ db, storage, userId: member.user_id, id: previous, registry });
  return presentCompany(db, actor.locale, company, registry);
}
