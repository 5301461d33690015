import { COMPANIES, catalogs, companies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { cityOfUrl } from '../../../lib/city-of-url.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf, idOf, pageOf } from '../../../lib/query-params.ts';

/** The directory's filters come from the address, so a filtered list can be shared and works without JavaScript. */
function filtersOf(url: URL) {
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  return {
    search,
    size: choiceOf(url.searchParams.get('size'), COMPANIES.sizes),
    technology_id: idOf(url.searchParams.get('technology_id')),
    specialization_id: idOf(url.searchParams.get('specialization_id')),
    country_id: idOf(url.searchParams.get('country_id')),
    page: pageOf(url.searchParams),
  };
}

export async function loadCompanies({ request, params, context }: DataArgs) {
  const url = new URL(request.url);
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const city = await cityOfUrl(api, url, locale);
  const filters = { ...filtersOf(url), city_id: city?.id };
  const [page, technologies, specializations, countries] = await Promise.all([
    callApi(api, companies.listCompanies, { query: filters, locale }),
    callApi(api, catalogs.listKeywords, { query: { limit: 50 }, locale }),
    callApi(api, catalogs.listSpecializations, { query: { type_id: 2, limit: 60 }, locale }),
    callApi(api, catalogs.listCountries, { query: { limit: 300 }, locale }),
  ]);
  const list = orThrow(page, { relay: 'all' });
  // A page past the last one (a list that shrank since the link was made) shows the last page instead of nothing.
  if (filters.page > list.pages) {
    url.searchParams.set('page', String(list.pages));
    if (list.pages === 1) url.searchParams.delete('page');
    throw redirect(url.pathname + url.search);
  }
  return {
    filters,
    city,
    page: list,
    technologies: technologies.ok ? technologies.data.list : [],
    specializations: specializations.ok ? specializations.data.list : [],
    // Sorted by name in the page's language, so a visitor finds their country where they expect it.
    countries: countries.ok ? [...countries.data.list].sort((a, b) => a.name.localeCompare(b.name, locale)) : [],
  };
}
