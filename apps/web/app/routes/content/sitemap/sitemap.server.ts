import {
  CANDIDATES,
  candidateLandingPath,
  catalogs,
  content,
  isSeniority,
  type Locale,
  landingPathOf,
  searchKeyOf,
  type TPostSummary,
  vacancies,
} from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

/** A link of a landing family: its path without the locale prefix and its name in the page's language. */
export type SitemapLink = { path: string; name: string };

type Api = ReturnType<typeof serverApi>;
const INDUSTRY_TYPE_ID = 4;
const ROLE_TYPE_ID = 2;
const COUNTRIES_PER_CONTINENT = 5;
/** The levels and technologies whose pairs ("Junior Python") make the searches people type most. */
const SEARCHED_LEVELS = ['junior', 'senior'];
const SEARCHED_TECHNOLOGIES = 6;

const need = <D>(answer: { ok: true; data: D } | { ok: false; status: number }) =>
  orThrow(answer, { relay: 'client-errors' });
const linksOf = <T extends { name: string }>(list: readonly T[], pathOf: (item: T) => string): SitemapLink[] =>
  list.map((item) => ({ path: pathOf(item), name: item.name }));

async function everyPost(api: Api, locale: Locale): Promise<TPostSummary[]> {
  const first = need(await callApi(api, content.listPosts, { query: { page: 1 }, locale }));
  const posts = [...first.list];
  for (let page = 2; page <= first.pages; page += 1)
    posts.push(...need(await callApi(api, content.listPosts, { query: { page }, locale })).list);
  return posts;
}

/** Each continent's page and the largest countries of each, continents in the catalog's order. */
async function places(api: Api, locale: Locale) {
  const entries = need(await callApi(api, catalogs.getCatalog, { params: { key: 'continents' }, locale })).list;
  const continents = entries.flatMap((entry) => ('slug' in entry && 'id' in entry ? [entry] : []));
  const countries = await Promise.all(
    continents.map(async (continent) =>
      need(await callApi(api, catalogs.listTopContinentCountries, { params: { id: continent.id }, locale })).list.slice(
        0,
        COUNTRIES_PER_CONTINENT,
      ),
    ),
  );
  return {
    continents: linksOf(continents, ({ slug }) => landingPathOf({ kind: 'continents', continent: slug })),
    countries: linksOf(countries.flat(), ({ slug }) => landingPathOf({ kind: 'countries', country: slug })),
  };
}

/** The searches of a level and a technology, named as the page's language names the level. */
function searches(levels: readonly { key: string; name: string }[], technologies: readonly { name: string }[]) {
  // A name a search key would change ("C#", "Node.js") searches for something else: only plain names make one.
  const plain = technologies.filter(({ name }) => /^[\p{L}\p{N}]+$/u.test(name)).slice(0, SEARCHED_TECHNOLOGIES);
  return levels
    .filter(({ key }) => SEARCHED_LEVELS.includes(key))
    .flatMap((level) =>
      plain.flatMap((technology) => {
        const key = searchKeyOf(`${level.key} ${technology.name}`);
        return key ? [{ path: landingPathOf({ kind: 'search', key }), name: `${level.name} ${technology.name}` }] : [];
      }),
    );
}

/**
 * `/sitemap`: every public section and every landing family a person may look for (continents, countries, cities,
 * seniority, job roles, industries, technologies, searches, the candidates' specialities), every article and every
 * salary report, in the page's language. Each family is the catalogs' own values, the largest first; every value
 * has its page whether or not it has vacancies today. The page leaves out a section that is not shown here.
 */
export async function loadSitemap({ params, context }: Omit<DataArgs, 'request'>) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const [roles, industries, technologies, cities, levels, where, posts, salaries] = await Promise.all([
    callApi(api, catalogs.listTopSpecializations, { query: { type_id: ROLE_TYPE_ID }, locale }),
    callApi(api, catalogs.listTopSpecializations, { query: { type_id: INDUSTRY_TYPE_ID }, locale }),
    callApi(api, catalogs.listKeywords, { query: { limit: 50 }, locale }),
    callApi(api, catalogs.listTopCities, { query: { limit: 24 }, locale }),
    callApi(api, catalogs.listSeniority, { locale }),
    places(api, locale),
    everyPost(api, locale),
    callApi(api, vacancies.getSalaryOverview, { locale }),
  ]);
  const technologyList = need(technologies).list;
  const seniority = need(levels).list;
  const t = serverI18nRuntime(locale, []).instanceFor(locale).t;
  return {
    continents: where.continents,
    countries: where.countries,
    cities: linksOf(need(cities).list, ({ slug }) => landingPathOf({ kind: 'cities', city: slug })),
    seniority: linksOf(
      seniority.filter(({ key }) => isSeniority(key)),
      ({ key }) => landingPathOf({ kind: 'seniority', seniority: key as 'junior' }),
    ),
    roles: linksOf(need(roles).list, ({ slug }) => landingPathOf({ kind: 'dev', key: slug })),
    industries: linksOf(need(industries).list, ({ slug }) => landingPathOf({ kind: 'technical', key: slug })),
    technologies: linksOf(technologyList, ({ slug }) => landingPathOf({ kind: 'technologies', technology: slug })),
    searches: searches(seniority, technologyList),
    candidates: CANDIDATES.landings.map((key) => ({
      path: candidateLandingPath(key),
      name: t(`Candidates:landing_${key}_name`),
    })),
    posts: posts.map(({ slug, title }) => ({ path: `/blog/${slug}`, name: title })),
    salaryReports: linksOf(need(salaries).technologies, ({ key }) => `/salaries/${key}`),
  };
}
