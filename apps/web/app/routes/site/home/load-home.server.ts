import { CATALOG_LIMITS, catalogs } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { isLivePath } from '../../../lib/live-sections.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { HOME_LINK_TARGETS } from './home-link-targets.ts';

type ListAnswer<T> = { ok: true; data: { list: T[] } } | { ok: false; status: number };

/** A section's list, asked for only when the pages it links to exist (the live-sections table). */
async function listIfLive<T>(target: string, call: () => Promise<ListAnswer<T>>): Promise<T[]> {
  if (!isLivePath(target)) return [];
  const answer = await call();
  return orThrow(answer, { relay: 'client-errors' }).list;
}

/**
 * Top 5 of the 15 top job roles (type 2, whose landing pages are `/job-openings/dev/{slug}`) and the top 5 keywords
 * (spec section 9), plus the largest cities.
 */
export async function loadHome({ params, context }: Omit<DataArgs, 'request'>) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const [specializations, keywords, cities] = await Promise.all([
    listIfLive(HOME_LINK_TARGETS.specializations, () =>
      callApi(api, catalogs.listTopSpecializations, { query: { type_id: 2 }, locale }),
    ),
    listIfLive(HOME_LINK_TARGETS.keywords, () =>
      callApi(api, catalogs.listKeywords, { query: { limit: CATALOG_LIMITS.keywordsTop }, locale }),
    ),
    listIfLive(HOME_LINK_TARGETS.cities, () => callApi(api, catalogs.listTopCities, { query: { limit: 8 }, locale })),
  ]);
  return {
    specializations: specializations.slice(0, CATALOG_LIMITS.specializationsShown),
    keywords,
    cities,
  };
}
