import { CATALOG_LIMITS, type TCity, type TListCitiesQuery } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import type { PlaceIndex } from './place-index.ts';
import { preferredCountries } from './preferred-countries.ts';

/** `visitorCountry`: where the visitor is, as far as we know (ISO code or null); their country's places rank higher. */
export type ListCitiesOptions = UseCaseArgs<TListCitiesQuery> & { places: PlaceIndex; visitorCountry?: string | null };

/** The place autocomplete: answered from memory (`place-index.ts`), as every keystroke asks it. */
export async function listCities({ actor, input, places, visitorCountry = null }: ListCitiesOptions): Promise<TCity[]> {
  requirePermission(actor, 'read:catalog:any');
  return places.listCities({
    locale: actor.locale,
    search: input.search,
    countryIds: input.countries,
    preferredCountryCodes: preferredCountries(actor.locale, visitorCountry),
    limit: input.limit ?? CATALOG_LIMITS.citiesDefault,
  });
}
