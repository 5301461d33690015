import { CATALOG_LIMITS, type TCountry } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { placeRepo } from './place.repo.ts';

/** `top`: the most populous few (a menu), else all of the continent by name (a select). */
export type ListContinentCountriesOptions = UseCaseArgs<{ continent_id: number; top: boolean }>;

export async function listContinentCountries({ actor, input, db }: ListContinentCountriesOptions): Promise<TCountry[]> {
  requirePermission(actor, 'read:catalog:any');
  if (!(await placeRepo.findContinent(db, input.continent_id))) {
    throw new AppError('CONTINENT_NOT_FOUND');
  }
  return placeRepo.listCountries(db, {
    locale: actor.locale,
    continentId: input.continent_id,
    limit: input.top ? CATALOG_LIMITS.topCountries : CATALOG_LIMITS.countriesMax,
    orderBy: input.top ? 'population' : 'name',
  });
}
