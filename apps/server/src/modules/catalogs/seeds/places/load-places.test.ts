import { describe, expect, it } from 'vitest';
import { loadPlaces, type PlaceNames } from './load-places.ts';

const places = loadPlaces();
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Whole value in Cyrillic script (plus separators), so a Latin fallback cannot slip through.
const CYRILLIC = /^(?=.*\p{Script=Cyrillic})[\p{Script=Cyrillic}\p{Mark} .,'’ʼ()-]+$/u;

const duplicates = <T>(values: T[]): T[] => {
  const seen = new Set<T>();
  return values.filter((v) => seen.has(v) || !seen.add(v));
};

const cityById = (id: number) => {
  const city = places.cities.find((c) => c.id === id);
  if (!city) throw new Error(`city ${id} missing`);
  return city;
};

describe('loadPlaces', () => {
  it('has the seven continents with Europe as id 1', () => {
    expect(places.continents.map((c) => c.code)).toEqual(['EU', 'AS', 'AF', 'NA', 'SA', 'OC', 'AN']);
    expect(places.continents.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(places.continents[0]).toMatchObject({ id: 1, slug: 'europe' });
    for (const c of places.continents) expect(CYRILLIC.test(c.names.ru) && CYRILLIC.test(c.names.uk)).toBe(true);
  });

  it('lists every country with a continent, ISO code and names', () => {
    const continentIds = new Set(places.continents.map((c) => c.id));
    expect(places.countries.length).toBeGreaterThanOrEqual(240);
    for (const country of places.countries) {
      expect(continentIds.has(country.continent_id), country.code).toBe(true);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.slug).toMatch(SLUG);
      for (const value of Object.values(country.names)) expect(value.trim(), country.code).not.toBe('');
    }
    expect(duplicates(places.countries.map((c) => c.code))).toEqual([]);
    expect(duplicates(places.countries.map((c) => c.id))).toEqual([]);
    const byCode = new Map(places.countries.map((c) => [c.code, c]));
    expect(byCode.get('DE')).toMatchObject({ continent_id: 1, names: { de: 'Deutschland', pl: 'Niemcy' } });
    expect(byCode.get('UA')?.names).toMatchObject({ ru: 'Украина', uk: 'Україна' });
    expect(byCode.get('JP')?.continent_id).toBe(2);
  });

  it('loads a plausible number of cities, each in a known country', () => {
    expect(places.cities.length).toBeGreaterThan(20000);
    expect(places.cities.length).toBeLessThan(40000);
    const countryIds = new Set(places.countries.map((c) => c.id));
    for (const city of places.cities) {
      expect(countryIds.has(city.country_id), String(city.id)).toBe(true);
      expect(Math.abs(city.lat) <= 90 && Math.abs(city.lng) <= 180, String(city.id)).toBe(true);
    }
    expect(loadPlaces({ minPopulation: 1_000_000 }).cities.length).toBeLessThan(places.cities.length / 10);
  });

  it.each<[number, boolean, PlaceNames]>([
    [2950159, true, { en: 'Berlin', de: 'Berlin', pl: 'Berlin', ru: 'Берлин', uk: 'Берлін' }],
    [703448, true, { en: 'Kyiv', de: 'Kiew', pl: 'Kijów', ru: 'Киев', uk: 'Київ' }],
    [756135, true, { en: 'Warsaw', de: 'Warschau', pl: 'Warszawa', ru: 'Варшава', uk: 'Варшава' }],
    [2867714, false, { en: 'Munich', de: 'München', pl: 'Monachium', ru: 'Мюнхен', uk: 'Мюнхен' }],
  ])('has city %i with its capital flag and names', (id, isCapital, names) => {
    const city = cityById(id);
    expect(city.is_capital).toBe(isCapital);
    expect(city.names).toEqual(names);
  });

  it('gives the largest namesake the bare slug and keeps every slug unique', () => {
    expect(duplicates(places.cities.map((c) => c.slug))).toEqual([]);
    expect(duplicates(places.countries.map((c) => c.slug))).toEqual([]);
    for (const city of places.cities) expect(city.slug, String(city.id)).toMatch(SLUG);
    expect(cityById(2950159).slug).toBe('berlin');
    expect(cityById(756135).slug).toBe('warsaw');
    expect(cityById(2643743).slug).toBe('london');
    expect(cityById(6058560).slug).toBe('london-ca');
  });

  it('names every capital in Cyrillic for ru and uk', () => {
    const capitals = places.cities.filter((c) => c.is_capital);
    expect(capitals.length).toBeGreaterThan(200);
    for (const city of capitals) {
      expect(CYRILLIC.test(city.names.ru), `${city.names.en}: ru "${city.names.ru}"`).toBe(true);
      expect(CYRILLIC.test(city.names.uk), `${city.names.en}: uk "${city.names.uk}"`).toBe(true);
    }
  });
});
