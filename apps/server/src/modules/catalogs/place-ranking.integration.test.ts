import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSearchText } from './search-text.ts';
import { loadPlaces } from './seeds/places/load-places.ts';
import { seedPlaces } from './seeds/seed-places.ts';

const TERMS = ['kra', 'han', 'lon'];

/** Every real place that competes for the searched prefixes, not only the small fixture's biggest cities. */
function competingPlaces() {
  const places = loadPlaces();
  const cities = places.cities.filter((city) => {
    const text = buildSearchText(Object.values(city.names));
    return TERMS.some((term) => text.includes(`|${term}`));
  });
  const countryIds = new Set(cities.map((city) => city.country_id));
  return { ...places, countries: places.countries.filter((country) => countryIds.has(country.id)), cities };
}

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy that names the visitor's country, as in production.
  t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1', COUNTRY_HEADER: 'cf-ipcountry' });
  await seedPlaces(t.database.db, competingPlaces());
});

type City = { slug: string; country_code: string; name: string };

const search = async (term: string, headers: Record<string, string>) => {
  const response = await t.app.inject({
    url: `/api/cities?search=${encodeURIComponent(term)}`,
    remoteAddress: '127.0.0.1',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return { list: response.json().data.list as City[], vary: String(response.headers.vary ?? '') };
};

describe('city search ranks the visitor’s own places higher', () => {
  it('puts Kraków before Krasnoyarsk and Krasnodar for a visitor on the Polish site', async () => {
    const { list } = await search('Kra', { 'accept-language': 'pl' });
    expect(list[0]).toMatchObject({ country_code: 'PL', name: 'Kraków' });
    expect(list.map((city) => city.country_code)).toContain('RU');
  });

  it('keeps the biggest matches first for an English visitor nobody locates', async () => {
    const { list } = await search('Kra', { 'accept-language': 'en' });
    expect(list[0]?.country_code).toBe('RU');
    expect(list.findIndex((city) => city.name === 'Kraków')).toBeGreaterThan(0);
  });

  it('weighs the country a trusted proxy names for an English visitor', async () => {
    const fromGermany = await search('Han', { 'accept-language': 'en', 'cf-ipcountry': 'DE' });
    expect(fromGermany.list[0]).toMatchObject({ country_code: 'DE', slug: 'hannover' });
    expect(fromGermany.vary).toContain('cf-ipcountry');
    const unlocated = await search('Han', { 'accept-language': 'en' });
    expect(unlocated.list[0]?.country_code).not.toBe('DE');
  });

  it('does not let a home-country village outrank a world city', async () => {
    const { list } = await search('Lon', { 'accept-language': 'pl' });
    expect(list[0]).toMatchObject({ country_code: 'GB', slug: 'london' });
  });

  it('takes the country from the language tag’s region when no proxy says', async () => {
    const { list } = await search('Han', { 'accept-language': 'de-AT,de;q=0.9' });
    // A German-language visitor in Austria: the German-speaking countries weigh in, Hannover leads.
    expect(list[0]?.country_code).toBe('DE');
  });
});
