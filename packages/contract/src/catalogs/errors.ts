/** The catalogs domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const CATALOG_ERRORS = {
  CONTINENT_NOT_FOUND: 404,
  COUNTRY_NOT_FOUND: 404,
  CITY_NOT_FOUND: 404,
} as const;
