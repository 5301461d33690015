import { companies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { loadCompany } from '../company/load-company.server.ts';

type Args = DataArgs<{ slug?: string; id?: string }>;

/** One approved review of the company with its comments; a pending or unknown one is a 404 page. */
export async function loadReview({ request, params, context }: Args) {
  await requireUser({ request, context }, ['check-company-review']);
  const { company } = await loadCompany({ request, params, context, withVacancies: false });
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  const answer = await callApi(serverApi(context), companies.getCompanyReview, {
    params: { company: company.slug, id },
    locale: localeOfParams(params),
  });
  const isCreated = new URL(request.url).searchParams.get('action') === 'comment_created';
  return { company, review: orThrow(answer, { failure: 500 }), isCreated };
}

/** Posts the comment; a guest's 401 hands the checked text back for the page to keep while they sign in. */
export async function sendComment({ request, params, context }: Args) {
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, companies.commentCompanyReview.body, locale);
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  const id = Number(params.id);
  const answer = await callApi(serverApi(context), companies.commentCompanyReview, {
    params: { id },
    body: submission.value,
    locale,
  });
  if (!answer.ok && answer.status === 401)
    return { reply: null, pending: { review_id: id, payload: submission.value } };
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  throw redirect(`${new URL(request.url).pathname}?action=comment_created`);
}
