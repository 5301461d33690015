import { CATALOG_LIMITS, catalogs, type Locale } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';

/** Every country, named in the page's language, for the profile's places (a whole country, or a city of it). */
export async function loadCountries(context: AppLoadContext, locale: Locale) {
  const answer = await callApi(serverApi(context), catalogs.listCountries, {
    query: { limit: CATALOG_LIMITS.countriesMax },
    locale,
  });
  const list = answer.ok ? answer.data.list.map((country) => ({ id: country.id, name: country.name })) : [];
  return list.sort((a, b) => a.name.localeCompare(b.name, locale));
}
