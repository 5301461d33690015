import { parseLandingPath, vacancies } from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath, splitLocale } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { redirectOffPage } from '../../../lib/page-redirect.server.ts';
import { jobsQueryOf } from '../job-openings/jobs-query.server.ts';

const PREFIX = '/job-openings/';

/**
 * Every landing shape of `/job-openings/…` (a technology, a city, a seniority and their combinations): the API names
 * what the route stands for and lists its vacancies with the page's own filters on top. A route naming nothing we
 * know is the 404 page; one that is not the page's canonical spelling (`technologies/react/berlin` for
 * `technologies/react/germany/berlin`) moves there for good, keeping the query.
 */
export async function loadLanding({ request, params, context }: DataArgs) {
  const url = new URL(request.url);
  const locale = localeOfParams(params);
  const { path } = splitLocale(url.pathname);
  const landingPath = path.slice(PREFIX.length);
  const route = parseLandingPath(landingPath);
  if (!route) throw data(null, { status: 404 });
  const query = jobsQueryOf(url);
  const answer = await callApi(serverApi(context), vacancies.getJobsLanding, {
    query: { ...query, path: landingPath },
    locale,
  });
  const landing = orThrow(answer);
  if (decodeURIComponent(path) !== decodeURIComponent(landing.canonical_path)) {
    throw redirect(localizePath(locale, landing.canonical_path) + url.search, 301);
  }
  redirectOffPage(url, landing.jobs.pages);
  return { query, landing };
}
