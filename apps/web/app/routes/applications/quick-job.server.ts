import { applications, can, roleNameOf, type TUser, ZQuickJobRequest } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { parseFormPost } from '../../lib/api-form.server.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import { replyInvalid, replyWithFailure } from '../../lib/form-reply.ts';
import type { localeOfParams } from '../../lib/locale-of.ts';
import { companyVacancyChoices, type VacancyChoice } from './company-vacancies.server.ts';

type Locale = ReturnType<typeof localeOfParams>;

/**
 * The vacancies a company member may propose to a candidate from their page (`POST candidates/quick-job/{id}`): the
 * company's approved, open ones; none for anyone else, who gets no form.
 */
export async function quickJobVacancies(
  context: AppLoadContext,
  user: TUser | null,
  locale: Locale,
): Promise<VacancyChoice[]> {
  const role = user ? roleNameOf(user.role_id) : 'guest';
  if (role !== 'company' || !user?.company || !can(role, 'create:job-offer:own')) return [];
  return (await companyVacancyChoices(context, locale)).filter((vacancy) => vacancy.isOpen);
}

/** Proposes the chosen vacancy to the candidate, an offer they answer on /profile/offers; the API checks who may. */
export async function proposeQuickJob(request: Request, context: AppLoadContext, locale: Locale, candidateId: number) {
  const intent = 'quick-job' as const;
  const { submission } = await parseFormPost(request, ZQuickJobRequest, locale, ['intent', 'candidate_id']);
  if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
  const proposed = await callApi(serverApi(context), applications.proposeQuickJob, {
    params: { candidate_id: candidateId },
    body: submission.value,
    locale,
  });
  if (!proposed.ok) return { intent, reply: replyWithFailure(submission, proposed) };
  return { intent, reply: submission.reply({ resetForm: true }), done: true };
}
