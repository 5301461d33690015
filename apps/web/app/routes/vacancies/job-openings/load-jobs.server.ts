import { VACANCIES, vacancies } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { redirectOffPage } from '../../../lib/page-redirect.server.ts';
import { jobsQueryOf } from './jobs-query.server.ts';

/**
 * `/job-openings`: one page of the search with the filters of the address; on the first page of an unfiltered search,
 * a few VIP vacancies for the featured slots at the top of the results.
 */
export async function loadJobs({ request, params, context }: DataArgs) {
  const url = new URL(request.url);
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const query = jobsQueryOf(url);
  const [found, vip] = await Promise.all([
    callApi(api, vacancies.searchJobs, { query, locale }),
    // VIP vacancies head the first page of an unfiltered search only: a filtered one lists VIP matches first anyway.
    query.page === 1 && isUnfiltered(url) ? callApi(api, vacancies.listVipVacancies, { locale }) : null,
  ]);
  const jobs = orThrow(found, { relay: 'client-errors' });
  redirectOffPage(url, jobs.pages);
  return { query, jobs, featured: vip?.ok ? vip.data.list.slice(0, VACANCIES.featuredSlots) : [] };
}

const isUnfiltered = (url: URL) => [...url.searchParams.keys()].every((key) => key === 'sort');
