import { CATALOG_LIMITS, type TCity, type TKeyword, type TSpecialization } from '@hushwork/contract';
import { type AppLoadContext, data } from 'react-router';
import { localeOfParams } from '../../lib/locale-of.ts';

type List<T> = { data: { list: T[] } };

/** Top 5 of the 15 top specializations and the top 5 keywords (spec section 9), plus the largest cities. */
export async function loadHome({ params, context }: { params: { lang?: string }; context: AppLoadContext }) {
  const locale = localeOfParams(params);
  const [specializations, keywords, cities] = await Promise.all([
    context.api<List<TSpecialization>>('/api/specializations/top', { locale }),
    context.api<List<TKeyword>>(`/api/keywords?limit=${CATALOG_LIMITS.keywordsTop}`, { locale }),
    context.api<List<TCity>>('/api/cities/top?limit=8', { locale }),
  ]);
  for (const response of [specializations, keywords, cities]) {
    if (response.status !== 200) throw data(null, { status: response.status >= 500 ? 503 : response.status });
  }
  return {
    specializations: specializations.body.data.list.slice(0, CATALOG_LIMITS.specializationsShown),
    keywords: keywords.body.data.list,
    cities: cities.body.data.list,
  };
}
