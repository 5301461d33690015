import { EXTERNAL_JOBS, externalJobs } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { pageOf } from '../../../lib/query-params.ts';

const SLUG = /^[a-z0-9-]{1,200}$/;

/** The list's filters come from the address, so a filtered list can be shared and works without JavaScript. */
function filtersOf(url: URL) {
  const get = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const remote = get('remote');
  const company = get('company');
  return {
    search: get('search')?.slice(0, EXTERNAL_JOBS.searchMaxLength),
    remote: remote === '1' ? ('1' as const) : remote === '0' ? ('0' as const) : undefined,
    with_salary: get('with_salary') === '1' ? ('1' as const) : undefined,
    source: get('source')?.slice(0, EXTERNAL_JOBS.companyMax),
    company: company && SLUG.test(company) ? company : undefined,
    page: pageOf(url.searchParams, EXTERNAL_JOBS.pagesMax),
  };
}

/** `/job-openings/external`: a page of external jobs and the sources to filter by. */
export async function loadExternalJobs({ request, params, context }: DataArgs) {
  const url = new URL(request.url);
  const locale = localeOfParams(params);
  const filters = filtersOf(url);
  const answer = await callApi(serverApi(context), externalJobs.listExternalJobs, { query: filters, locale });
  // Filters the API refuses (hand-typed) are no page of the list.
  const page = orThrow(answer, { notFound: [422] });
  // A page past the last one (a list that shrank since the link was made) shows the last page instead of nothing.
  if (page.pages > 0 && filters.page > page.pages) {
    if (page.pages === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(page.pages));
    throw redirect(url.pathname + url.search);
  }
  return { filters, page };
}
