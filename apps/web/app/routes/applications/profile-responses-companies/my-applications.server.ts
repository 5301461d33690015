import { APPLICATIONS, applications, type TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { runGuards } from '../../../lib/guards.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { choiceOf, pageOf } from '../query-params.ts';

type Args = { request: Request; params: { lang?: string }; context: AppLoadContext };

/**
 * `/profile/responses/companies`: the worker's applications with each one's state (`?status=`), a page at a time. A
 * company is sent to its own tab by the `responses` guard, anyone else but a worker home.
 */
export async function loadMyApplications({ request, params, context }: Args) {
  const user = await context.currentUser();
  runGuards(['auth', 'responses', 'worker'], { request, user });
  const search = new URL(request.url).searchParams;
  const status = choiceOf(search.get('status'), APPLICATIONS.statuses);
  const answer = await callApi(serverApi(context), applications.listMyApplications, {
    query: { status, page: pageOf(search) },
    locale: localeOfParams(params),
  });
  if (!answer.ok) throw new Response(null, { status: answer.status === 403 ? 403 : 500 });
  return { user: user as TUser, status, applications: answer.data };
}
