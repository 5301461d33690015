import { applications, type TUser, vacancies } from '@hushwork/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { runGuards } from '../../../lib/guards.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { choiceOf, idOf, pageOf } from '../query-params.ts';

type Args = { request: Request; params: { lang?: string; id?: string }; context: AppLoadContext };

/**
 * `/profile/job-openings/{id}/candidates`: the responses to one of the company's vacancies (`?state=read|unread`), a
 * page at a time. Another company's vacancy, or one that does not exist, is a 404.
 */
export async function loadVacancyResponses({ request, params, context }: Args) {
  const user = await context.currentUser();
  runGuards(['auth', 'company', 'check-relations'], { request, user });
  const locale = localeOfParams(params);
  if (!user?.company) throw redirect(localizePath(locale, '/profile/employer'));
  const id = idOf(params.id);
  if (id === undefined) throw new Response(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const state = choiceOf(search.get('state'), ['unread', 'read'] as const);
  const api = serverApi(context);
  const [vacancy, responses] = await Promise.all([
    callApi(api, vacancies.getVacancy, { params: { id }, locale }),
    callApi(api, applications.listVacancyResponses, {
      params: { id },
      query: { ...(state ? { is_read: state === 'read' } : {}), page: pageOf(search) },
      locale,
    }),
  ]);
  if (!vacancy.ok || !vacancy.data.can_manage || !responses.ok) {
    const status = [vacancy, responses].some((answer) => !answer.ok && answer.status >= 500) ? 500 : 404;
    throw new Response(null, { status });
  }
  const { title, slug, state: vacancyState, moderation_status } = vacancy.data;
  return {
    user: user as TUser,
    vacancy: { id, title, slug, state: vacancyState, moderation_status },
    state,
    responses: responses.data,
  };
}
