import {
  candidateLandingQuery,
  candidates,
  catalogs,
  isCandidateLanding,
  type Locale,
  SPECIALIZATION_TYPE_IDS,
  type TCandidateFilters,
  ZListCandidatesQuery,
} from '@hushwork/contract';
import { data } from 'react-router';
import { type ApiTransport, callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { cityOfUrl } from '../../../lib/city-of-url.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { redirectOffPage } from '../../../lib/page-redirect.server.ts';
import { candidatesQueryOf, isFiltered } from './candidates-query.server.ts';

type LoaderArgs = DataArgs<{ key?: string }>;
type Option = { key: string; name: string };
const OPTION_KEYS = ['seniority', 'experience', 'english_levels', 'job_types'] as const;

/** What the filter form offers, named in the page's language; chosen technologies stay offered. */
async function choicesOf(api: ApiTransport, locale: Locale, query: TCandidateFilters) {
  const [options, keywords, chosenKeywords, countries, ...specializations] = await Promise.all([
    callApi(api, catalogs.listCatalogs, { query: { keys: [...OPTION_KEYS] }, locale }),
    callApi(api, catalogs.listKeywords, { query: { limit: 40 }, locale }),
    query.keyword_ids?.length
      ? callApi(api, catalogs.listKeywords, { query: { ids: query.keyword_ids }, locale })
      : null,
    callApi(api, catalogs.listCountries, { query: { limit: 300 }, locale }),
    ...SPECIALIZATION_TYPE_IDS.map((type_id) =>
      callApi(api, catalogs.listSpecializations, { query: { type_id, limit: 100 }, locale }),
    ),
  ]);
  const optionsOf = (key: (typeof OPTION_KEYS)[number]): Option[] =>
    options.ok ? ((options.data[key] ?? []) as Option[]).filter((entry) => 'key' in entry) : [];
  const popular = keywords.ok ? keywords.data.list : [];
  const chosen = chosenKeywords?.ok ? chosenKeywords.data.list : [];
  return {
    seniority: optionsOf('seniority'),
    experience: optionsOf('experience'),
    english_levels: optionsOf('english_levels'),
    job_types: optionsOf('job_types'),
    keywords: [...chosen.filter((item) => !popular.some((i) => i.id === item.id)), ...popular].map(({ id, name }) => ({
      id,
      name,
    })),
    specializations: specializations.flatMap((answer) =>
      answer.ok ? answer.data.list.map(({ id, name }) => ({ id, name })) : [],
    ),
    // Sorted by name in the page's language, so a visitor finds their country where they expect it.
    countries: countries.ok
      ? countries.data.list.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, locale))
      : [],
  };
}

/**
 * `/candidates` and each landing page `/candidates/search/{key}`: one page of anonymous cards for the address's
 * filters (a landing's own on top of them), what the filter form offers, and the paging redirects of spec section 5.
 * An unknown landing key is a 404.
 */
export async function loadCandidates({ request, params, context }: LoaderArgs, landing?: string) {
  if (landing !== undefined && !isCandidateLanding(landing)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const city = await cityOfUrl(api, url, locale);
  const own = { ...candidatesQueryOf(url), ...(city ? { city_ids: [city.id] } : {}) };
  const query: TCandidateFilters =
    landing === undefined ? own : ZListCandidatesQuery.parse(candidateLandingQuery(landing, own));
  const [found, choices] = await Promise.all([
    callApi(api, candidates.listCandidates, { query, locale }),
    choicesOf(api, locale, query),
  ]);
  const page = orThrow(found, { relay: 'client-errors' });
  redirectOffPage(url, page.pages);
  return {
    query,
    city,
    landing: landing ?? null,
    // Said apart from the landing's own filters: an empty landing page is not the visitor's doing.
    isFiltered: isFiltered(own),
    page,
    choices,
  };
}
