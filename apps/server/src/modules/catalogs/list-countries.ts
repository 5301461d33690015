import { CATALOG_LIMITS, type TCountry, type TListCountriesQuery } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { placeRepo } from './place.repo.ts';

export type ListCountriesOptions = UseCaseArgs<TListCountriesQuery>;

/** Without a search the whole list (up to 300) fills a select; with one, the 10 best matches suit autocomplete. */
export async function listCountries({ actor, input, db }: ListCountriesOptions): Promise<TCountry[]> {
  requirePermission(actor, 'read:catalog:any');
  const fallback = input.search ? CATALOG_LIMITS.countriesDefault : CATALOG_LIMITS.countriesMax;
  return placeRepo.listCountries(db, {
    locale: actor.locale,
    search: input.search,
    limit: input.limit ?? fallback,
    orderBy: 'name',
  });
}
