import type { TCreateMailingRequest, TMailing } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { vacancyDirectory } from '../../vacancies/index.ts';
import { mailingRepo } from './lib/mailing.repo.ts';
import { presentMailing } from './lib/present-mailing.ts';
import { resumeSource } from './lib/resume-source.ts';

export type CreateMailingOptions = UseCaseArgs<
  { id: string } & Required<Pick<TCreateMailingRequest, 'mode'>> & {
      vacancy_ids: number[];
    }
>;

/**
 * A seeker starts a mailing of their own resume (a guest claims it first): to the open vacancies they picked, or
 * with none picked to the best matching ones once it is paid. It waits for its payment; nothing is sent before.
 */
export async function createMailing({ actor, input, db }: CreateMailingOptions): Promise<TMailing> {
  requirePermission(actor, 'create:mailing:own');
  const { user_id: userId } = requireUser(actor);
  const resume = await resumeSource.ownedBy(db, userId, input.id);
  if (!resume) throw new AppError('RESUME_NOT_FOUND');
  for (const vacancyId of input.vacancy_ids) {
    const vacancy = await vacancyDirectory.findById(db, vacancyId);
    if (vacancy?.state !== 'active' || vacancy.moderation_status !== 'approved')
      throw new AppError('MAILING_TARGET_INVALID', {
        fields: { vacancy_ids: [{ key: 'errors:MAILING_TARGET_INVALID' }] },
      });
  }
  const row = await db.transaction((tx) =>
    mailingRepo.insert(tx, { user_id: userId, resume_id: resume.id, mode: input.mode }, input.vacancy_ids),
  );
  return presentMailing(db, row);
}
