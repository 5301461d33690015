import { companies, vacancies } from '@hushwork/contract';
import { type AppLoadContext, data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';

type LoaderArgs = { params: { lang?: string; slug?: string }; context: AppLoadContext };

/**
 * The vacancy of `/job-openings/{slug}` with its similar vacancies, and its company's card. A vacancy the visitor
 * may not see (another company's, waiting for moderation) is the 404 page, like one that never existed.
 */
export async function loadVacancy({ params, context }: LoaderArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const answer = await callApi(api, vacancies.getVacancyBySlug, { params: { slug: params.slug ?? '' }, locale });
  if (!answer.ok) throw data(null, { status: answer.status === 404 || answer.status === 422 ? 404 : 503 });
  const { similar, ...vacancy } = answer.data;
  const company = await callApi(api, companies.getCompany, { params: { company: vacancy.company.slug }, locale });
  return { vacancy, similar, company: company.ok ? company.data : null };
}
