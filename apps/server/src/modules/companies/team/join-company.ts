import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { requireVisibleCompany } from '../profile/lib/company-policy.ts';
import { employerRepo } from './lib/employer.repo.ts';

export type JoinCompanyOptions = UseCaseArgs<{ id: number }>;

/**
 * An employer without a company asks to join one; the owner accepts or declines. While the request is open,
 * `waiting_company_approval` holds and the add-company push leaves them alone. Only a company they may see can be
 * asked (a listed one, as the wizard's search finds them): a pending or hidden company answers 404, as its page does.
 */
export async function joinCompany({ actor, input, db }: JoinCompanyOptions): Promise<void> {
  requirePermission(actor, 'create:company:own');
  const userId = requireUser(actor).user_id;
  await db.transaction(async (tx) => {
    const { company } = await requireVisibleCompany(tx, actor, await companyRepo.findById(tx, input.id));
    const employer = await employerRepo.find(tx, userId);
    if (employer?.company_id || (await employerRepo.openRequestOf(tx, userId))) {
      throw new AppError('ALREADY_IN_COMPANY');
    }
    const user = await userDirectory.findById(tx, userId);
    await employerRepo.upsert(tx, {
      user_id: userId,
      company_id: null,
      name: employer?.name ?? user?.name ?? '',
      position: employer?.position ?? null,
      is_owner: false,
      is_admin: false,
    });
    await employerRepo.insertRequest(tx, company.id, userId);
  });
}
