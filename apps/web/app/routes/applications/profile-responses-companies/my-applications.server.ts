import { APPLICATIONS, applications, candidates } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf, idOf, pageOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { type ItemActionResult, resultOf, targetOf } from '../response-actions.server.ts';

/**
 * `/profile/responses/companies`: the worker's applications with each one's state (`?status=`), a page at a time. A
 * company is sent to its own tab by the `responses` guard, anyone else but a worker home.
 */
export async function loadMyApplications({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'responses', 'worker']);
  const search = new URL(request.url).searchParams;
  const status = choiceOf(search.get('status'), APPLICATIONS.statuses);
  const answer = await callApi(serverApi(context), applications.listMyApplications, {
    query: { status, page: pageOf(search) },
    locale: localeOfParams(params),
  });
  return { user, status, applications: orThrow(answer, { relay: [403], failure: 500 }) };
}

/**
 * The one click of an application sent anonymously: opens the worker's profile to the application's company
 * (`POST open-profile`, source `application`), the same consent the candidates' own page gives.
 */
export async function submitMyApplicationAction({ request, params, context }: DataArgs): Promise<ItemActionResult> {
  const { intent, id } = await targetOf(request, ['open-profile'] as const);
  const companyId = idOf(String((await request.formData()).get('company_id') ?? ''));
  if (companyId === undefined) throw data(null, { status: 400 });
  const answer = await callApi(serverApi(context), candidates.openProfile, {
    body: { company_id: companyId, source: 'application' },
    locale: localeOfParams(params),
  });
  return resultOf(intent, id, answer);
}
