import { CATALOG_LIMITS, type TCity, type TListCitiesQuery } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { placeRepo } from './place.repo.ts';

export type ListCountryCitiesOptions = {
  actor: Actor;
  input: Omit<TListCitiesQuery, 'countries'> & { country_id: number };
  db: Db;
};

export async function listCountryCities({ actor, input, db }: ListCountryCitiesOptions): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  const country = await placeRepo.findCountry(db, actor.locale, { id: input.country_id });
  if (!country) throw new AppError('COUNTRY_NOT_FOUND');
  return placeRepo.listCities(db, {
    locale: actor.locale,
    search: input.search,
    countryIds: [input.country_id],
    limit: input.limit ?? CATALOG_LIMITS.citiesDefault,
  });
}
