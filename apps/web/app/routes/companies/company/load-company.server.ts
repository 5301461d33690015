import { companies, ZCompanyVacanciesQuery } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { redirectOffPage } from '../../../lib/page-redirect.server.ts';

const noVacancies = { list: [], total: 0, page: 1, pages: 0 };

/**
 * The company of `/company/{slug}`; a company the visitor may not see answers 404 like one that never existed. On its
 * Job openings tab, the page of its open vacancies the address asks for (`?page=2`), paged like the job search.
 */
export async function loadCompany({
  request,
  params,
  context,
  withVacancies,
}: {
  request: Request;
  params: { lang?: string; slug?: string };
  context: AppLoadContext;
  withVacancies: boolean;
}) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const answer = await callApi(api, companies.getCompany, { params: { company: params.slug ?? '' }, locale });
  const company = orThrow(answer, { failure: 500 });
  const isListed = company.moderation_status === 'approved' && company.is_public;
  if (!withVacancies || !isListed) return { company, vacancies: noVacancies };
  const url = new URL(request.url);
  const query = ZCompanyVacanciesQuery.safeParse({ page: url.searchParams.get('page') ?? undefined });
  const found = await callApi(api, companies.listCompanyVacancies, {
    params: { id: company.id },
    query: { page: query.success ? query.data.page : 1 },
    locale,
  });
  const page = orThrow(found);
  redirectOffPage(url, page.pages);
  return { company, vacancies: page };
}
