import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import {
  ZCatalogKeyParams,
  ZGetCatalogResponse,
  ZGetCityResponse,
  ZGetCountryResponse,
  ZIdParams,
  ZListCatalogsQuery,
  ZListCatalogsResponse,
  ZListCitiesQuery,
  ZListCitiesResponse,
  ZListCountriesQuery,
  ZListCountriesResponse,
  ZListCountryCitiesQuery,
  ZListKeywordsQuery,
  ZListKeywordsResponse,
  ZListLanguagesResponse,
  ZListOptionsResponse,
  ZListSpecializationsQuery,
  ZListSpecializationsResponse,
  ZLocationResponse,
  ZSlugParams,
  ZTopCitiesQuery,
  ZTopSpecializationsQuery,
} from './index.ts';

const endpoint = endpointsOf({ tags: ['catalogs'], auth: 'none' });

export const listCatalogs = endpoint({
  method: 'GET',
  path: '/api/catalogs',
  summary: 'Several option catalogs at once (seniority, employment types …), by key',
  query: ZListCatalogsQuery,
  response: ZListCatalogsResponse,
  errors: {},
});
export const getCatalog = endpoint({
  method: 'GET',
  path: '/api/catalogs/{key}',
  summary: 'One option catalog',
  params: ZCatalogKeyParams,
  response: ZGetCatalogResponse,
  errors: {},
});
export const listTopContinentCountries = endpoint({
  method: 'GET',
  path: '/api/continents/{id}/top-countries',
  summary: 'The largest countries of a continent',
  params: ZIdParams,
  response: ZListCountriesResponse,
  errors: errorsOf('CONTINENT_NOT_FOUND'),
});
export const listContinentCountries = endpoint({
  method: 'GET',
  path: '/api/continents/{id}/countries',
  summary: 'Every country of a continent',
  params: ZIdParams,
  response: ZListCountriesResponse,
  errors: errorsOf('CONTINENT_NOT_FOUND'),
});
export const listCountries = endpoint({
  method: 'GET',
  path: '/api/countries',
  summary: 'Countries, optionally matching a search',
  query: ZListCountriesQuery,
  response: ZListCountriesResponse,
  errors: {},
});
export const getCountryBySlug = endpoint({
  method: 'GET',
  path: '/api/countries/slug/{slug}',
  summary: 'A country by its slug',
  params: ZSlugParams,
  response: ZGetCountryResponse,
  errors: errorsOf('COUNTRY_NOT_FOUND'),
});
export const getCountry = endpoint({
  method: 'GET',
  path: '/api/countries/{id}',
  summary: 'A country by id',
  params: ZIdParams,
  response: ZGetCountryResponse,
  errors: errorsOf('COUNTRY_NOT_FOUND'),
});
export const listCountryCities = endpoint({
  method: 'GET',
  path: '/api/countries/{id}/cities',
  summary: 'Cities of a country, optionally matching a search',
  params: ZIdParams,
  query: ZListCountryCitiesQuery,
  response: ZListCitiesResponse,
  errors: errorsOf('COUNTRY_NOT_FOUND'),
});
export const listCities = endpoint({
  method: 'GET',
  path: '/api/cities',
  summary: 'Place autocomplete: cities matching a search, best match first',
  query: ZListCitiesQuery,
  response: ZListCitiesResponse,
  errors: {},
});
export const listTopCities = endpoint({
  method: 'GET',
  path: '/api/cities/top',
  summary: 'The largest cities, of one continent when asked',
  query: ZTopCitiesQuery,
  response: ZListCitiesResponse,
  errors: errorsOf('CONTINENT_NOT_FOUND'),
});
export const getCityBySlug = endpoint({
  method: 'GET',
  path: '/api/cities/slug/{slug}',
  summary: 'A city by its slug',
  params: ZSlugParams,
  response: ZGetCityResponse,
  errors: errorsOf('CITY_NOT_FOUND'),
});
export const getCity = endpoint({
  method: 'GET',
  path: '/api/cities/{id}',
  summary: 'A city by id',
  params: ZIdParams,
  response: ZGetCityResponse,
  errors: errorsOf('CITY_NOT_FOUND'),
});
export const listSpecializations = endpoint({
  method: 'GET',
  path: '/api/specializations',
  summary: 'Specializations (job roles), optionally matching a search',
  query: ZListSpecializationsQuery,
  response: ZListSpecializationsResponse,
  errors: {},
});
export const listTopSpecializations = endpoint({
  method: 'GET',
  path: '/api/specializations/top',
  summary: 'The most popular specializations',
  query: ZTopSpecializationsQuery,
  response: ZListSpecializationsResponse,
  errors: {},
});
export const listKeywords = endpoint({
  method: 'GET',
  path: '/api/keywords',
  summary: 'Technologies and skills, optionally matching a search',
  query: ZListKeywordsQuery,
  response: ZListKeywordsResponse,
  errors: {},
});
export const listLanguages = endpoint({
  method: 'GET',
  path: '/api/languages',
  summary: 'Spoken languages, named in the request language',
  response: ZListLanguagesResponse,
  errors: {},
});
export const listSeniority = endpoint({
  method: 'GET',
  path: '/api/seniority',
  summary: 'Seniority levels',
  response: ZListOptionsResponse,
  errors: {},
});
export const getLocation = endpoint({
  method: 'GET',
  path: '/api/location',
  summary: "The visitor's likely country and language",
  response: ZLocationResponse,
  errors: {},
});
