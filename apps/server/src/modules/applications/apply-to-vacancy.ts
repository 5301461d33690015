import type { ZApplyRequest } from '@hushwork/contract';
import type { z } from 'zod';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { candidateDirectory, openCandidateToCompany } from '../candidates/index.ts';
import { ownsFile } from '../files/index.ts';
import { applicationRepo } from './application.repo.ts';
import { applicableVacancy, matchAnswers } from './application-policy.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { openConversation } from './conversations.ts';
import { notifyNewResponse } from './notify.ts';

export type ApplyToVacancyOptions = ApplicationsDeps & { actor: Actor; input: z.output<typeof ZApplyRequest> };

/**
 * `POST job-applications`: a worker applies to an open vacancy with a cover letter and their candidate profile, a CV
 * of their own upload, or both; answers to the vacancy's questions come with it. The applicant chooses whether the
 * company learns who they are: anonymously (the default) it reads the profile without name, contacts, photo or CV,
 * and may ask in the room; with `open_profile` the profile is opened to it in the same transaction (source
 * `application`, the candidates' consent model). The team is told by mail; the company's room with the candidate
 * opens with the cover letter as its first message.
 */
export async function applyToVacancy({ actor, input, ...deps }: ApplyToVacancyOptions) {
  requirePermission(actor, 'create:application:own');
  const { user_id } = requireUser(actor);
  const vacancy = await applicableVacancy(deps.db, input.vacancy_id);
  const answers = matchAnswers(vacancy.questions, input.answers);
  const candidate = await candidateDirectory.findByUserId(deps.db, user_id);
  const cvFileId = input.cv_file_id ?? null;
  if (!candidate && !cvFileId) throw new AppError('PROFILE_OR_CV_REQUIRED');
  // Hiding says "never": not even an anonymous application reaches that company until the candidate unhides it.
  if (candidate && (await candidateDirectory.isHiddenFrom(deps.db, candidate.id, vacancy.company_id)))
    throw new AppError('COMPANY_HIDDEN');
  // File ids are not secret enough to stand for ownership: only the applicant's own CV may go to the company.
  if (cvFileId && !(await ownsFile(deps.db, { userId: user_id, id: cvFileId, kind: 'document' }, deps.registry))) {
    throw new AppError('CV_NOT_FOUND', { fields: { cv_file_id: [{ key: 'validation:unknownFile' }] } });
  }
  // Without a profile the CV, name and e-mail are the application: nothing anonymous is left to send.
  if (!candidate && !input.open_profile) throw new AppError('ANONYMOUS_NEEDS_PROFILE');
  if (await applicationRepo.findOfUser(deps.db, vacancy.id, user_id)) throw new AppError('APPLICATION_EXISTS');
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await applicationRepo.insert(tx, {
      vacancy_id: vacancy.id,
      company_id: vacancy.company_id,
      user_id,
      candidate_id: candidate?.id ?? null,
      cover_letter: input.cover_letter,
      cv_file_id: cvFileId,
      answers,
      created_at: deps.clock.now(),
    });
    if (!inserted) throw new AppError('APPLICATION_EXISTS');
    if (candidate && input.open_profile) {
      await openCandidateToCompany({
        db: tx,
        clock: deps.clock,
        userId: user_id,
        companyId: vacancy.company_id,
        source: 'application',
      });
    }
    await notifyNewResponse(tx, deps, vacancy);
    return inserted;
  });
  deps.mailer.kick();
  // With a profile the company may write to the candidate now, anonymous or not: their room opens with the cover
  // letter (issue 18), which the room's rules refuse while it carries contacts the profile does not show yet.
  if (candidate) {
    const text = input.cover_letter.trim();
    await openConversation({
      db: deps.db,
      clock: deps.clock,
      companyId: vacancy.company_id,
      candidateUserId: user_id,
      source: 'application',
      registry: deps.registry,
      ...(deps.bus ? { bus: deps.bus } : {}),
      ...(text ? { message: { sender_user_id: user_id, side: 'candidate' as const, text } } : {}),
    });
  }
  return {
    id: row.id,
    vacancy_id: row.vacancy_id,
    status: 'new' as const,
    created_at: row.created_at.toISOString(),
  };
}
