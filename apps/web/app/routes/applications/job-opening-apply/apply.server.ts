import { applications, ROLES, type TVacancy } from '@hushwork/contract';
import { redirect } from 'react-router';
import type { ApplyState } from '../../../components/applications/apply-state.ts';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';

/**
 * Whether and how the reader of `/job-openings/{slug}` may apply. A worker's own application to this vacancy is asked
 * for by the vacancy's id, so "you applied" shows however many applications they sent since.
 */
export async function loadApplyState({ request, params, context }: DataArgs, vacancy: TVacancy): Promise<ApplyState> {
  const user = await context.currentUser();
  if (user && user.role_id !== ROLES.worker) return { kind: 'none' };
  if (user) {
    const mine = await callApi(serverApi(context), applications.listMyApplications, {
      query: { vacancy_id: vacancy.id },
      locale: localeOfParams(params),
    });
    const application = mine.ok ? mine.data.list[0] : undefined;
    if (application) {
      const { id, status, is_read, created_at } = application;
      const isJustSent = new URL(request.url).searchParams.get('action') === 'application_created';
      return { kind: 'applied', application: { id, status, is_read, created_at }, isJustSent };
    }
  }
  if (vacancy.moderation_status !== 'approved' || vacancy.state !== 'active') {
    return { kind: 'closed', reason: vacancy.state === 'paused' ? 'paused' : 'closed' };
  }
  return { kind: 'open', viewer: user ? 'worker' : 'guest', hasProfile: Boolean(user?.candidate) };
}

/**
 * Sends the application. A guest's API answer is 401: the page then keeps the checked application in the browser and
 * sends the guest to sign in, so the action hands back the body instead of an error (docs/adding-a-domain.md §3.6).
 * A refusal (applied already, paused, closed) comes back with the API's words and the form as it was typed.
 */
export async function applyFromVacancyPage({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, applications.applyToVacancy.body, locale);
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  const body = submission.value;
  const answer = await callApi(serverApi(context), applications.applyToVacancy, { body, locale });
  if (!answer.ok && answer.status === 401) {
    return { reply: null, pending: { vacancy_id: body.vacancy_id, payload: body } };
  }
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  throw redirect(`${new URL(request.url).pathname}?action=application_created#apply`);
}
