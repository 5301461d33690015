import { catalogs, type Locale, type TCity } from '@hushwork/contract';
import { type ApiTransport, callApi } from './api.ts';

/**
 * The city of a list's filter. The place field posts the chosen city's slug as `city` (readable in the address), or
 * only what was typed as `city_text` (before the page is interactive, or nothing picked), which takes the best match.
 * The chosen city is posted again behind the field, so a new pick comes first and wins.
 */
export async function cityOfUrl(api: ApiTransport, url: URL, locale: Locale): Promise<TCity | null> {
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
