import { catalogs, community, type Locale, ZCommunitySearchQuery } from '@hushwork/contract';
import { type ApiTransport, callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { redirectOffPage } from '../../../lib/page-redirect.server.ts';
import { filtersOfUrl } from '../../../lib/query-params.ts';
import { isSearcher, openMemberFromForm, readerOf, requireCommunityOffered } from '../community-access.server.ts';

type Option = { key: string; name: string };
const OPTION_KEYS = ['seniority', 'experience', 'english_levels'] as const;

/** The names the cards and the filters show for the profiles' option keys, and the countries to filter by. */
export async function communityChoicesOf(api: ApiTransport, locale: Locale) {
  const [options, countries] = await Promise.all([
    callApi(api, catalogs.listCatalogs, { query: { keys: [...OPTION_KEYS] }, locale }),
    callApi(api, catalogs.listCountries, { query: { limit: 300 }, locale }),
  ]);
  const optionsOf = (key: (typeof OPTION_KEYS)[number]): Option[] =>
    options.ok ? ((options.data[key] ?? []) as Option[]).filter((entry) => 'key' in entry) : [];
  return {
    seniority: optionsOf('seniority'),
    experience: optionsOf('experience'),
    english_levels: optionsOf('english_levels'),
    // Sorted by name in the page's language, so a reader finds their country where they expect it.
    countries: countries.ok
      ? countries.data.list.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, locale))
      : [],
  };
}

/**
 * `/community`: for a company (any member of its team) and an admin, the directory with its filters in the address
 * and the company's plan; for everyone else the page that explains it with the plans' prices. Off: a 404.
 */
export async function loadCommunity(args: DataArgs) {
  requireCommunityOffered(args);
  const { request, params, context } = args;
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const user = await context.currentUser();
  const reader = readerOf(user);
  const tariffs = orThrow(await callApi(api, community.getCommunityTariffs, { locale }));
  if (!isSearcher(reader)) return { reader, tariffs, directory: null };
  const url = new URL(request.url);
  const query = filtersOfUrl(url, ZCommunitySearchQuery);
  const [found, choices] = await Promise.all([
    callApi(api, community.searchCommunity, { query, locale }),
    communityChoicesOf(api, locale),
  ]);
  const page = orThrow(found, { relay: 'client-errors' });
  redirectOffPage(url, page.pages);
  return { reader, tariffs, directory: { query, page, choices } };
}

/** The directory's one form: open a member's name and contacts. */
export async function submitCommunity(args: DataArgs) {
  requireCommunityOffered(args);
  const form = await args.request.formData();
  return openMemberFromForm(args, form);
}
