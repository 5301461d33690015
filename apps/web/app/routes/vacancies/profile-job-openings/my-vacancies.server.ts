import { VACANCIES, vacancies } from '@hushwork/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

type Args = { request: Request; params: { lang?: string }; context: AppLoadContext };
export type MineState = (typeof VACANCIES.mineStates)[number];

const stateOf = (value: string | null): MineState =>
  (VACANCIES.mineStates as readonly string[]).includes(value ?? '') ? (value as MineState) : 'all';

/** The employer's company's vacancies on one tab (`?state=`), with every tab's count. */
export async function loadMyVacancies({ request, params, context }: Args) {
  const user = await requireUser({ request, context }, ['auth', 'company', 'check-relations']);
  const locale = localeOfParams(params);
  if (!user?.company) throw redirect(localizePath(locale, '/profile/employer'));
  const search = new URL(request.url).searchParams;
  const state = stateOf(search.get('state'));
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const answer = await callApi(serverApi(context), vacancies.listMyVacancies, { query: { state, page }, locale });
  return { user, state, ...orThrow(answer, { relay: [403], failure: 500 }) };
}
