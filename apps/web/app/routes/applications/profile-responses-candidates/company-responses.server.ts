import { APPLICATIONS, applications } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf, idOf, pageOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { companyVacancyChoices } from '../company-vacancies.server.ts';
import { RESPONSE_STATES } from '../response-states.ts';

type ResponsesTab = 'responses' | 'offers';

/**
 * `/profile/responses/candidates`: the company's responses by vacancy and read state (`?vacancy_id=&state=`), or on
 * `?tab=offers` the offers its team sent with the candidates' answers (`?vacancy_id=&status=`), a page at a time. A
 * worker is sent to their own tab by the `responses` guard; an employer without a company to their profile.
 */
export async function loadCompanyResponses({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'responses', 'company', 'check-relations']);
  const locale = localeOfParams(params);
  if (!user?.company) throw redirect(localizePath(locale, '/profile/employer'));
  const search = new URL(request.url).searchParams;
  const tab: ResponsesTab = search.get('tab') === 'offers' ? 'offers' : 'responses';
  const vacancy_id = idOf(search.get('vacancy_id'));
  const page = pageOf(search);
  const api = serverApi(context);
  const filters = {
    vacancy_id,
    state: choiceOf(search.get('state'), RESPONSE_STATES),
    status: choiceOf(search.get('status'), APPLICATIONS.offerStatuses),
  };
  const [responses, offers, vacancies] = await Promise.all([
    callApi(api, applications.listResponses, {
      query: tab === 'responses' ? { vacancy_id, state: filters.state, page } : {},
      locale,
    }),
    callApi(api, applications.listCompanyOffers, {
      query: tab === 'offers' ? { vacancy_id, status: filters.status, page } : {},
      locale,
    }),
    companyVacancyChoices(context, locale),
  ]);
  return {
    user,
    tab,
    filters,
    vacancies,
    responses: orThrow(responses, { relay: [403], failure: 500 }),
    // Asked of the same company as the responses: a refusal here alone is a failure, not the role's 403.
    offers: orThrow(offers, { relay: [], failure: 500 }),
  };
}
