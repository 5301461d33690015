import { companies, vacancies } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

type LoaderArgs = Omit<DataArgs<{ slug?: string }>, 'request'>;

/**
 * The vacancy of `/job-openings/{slug}` with its similar vacancies, and its company's card. A vacancy the visitor
 * may not see (another company's, waiting for moderation) is the 404 page, like one that never existed.
 */
export async function loadVacancy({ params, context }: LoaderArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const answer = await callApi(api, vacancies.getVacancyBySlug, { params: { slug: params.slug ?? '' }, locale });
  // A slug the API refuses as malformed (422) names no vacancy either.
  const { similar, ...vacancy } = orThrow(answer, { notFound: [422] });
  const company = await callApi(api, companies.getCompany, { params: { company: vacancy.company.slug }, locale });
  return { vacancy, similar, company: company.ok ? company.data : null };
}
