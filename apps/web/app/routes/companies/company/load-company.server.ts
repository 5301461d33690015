import { companies } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';

/** The company of `/company/{slug}`; a company the visitor may not see answers 404 like one that never existed. */
export async function loadCompany({
  params,
  context,
  withVacancies,
}: {
  params: { lang?: string; slug?: string };
  context: AppLoadContext;
  withVacancies: boolean;
}) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const answer = await callApi(api, companies.getCompany, { params: { company: params.slug ?? '' }, locale });
  if (!answer.ok) throw new Response(null, { status: answer.status === 404 ? 404 : 500 });
  const company = answer.data;
  const isListed = company.moderation_status === 'approved' && company.is_public;
  const vacancies =
    withVacancies && isListed
      ? await callApi(api, companies.listCompanyVacancies, { params: { id: company.id }, locale })
      : null;
  return { company, vacancies: vacancies?.ok ? vacancies.data.list : [] };
}
