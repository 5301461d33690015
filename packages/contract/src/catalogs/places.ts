import { z } from 'zod';
import { CATALOG_LIMITS } from '../constants.ts';
import { dataOf, listOf } from '../envelope.ts';
import { ZCity, ZContinent, ZCountry } from './entities.ts';
import { zIdList, zLimit, zSearch } from './query.ts';

export const ZListContinentsResponse = listOf(ZContinent);

export const ZListCountriesQuery = z.object({ search: zSearch, limit: zLimit(CATALOG_LIMITS.countriesMax) });
export type TListCountriesQuery = z.infer<typeof ZListCountriesQuery>;
export const ZListCountriesResponse = listOf(ZCountry);
export const ZGetCountryResponse = dataOf(ZCountry);

export const ZListCitiesQuery = z.object({
  search: zSearch,
  limit: zLimit(CATALOG_LIMITS.citiesMax),
  countries: zIdList,
});
export type TListCitiesQuery = z.infer<typeof ZListCitiesQuery>;
export const ZListCountryCitiesQuery = ZListCitiesQuery.omit({ countries: true });
export const ZListCitiesResponse = listOf(ZCity);
export const ZGetCityResponse = dataOf(ZCity);

export const ZTopCitiesQuery = z.object({
  continent_id: z.coerce.number().int().positive().max(100).optional(),
  limit: zLimit(CATALOG_LIMITS.citiesMax),
});

export const ZLocationResponse = dataOf(
  z.object({
    country_code: z.string().length(2).nullable(),
    source: z.enum(['proxy', 'accept-language']).nullable(),
    is_special_country: z.boolean(),
  }),
);
export type TLocation = z.infer<typeof ZLocationResponse>['data'];
