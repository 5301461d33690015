import { type Locale, landingPathOf, type TLandingLink } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { lookupReferences } from '../../../catalogs/index.ts';
import { referenceIndexOf } from '../../manage/lib/reference-index.ts';
import { countLive } from '../../search/lib/live-counts.ts';
import type { RankedDimension, RankedKey, SearchFilters } from '../../search/lib/vacancy-search.ts';

type Scope = { where?: SearchFilters; continentId?: number; limit: number };

/** A count shown on a link: none where it is a sample's (a broad page's matches, `rankLive`). */
const shownCount = ({ n, sampled }: Omit<RankedKey, 'key'>) => (sampled ? null : n);

/**
 * Counts of everything (or a continent) come from the kept counts; within filters, from a bounded sample of the
 * filter's matches, whose figures are not shown (`count: null`) once it is only a sample.
 */
const ranked = (db: Db, dimension: RankedDimension, scope: Scope, locale: Locale) =>
  countLive(db, dimension, { ...scope, locale });

/** Technology pages with open vacancies in the scope, most first; `city` puts them in that city. */
export async function technologyLinks(
  db: Db,
  locale: Locale,
  scope: Scope,
  city?: { slug: string; country_id: number },
): Promise<TLandingLink[]> {
  const [rows, index] = await Promise.all([ranked(db, 'keyword_ids', scope, locale), referenceIndexOf(db, locale)]);
  const country = city ? index.countries.byId.get(city.country_id) : undefined;
  return rows.flatMap(({ key, ...counted }) => {
    const keyword = index.keywords.byId.get(Number(key));
    if (!keyword) return [];
    const place = city && country ? { country: country.slug, city: city.slug } : {};
    const path = landingPathOf({ kind: 'technologies', technology: keyword.slug, ...place });
    return [{ path, kind: 'technologies' as const, name: keyword.name, count: shownCount(counted) }];
  });
}

/** City pages with open vacancies in the scope; with a technology, that technology's pages in each city. */
export async function cityLinks(
  db: Db,
  locale: Locale,
  scope: Scope,
  technologySlug?: string,
): Promise<TLandingLink[]> {
  const rows = await ranked(db, 'city_ids', scope, locale);
  const [index, references] = await Promise.all([
    referenceIndexOf(db, locale),
    lookupReferences({ db, input: { locale, cityIds: rows.map((row) => Number(row.key)) } }),
  ]);
  return rows.flatMap(({ key, ...counted }) => {
    const city = references.cities.get(Number(key));
    const country = city ? index.countries.byId.get(city.country_id) : undefined;
    if (!city || !country) return [];
    const path = technologySlug
      ? landingPathOf({ kind: 'technologies', technology: technologySlug, country: country.slug, city: city.slug })
      : landingPathOf({ kind: 'cities', city: city.slug });
    return [
      {
        path,
        kind: technologySlug ? ('technologies' as const) : ('cities' as const),
        name: city.name,
        count: shownCount(counted),
      },
    ];
  });
}

export async function countryLinks(db: Db, locale: Locale, scope: Scope): Promise<TLandingLink[]> {
  const [rows, index] = await Promise.all([ranked(db, 'country_ids', scope, locale), referenceIndexOf(db, locale)]);
  return rows.flatMap(({ key, ...counted }) => {
    const country = index.countries.byId.get(Number(key));
    if (!country) return [];
    return [
      {
        path: landingPathOf({ kind: 'countries', country: country.slug }),
        kind: 'countries' as const,
        name: country.name,
        count: shownCount(counted),
      },
    ];
  });
}

export async function seniorityLinks(db: Db, locale: Locale, scope: Scope): Promise<TLandingLink[]> {
  const [rows, index] = await Promise.all([ranked(db, 'seniority', scope, locale), referenceIndexOf(db, locale)]);
  return rows.flatMap(({ key, ...counted }) => {
    if (!index.seniority.has(key)) return [];
    const path = landingPathOf({ kind: 'seniority', seniority: key as 'junior' });
    return [{ path, kind: 'seniority' as const, name: index.seniority.get(key) ?? key, count: shownCount(counted) }];
  });
}

/** Job-role and platform pages (`dev/{key}`) and industry pages (`technical/{key}`) with open vacancies. */
export async function specializationLinks(db: Db, locale: Locale, scope: Scope): Promise<TLandingLink[]> {
  const [rows, index] = await Promise.all([
    ranked(db, 'specialization_ids', scope, locale),
    referenceIndexOf(db, locale),
  ]);
  return rows.flatMap(({ key, ...counted }) => {
    const specialization = index.specializations.byId.get(Number(key));
    if (!specialization) return [];
    const kind = specialization.type_id === 4 ? ('technical' as const) : ('dev' as const);
    return [
      {
        path: landingPathOf({ kind, key: specialization.slug }),
        kind,
        name: specialization.name,
        count: shownCount(counted),
      },
    ];
  });
}

export async function continentLinks(db: Db, locale: Locale, scope: Scope): Promise<TLandingLink[]> {
  const [rows, index] = await Promise.all([ranked(db, 'continent_ids', scope, locale), referenceIndexOf(db, locale)]);
  return rows.flatMap(({ key, ...counted }) => {
    const continent = index.continents.byId.get(Number(key));
    if (!continent) return [];
    const path = landingPathOf({ kind: 'continents', continent: continent.slug });
    return [{ path, kind: 'continents' as const, name: continent.name, count: shownCount(counted) }];
  });
}
