import { type TUser, VACANCIES, vacancies } from '@hushwork/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { runGuards } from '../../../lib/guards.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';

type Args = { request: Request; params: { lang?: string }; context: AppLoadContext };
export type MineState = (typeof VACANCIES.mineStates)[number];

const stateOf = (value: string | null): MineState =>
  (VACANCIES.mineStates as readonly string[]).includes(value ?? '') ? (value as MineState) : 'all';

/** The employer's company's vacancies on one tab (`?state=`), with every tab's count. */
export async function loadMyVacancies({ request, params, context }: Args) {
  const user = await context.currentUser();
  runGuards(['auth', 'company', 'check-relations'], { request, user });
  const locale = localeOfParams(params);
  if (!user?.company) throw redirect(localizePath(locale, '/profile/employer'));
  const search = new URL(request.url).searchParams;
  const state = stateOf(search.get('state'));
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const answer = await callApi(serverApi(context), vacancies.listMyVacancies, { query: { state, page }, locale });
  if (!answer.ok) throw new Response(null, { status: answer.status === 403 ? 403 : 500 });
  return { user: user as TUser, state, ...answer.data };
}
