import {
  CATALOG_LIMITS,
  DEFAULT_CONTINENT_ID,
  type TCity,
  type TCountry,
  type TListCitiesQuery,
  type TListCountriesQuery,
} from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { placeRepo } from './place.repo.ts';
import { preferredCountries } from './preferred-countries.ts';

type Options<Q> = { actor: Actor; db: Db; query: Q };

/** Where the visitor is, as far as we know (ISO code or null): their own country's places rank higher. */
type Visitor = { visitorCountry?: string | null };

/** Without a search the whole list (up to 300) fills a select; with one, the 10 best matches suit autocomplete. */
export async function listCountries({ actor, db, query }: Options<TListCountriesQuery>): Promise<TCountry[]> {
  requirePermission(actor, 'read:catalog:any');
  const fallback = query.search ? CATALOG_LIMITS.countriesDefault : CATALOG_LIMITS.countriesMax;
  return placeRepo.listCountries(db, {
    locale: actor.locale,
    search: query.search,
    limit: query.limit ?? fallback,
    orderBy: 'name',
  });
}

export async function listCities({
  actor,
  db,
  query,
  visitorCountry = null,
}: Options<TListCitiesQuery> & Visitor): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  return placeRepo.listCities(db, {
    locale: actor.locale,
    search: query.search,
    countryIds: query.countries,
    preferredCountryCodes: preferredCountries(actor.locale, visitorCountry),
    limit: query.limit ?? CATALOG_LIMITS.citiesDefault,
  });
}

export async function listCountryCities({
  actor,
  db,
  countryId,
  query,
}: Options<Omit<TListCitiesQuery, 'countries'>> & { countryId: number }): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  const country = await placeRepo.findCountry(db, actor.locale, { id: countryId });
  if (!country) throw new AppError('COUNTRY_NOT_FOUND', { status: 404 });
  return placeRepo.listCities(db, {
    locale: actor.locale,
    search: query.search,
    countryIds: [countryId],
    limit: query.limit ?? CATALOG_LIMITS.citiesDefault,
  });
}

/** The biggest cities of a continent (Europe by default) head the job-openings landing menus. */
export async function listTopCities({
  actor,
  db,
  query,
}: Options<{ continent_id?: number; limit?: number }>): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  const continentId = query.continent_id ?? DEFAULT_CONTINENT_ID;
  if (!(await placeRepo.findContinent(db, continentId))) throw new AppError('CONTINENT_NOT_FOUND', { status: 404 });
  return placeRepo.listCities(db, {
    locale: actor.locale,
    continentId,
    limit: query.limit ?? CATALOG_LIMITS.citiesTop,
  });
}

export async function listContinentCountries({
  actor,
  db,
  continentId,
  top,
}: {
  actor: Actor;
  db: Db;
  continentId: number;
  top: boolean;
}): Promise<TCountry[]> {
  requirePermission(actor, 'read:catalog:any');
  if (!(await placeRepo.findContinent(db, continentId))) throw new AppError('CONTINENT_NOT_FOUND', { status: 404 });
  return placeRepo.listCountries(db, {
    locale: actor.locale,
    continentId,
    limit: top ? CATALOG_LIMITS.topCountries : CATALOG_LIMITS.countriesMax,
    orderBy: top ? 'population' : 'name',
  });
}
