import { companies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { pageOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { loadCompany } from '../company/load-company.server.ts';

type Args = DataArgs<{ slug?: string }>;

/** The company, a page of its approved reviews with the averages, and the confirmation of a review just sent. */
export async function loadReviews({ request, params, context }: Args) {
  await requireUser({ request, context }, ['check-company-review']);
  const { company } = await loadCompany({ request, params, context, withVacancies: false });
  const url = new URL(request.url);
  const page = pageOf(url.searchParams);
  const answer = await callApi(serverApi(context), companies.listCompanyReviews, {
    params: { id: company.id },
    query: { page },
    locale: localeOfParams(params),
  });
  return {
    company,
    reviews: orThrow(answer, { failure: 500 }),
    isCreated: url.searchParams.get('action') === 'review_created',
  };
}

/**
 * Sends the review. A guest's API answer is 401: the page then keeps the checked review in the browser and sends the
 * guest to sign in (spec section 4), so the action hands back the body instead of an error.
 */
export async function sendReview({ request, params, context }: Args) {
  const locale = localeOfParams(params);
  const { submission, control } = await parseFormPost(request, companies.createCompanyReview.body, locale, [
    'company_id',
  ]);
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  const companyId = Number(control('company_id'));
  const answer = await callApi(serverApi(context), companies.createCompanyReview, {
    params: { id: companyId },
    body: submission.value,
    locale,
  });
  if (!answer.ok && answer.status === 401) {
    return { reply: null, pending: { company_id: companyId, payload: submission.value } };
  }
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  const path = new URL(request.url).pathname;
  throw redirect(`${path}?action=review_created&reviewId=${answer.data.id}`);
}
