import { CATALOG_LIMITS, type TCity, type TKeyword, type TSpecialization } from '@hushwork/contract';
import { type AppLoadContext, data } from 'react-router';
import { isLivePath } from '../../lib/live-sections.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { HOME_LINK_TARGETS } from './home-link-targets.ts';

type List<T> = { data: { list: T[] } };

async function listIfLive<T>(context: AppLoadContext, target: string, path: string, locale: string): Promise<T[]> {
  if (!isLivePath(target)) return [];
  const response = await context.api<List<T>>(path, { locale });
  if (response.status !== 200) throw data(null, { status: response.status >= 500 ? 503 : response.status });
  return response.body.data.list;
}

/** Top 5 of the 15 top specializations and the top 5 keywords (spec section 9), plus the largest cities. */
export async function loadHome({ params, context }: { params: { lang?: string }; context: AppLoadContext }) {
  const locale = localeOfParams(params);
  const [specializations, keywords, cities] = await Promise.all([
    listIfLive<TSpecialization>(context, HOME_LINK_TARGETS.specializations, '/api/specializations/top', locale),
    listIfLive<TKeyword>(
      context,
      HOME_LINK_TARGETS.keywords,
      `/api/keywords?limit=${CATALOG_LIMITS.keywordsTop}`,
      locale,
    ),
    listIfLive<TCity>(context, HOME_LINK_TARGETS.cities, '/api/cities/top?limit=8', locale),
  ]);
  return {
    specializations: specializations.slice(0, CATALOG_LIMITS.specializationsShown),
    keywords,
    cities,
  };
}
