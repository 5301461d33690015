import { applications, vacancies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf, idOf, pageOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

type Args = DataArgs<{ id?: string }>;

/**
 * `/profile/job-openings/{id}/candidates`: the responses to one of the company's vacancies (`?state=read|unread`), a
 * page at a time. Another company's vacancy, or one that does not exist, is a 404.
 */
export async function loadVacancyResponses({ request, params, context }: Args) {
  const user = await requireUser({ request, context }, ['auth', 'company', 'check-relations']);
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
  // Another company's vacancy, or none, is a 404 whatever the API refused it with; only a failure is a failure.
  const rules = { notFound: 'client-errors', failure: 500 } as const;
  const managed = orThrow(vacancy, rules);
  const page = orThrow(responses, rules);
  if (!managed.can_manage) throw new Response(null, { status: 404 });
  const { title, slug, state: vacancyState, moderation_status } = managed;
  return {
    user,
    vacancy: { id, title, slug, state: vacancyState, moderation_status },
    state,
    responses: page,
  };
}
