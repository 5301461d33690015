import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = async (url: string, locale = 'en') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('places', () => {
  it('finds a city by a prefix typed without accents or capitals, in any language', async () => {
    const { status, body } = await get('/api/cities?search=munc');
    expect(status).toBe(200);
    expect(body.data.list[0]).toMatchObject({ slug: 'munich', country_code: 'DE', name: 'Munich' });
    const german = await get('/api/cities?search=MÜNCHEN', 'de');
    expect(german.body.data.list[0]).toMatchObject({ slug: 'munich', name: 'München', country_name: 'Deutschland' });
  });

  it('answers city names in the caller language and limits to 10 by default', async () => {
    const { body } = await get('/api/cities?search=a', 'uk');
    expect(body.data.list.length).toBeLessThanOrEqual(10);
    const kyiv = await get('/api/cities?search=Київ', 'uk');
    expect(kyiv.body.data.list[0]).toMatchObject({ name: 'Київ', country_name: 'Україна', is_capital: true });
  });

  it('searches only within the given countries', async () => {
    const poland = (await get('/api/countries/slug/poland')).body.data;
    const { body } = await get(`/api/cities?countries=${poland.id}&limit=50`);
    expect(body.data.list.length).toBeGreaterThan(3);
    expect(body.data.list.every((city: { country_code: string }) => city.country_code === 'PL')).toBe(true);
  });

  it('lists countries up to 300 without a search and 10 best matches with one', async () => {
    const all = await get('/api/countries');
    expect(all.body.data.list.length).toBeGreaterThanOrEqual(10);
    const found = await get('/api/countries?search=germ');
    expect(found.body.data.list[0]).toMatchObject({ code: 'DE', slug: 'germany' });
    const tooMany = await get('/api/countries?limit=301');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.limit[0]).toBe('Must be at most 300');
  });

  it('gets a country and a city by id and by slug, and 404s with a code for unknown ones', async () => {
    const germany = (await get('/api/countries/slug/germany')).body.data;
    expect((await get(`/api/countries/${germany.id}`)).body.data).toEqual(germany);
    const cities = await get(`/api/countries/${germany.id}/cities?search=berl`);
    expect(cities.body.data.list[0]).toMatchObject({ slug: 'berlin', is_capital: true });
    const berlin = (await get('/api/cities/slug/berlin')).body.data;
    expect((await get(`/api/cities/${berlin.id}`)).body.data).toEqual(berlin);
    const missing = await get('/api/cities/999999999', 'pl');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'CITY_NOT_FOUND', message: 'Nie znaleziono miasta' });
    expect((await get('/api/countries/slug/atlantis')).body.code).toBe('COUNTRY_NOT_FOUND');
  });

  it('lists top countries and countries of a continent, Europe being continent 1', async () => {
    const top = await get('/api/continents/1/top-countries');
    expect(top.body.data.list.length).toBeGreaterThan(3);
    expect(top.body.data.list.every((c: { continent_id: number }) => c.continent_id === 1)).toBe(true);
    const all = await get('/api/continents/1/countries', 'de');
    expect(all.body.data.list.map((c: { name: string }) => c.name)).toContain('Deutschland');
    expect((await get('/api/continents/99/countries')).body.code).toBe('CONTINENT_NOT_FOUND');
  });

  it('gives the largest European cities as top cities', async () => {
    const { body } = await get('/api/cities/top');
    const slugs = body.data.list.map((c: { slug: string }) => c.slug);
    expect(slugs).toContain('berlin');
    expect(slugs).not.toContain('new-york-city');
  });
});

describe('reference catalogs', () => {
  it('offers only specialization types 2, 3 and 4, 10 by default, and refuses others', async () => {
    const { body } = await get('/api/specializations');
    expect(body.data.list).toHaveLength(10);
    expect(new Set(body.data.list.map((s: { type_id: number }) => s.type_id))).not.toContain(1);
    const typed = await get('/api/specializations?type_id=4&limit=100');
    expect(typed.body.data.list.every((s: { type_id: number }) => s.type_id === 4)).toBe(true);
    const wrong = await get('/api/specializations?type_id=1', 'de');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.type_id).toHaveLength(1);
  });

  it('looks specializations up by ids and by a search in the caller language', async () => {
    const { body } = await get('/api/specializations?ids=1,2');
    expect(body.data.list.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
    const found = await get('/api/specializations?search=entwickler', 'de');
    expect(found.body.data.list.length).toBeGreaterThan(0);
    expect(found.body.data.list[0].name).toMatch(/Entwickler/);
  });

  it('returns the 15 top specializations and the most popular keywords first', async () => {
    expect((await get('/api/specializations/top')).body.data.list).toHaveLength(15);
    const keywords = await get('/api/keywords?limit=5');
    expect(keywords.body.data.list).toHaveLength(5);
    const search = await get('/api/keywords?search=postgre');
    expect(search.body.data.list[0].name).toBe('PostgreSQL');
  });

  it('serves languages, seniority and option catalogs translated', async () => {
    const languages = await get('/api/languages', 'pl');
    expect(languages.body.data.list.find((l: { code: string }) => l.code === 'en').name).toBe('Angielski');
    const seniority = await get('/api/seniority');
    expect(seniority.body.data.list.map((s: { key: string }) => s.key)).toEqual([
      'trainee',
      'junior',
      'middle',
      'senior',
    ]);
    const catalogs = await get('/api/catalogs?keys=english_levels,degrees');
    expect(Object.keys(catalogs.body.data).sort()).toEqual(['degrees', 'english_levels']);
    const one = await get('/api/catalogs/project_durations', 'uk');
    expect(one.body.data.list.map((o: { key: string }) => o.key)).toEqual(['few_weeks', 'up_3_m', '3_6_m', 'more_6_m']);
    expect((await get('/api/catalogs/nope')).status).toBe(422);
  });
});

describe('location', () => {
  it('takes the region of accept-language and recognises Israel', async () => {
    expect((await get('/api/location', 'uk-UA,uk;q=0.9')).body.data).toEqual({
      country_code: 'UA',
      source: 'accept-language',
      is_special_country: false,
    });
    expect((await get('/api/location', 'he-IL')).body.data.is_special_country).toBe(true);
    expect((await get('/api/location', 'en')).body.data.country_code).toBeNull();
  });

  it('ignores a country header from an untrusted sender', async () => {
    const response = await t.app.inject({
      url: '/api/location',
      headers: { 'cf-ipcountry': 'IL', 'accept-language': 'de-AT' },
    });
    expect(response.json().data.country_code).toBe('AT');
  });
});
