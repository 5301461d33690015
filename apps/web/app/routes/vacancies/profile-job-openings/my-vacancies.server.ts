import { VACANCIES, vacancies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf, pageOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/** The employer's company's vacancies on one tab (`?state=`), with every tab's count. */
export async function loadMyVacancies({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'company', 'check-relations']);
  const locale = localeOfParams(params);
  if (!user?.company) throw redirect(localizePath(locale, '/profile/employer'));
  const search = new URL(request.url).searchParams;
  const state = choiceOf(search.get('state'), VACANCIES.mineStates) ?? 'all';
  const page = pageOf(search);
  const answer = await callApi(serverApi(context), vacancies.listMyVacancies, { query: { state, page }, locale });
  return { user, state, ...orThrow(answer, { relay: [403], failure: 500 }) };
}
