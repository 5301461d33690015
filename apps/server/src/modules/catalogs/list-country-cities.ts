import { CATALOG_LIMITS, type TCity, type TListCitiesQuery } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { placeRepo } from './place.repo.ts';
import type { PlaceIndex } from './place-index.ts';

export type ListCountryCitiesOptions = UseCaseArgs<Omit<TListCitiesQuery, 'countries'> & { country_id: number }> & {
  places: PlaceIndex;
};

export async function listCountryCities({ actor, input, db, places }: ListCountryCitiesOptions): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  const country = await placeRepo.findCountry(db, actor.locale, { id: input.country_id });
  if (!country) throw new AppError('COUNTRY_NOT_FOUND');
  return places.listCities({
    locale: actor.locale,
    search: input.search,
    countryIds: [input.country_id],
    limit: input.limit ?? CATALOG_LIMITS.citiesDefault,
  });
}
