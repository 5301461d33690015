import { catalogs, content, type TPostSummary, vacancies } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

type Named = { name: string; slug: string };
const named = <T extends Named>(list: T[]) => list.map(({ name, slug }) => ({ name, slug }));

/**
 * `/sitemap`: every public section and the landing families a person may look for (job roles, technologies, cities),
 * every article and every salary report, in the page's language. The lists are the catalogs' own; a family whose pages are not live is
 * left out by the page.
 */
export async function loadSitemap({ params, context }: Omit<DataArgs, 'request'>) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const [roles, technologies, cities, firstPosts, salaries] = await Promise.all([
    callApi(api, catalogs.listTopSpecializations, { query: { type_id: 2 }, locale }),
    callApi(api, catalogs.listKeywords, { query: { limit: 50 }, locale }),
    callApi(api, catalogs.listTopCities, { query: { limit: 24 }, locale }),
    callApi(api, content.listPosts, { query: { page: 1 }, locale }),
    callApi(api, vacancies.getSalaryOverview, { locale }),
  ]);
  const firstPage = orThrow(firstPosts, { relay: 'client-errors' });
  const posts: TPostSummary[] = [...firstPage.list];
  for (let page = 2; page <= firstPage.pages; page += 1) {
    const next = await callApi(api, content.listPosts, { query: { page }, locale });
    posts.push(...orThrow(next, { relay: 'client-errors' }).list);
  }
  return {
    roles: named(orThrow(roles, { relay: 'client-errors' }).list),
    technologies: named(orThrow(technologies, { relay: 'client-errors' }).list),
    cities: named(orThrow(cities, { relay: 'client-errors' }).list),
    posts: posts.map(({ slug, title }) => ({ slug, title })),
    salaryReports: orThrow(salaries, { relay: 'client-errors' }).technologies.map(({ key, name }) => ({
      slug: key,
      name,
    })),
  };
}
