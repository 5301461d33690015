import { COMPANIES, catalogs, companies, type Locale, type TCity } from '@hushwork/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { type ApiTransport, callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const sizeOf = (value: string | null) => COMPANIES.sizes.find((size) => size === value);

/** The directory's filters come from the address, so a filtered list can be shared and works without JavaScript. */
function filtersOf(url: URL) {
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  return {
    search,
    size: sizeOf(url.searchParams.get('size')),
    technology_id: positive(url.searchParams.get('technology_id')),
    specialization_id: positive(url.searchParams.get('specialization_id')),
    country_id: positive(url.searchParams.get('country_id')),
    page: positive(url.searchParams.get('page')) ?? 1,
  };
}

/**
 * The office city of the filter. The place field posts the chosen city's slug as `city` (kept readable in the
 * address), or only what was typed as `city_text` (before the page is interactive, or nothing picked), which takes
 * the best match. The chosen city is posted again behind the field, so a new pick comes first and wins.
 */
async function cityOf(api: ApiTransport, url: URL, locale: Locale): Promise<TCity | null> {
  const [picked, kept] = url.searchParams.getAll('city').map((slug) => slug.trim().slice(0, 120));
  const typed = url.searchParams.get('city_text')?.trim().slice(0, 100);
  const slug = picked || (typed ? undefined : kept);
  if (slug) {
    const found = await callApi(api, catalogs.getCityBySlug, { params: { slug }, locale });
    return found.ok ? found.data : null;
  }
  if (!typed || typed.length < 2) return null;
  const best = await callApi(api, catalogs.listCities, { query: { search: typed, limit: 1 }, locale });
  return best.ok ? (best.data.list[0] ?? null) : null;
}

export async function loadCompanies({
  request,
  params,
  context,
}: {
  request: Request;
  params: { lang?: string };
  context: AppLoadContext;
}) {
  const url = new URL(request.url);
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const city = await cityOf(api, url, locale);
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
