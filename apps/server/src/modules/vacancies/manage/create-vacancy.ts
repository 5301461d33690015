import { FLAGS, type TSaveVacancy, type TVacancy } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentVacancy } from './lib/present-vacancy.ts';
import { vacancyRepo } from './lib/vacancy.repo.ts';
import { vacancyFieldsOf } from './lib/vacancy-fields.ts';
import { requireTeam } from './lib/vacancy-policy.ts';
import { vacancySlugBase } from './lib/vacancy-slug.ts';

export type CreateVacancyOptions = UseCaseArgs<TSaveVacancy, 'clock'> & {
  /** Spec section 5's company premium flag (off in this environment); tests switch it. */
  companyPremium?: boolean;
};

/**
 * Posts a vacancy for the employer's company; it waits for moderation. With company premium on, only a company that
 * paid may post: the web sends an owner to the payment page and tells a member to ask the owner.
 */
export async function createVacancy({
  actor,
  input,
  db,
  clock,
  companyPremium = FLAGS.companyPremium,
}: CreateVacancyOptions): Promise<TVacancy> {
  requirePermission(actor, 'create:vacancy:own');
  const user = requireUser(actor);
  const team = await requireTeam(db, actor);
  if (companyPremium && !team.can_send_job_offer) throw new AppError('COMPANY_PREMIUM_REQUIRED');
  const fields = await vacancyFieldsOf(db, actor.locale, input);
  const row = await db.transaction(async (tx) => {
    const created = await vacancyRepo.insert(
      tx,
      {
        ...fields,
        company_id: team.company_id,
        company_name: team.company_name,
        author_user_id: user.user_id,
        moderation_status: 'pending',
        state: 'active',
        published_at: clock.now(),
      },
      vacancySlugBase(input.title),
    );
    await vacancyRepo.replaceQuestions(tx, created.id, input.questions);
    return created;
  });
  return presentVacancy(db, actor.locale, row, { canManage: true });
}
