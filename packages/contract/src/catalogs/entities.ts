import { z } from 'zod';

/** Names come back in the request's locale, so one `name` field per item. */
export const ZContinent = z
  .object({ id: z.number().int(), code: z.string(), slug: z.string(), name: z.string() })
  .meta({ id: 'Continent' });
export type TContinent = z.infer<typeof ZContinent>;

export const ZCountry = z
  .object({
    id: z.number().int(),
    code: z.string().length(2),
    slug: z.string(),
    name: z.string(),
    continent_id: z.number().int(),
  })
  .meta({ id: 'Country' });
export type TCountry = z.infer<typeof ZCountry>;

export const ZCity = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    country_id: z.number().int(),
    country_code: z.string().length(2),
    country_name: z.string(),
    is_capital: z.boolean(),
    population: z.number().int(),
  })
  .meta({ id: 'City' });
export type TCity = z.infer<typeof ZCity>;

export const ZSpecialization = z
  .object({ id: z.number().int(), type_id: z.number().int(), slug: z.string(), name: z.string() })
  .meta({ id: 'Specialization' });
export type TSpecialization = z.infer<typeof ZSpecialization>;

export const ZKeyword = z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).meta({ id: 'Keyword' });
export type TKeyword = z.infer<typeof ZKeyword>;

export const ZLanguage = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'Language' });
export type TLanguage = z.infer<typeof ZLanguage>;

/** A fixed option of a reference list (seniority, English level…): `key` is what other records store. */
export const ZCatalogOption = z.object({ key: z.string(), name: z.string() }).meta({ id: 'CatalogOption' });
export type TCatalogOption = z.infer<typeof ZCatalogOption>;
