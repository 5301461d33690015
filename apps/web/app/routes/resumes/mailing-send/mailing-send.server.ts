import { resumeMailingPrice, resumes } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { mailingPayPathOf } from '../mailing-paths.ts';

/**
 * `/resume-builder/send/{id}`: the seeker's own resume (another's is a 404), the open vacancies that match it to pick
 * from, and the two prices as billing has them.
 */
export async function loadMailingSend({ request, params, context }: DataArgs<{ id: string }>) {
  const user = await requireUser({ request, context }, ['auth', 'worker']);
  const locale = localeOfParams(params);
  const id = params.id ?? '';
  const api = serverApi(context);
  const resume = orThrow(await callApi(api, resumes.getResumeInfo, { params: { id }, locale }), { relay: [400, 404] });
  const vacancies = orThrow(await callApi(api, resumes.listResumeVacancies, { params: { id }, locale }));
  return {
    user,
    resume: { id: resume.id, title: resume.document.position.title },
    vacancies: vacancies.list,
    prices: { one_time: resumeMailingPrice('one_time'), auto: resumeMailingPrice('auto') },
  };
}

/** "Continue": the mailing is made (waiting for its payment) and the seeker goes on to pay for it. */
export async function startMailing({ request, params, context }: DataArgs<{ id: string }>) {
  await requireUser({ request, context }, ['auth', 'worker']);
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, resumes.createResumeMailing.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  const created = await callApi(serverApi(context), resumes.createResumeMailing, {
    params: { id: params.id ?? '' },
    body: submission.value,
    locale,
  });
  if (!created.ok) return replyWithFailure(submission, created);
  throw redirect(localizePath(locale, mailingPayPathOf(created.data.id)));
}
