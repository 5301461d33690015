import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';
import { createVacancy, type VacancyOptions } from '../vacancy.factory.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';
import { countCompanyVacancies } from './list-company-vacancies.ts';

let t: TestApp;
const { call, cityId, companyWithTeam } = vacancyKit(() => t);

type Card = { id: number; slug: string; title: string; is_vip: boolean; budget2: number | null };
const ids: Record<string, number> = {};
const slugs: Record<string, string> = {};
let companyId = 0;
let owner: Awaited<ReturnType<typeof companyWithTeam>>['owner'];
const keyword: Record<string, number> = {};

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const team = await companyWithTeam('Search Fixtures');
  owner = team.owner;
  companyId = team.company.id;
  const names = {
    react: 'React',
    typescript: 'TypeScript',
    python: 'Python',
    'react-native': 'React Native',
    java: 'Java',
  };
  for (const [slug, name] of Object.entries(names)) {
    const found = await call(`/api/keywords?search=${encodeURIComponent(name)}&limit=50`);
    keyword[slug] =
      (found.json().data.list as { id: number; slug: string }[]).find((item) => item.slug === slug)?.id ?? 0;
  }
  const [berlin, warsaw, kyiv] = [await cityId('berlin'), await cityId('warsaw'), await cityId('kyiv')];
  const now = t.clock.now().getTime();
  const make = async (name: string, options: Omit<VacancyOptions, 'companyId' | 'authorUserId'>, hoursAgo: number) => {
    const row = await createVacancy(t.database.db, {
      companyId,
      authorUserId: owner.user.id,
      published_at: new Date(now - hoursAgo * HOUR),
      ...options,
    });
    ids[name] = row.id;
    slugs[name] = row.slug;
  };
  await make(
    'reactBerlin',
    {
      title: 'Senior React Developer',
      keyword_ids: [keyword.react as number, keyword.typescript as number],
      seniority: 'senior',
      city_ids: [berlin],
      job_types: ['full_time'],
      budget: 5000,
      budget2: 7000,
      currency: 'USD',
    },
    5,
  );
  await make(
    'pythonWarsaw',
    {
      title: 'Junior Python Developer',
      keyword_ids: [keyword.python as number],
      seniority: 'junior',
      city_ids: [warsaw],
      job_types: ['full_time'],
      budget: 1500,
      budget2: 2000,
      currency: 'EUR',
    },
    1,
  );
  await make(
    'nativeKyiv',
    {
      title: 'Middle React Native Engineer',
      keyword_ids: [keyword['react-native'] as number],
      seniority: 'middle',
      city_ids: [kyiv],
      job_types: ['full_time', 'is_remote_work'],
      budget: 3000,
      budget2: 4000,
    },
    3,
  );
  await make(
    'germanWarsaw',
    {
      title: 'Frontend-Entwickler (m/w/d)',
      description: '<p>Wir suchen erfahrene Entwickler für unseren Développeur-Kurs in Zürich.</p>',
      keyword_ids: [keyword.typescript as number],
      seniority: 'middle',
      city_ids: [warsaw],
      job_types: ['part_time'],
      locale: 'de',
    },
    2,
  );
  await make(
    'pausedJava',
    {
      title: 'Senior Java Developer',
      keyword_ids: [keyword.java as number],
      seniority: 'senior',
      city_ids: [berlin],
      state: 'paused',
    },
    4,
  );
  await make(
    'pendingReact',
    {
      title: 'Senior React Lead',
      keyword_ids: [keyword.react as number],
      seniority: 'senior',
      moderation_status: 'pending',
    },
    0.5,
  );
});

const jobs = async (query: string, locale = 'en') => {
  const response = await call(`/api/jobs${query}`, { locale });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    list: Card[];
    total: number;
    is_total_capped: boolean;
    page: number;
    pages: number;
    sort: string;
    facets: Record<string, unknown>;
  };
};
const titles = (list: Card[]) => list.map((card) => card.title);

describe('GET /api/jobs', () => {
  it('lists open approved vacancies, newest first, with the facet counts of all matches', async () => {
    const found = await jobs('');
    expect(titles(found.list)).toEqual([
      'Junior Python Developer',
      'Frontend-Entwickler (m/w/d)',
      'Middle React Native Engineer',
      'Senior React Developer',
    ]);
    expect(found).toMatchObject({ total: 4, is_total_capped: false, page: 1, pages: 1, sort: 'date' });
    expect(found.facets).toMatchObject({
      seniority: expect.arrayContaining([
        { key: 'middle', count: 2 },
        { key: 'senior', count: 1 },
        { key: 'junior', count: 1 },
      ]),
      remote: 1,
      cities: expect.arrayContaining([expect.objectContaining({ slug: 'warsaw', count: 2 })]),
      keywords: expect.arrayContaining([expect.objectContaining({ slug: 'typescript', count: 2 })]),
    });
  });

  it('counts the unfiltered search again once a vacancy is written, and only then', async () => {
    const before = await jobs('');
    const again = await jobs('');
    expect(again.facets).toEqual(before.facets);
    const row = await createVacancy(t.database.db, {
      companyId,
      authorUserId: owner.user.id,
      title: 'Kept Counts Engineer',
      seniority: 'trainee',
    });
    const added = await jobs('');
    expect(added.total).toBe(before.total + 1);
    expect(added.facets.seniority).toContainEqual({ key: 'trainee', count: 1 });
    await vacancyRepo.delete(t.database.db, row.id);
    const removed = await jobs('');
    expect(removed.total).toBe(before.total);
    expect(removed.facets).toEqual(before.facets);
  });

  it('counts a one-filter search again once a vacancy is written', async () => {
    const before = await jobs('?seniority=trainee');
    const row = await createVacancy(t.database.db, {
      companyId,
      authorUserId: owner.user.id,
      title: 'Kept Filter Counts Engineer',
      seniority: 'trainee',
    });
    const added = await jobs('?seniority=trainee');
    expect(added.total).toBe(before.total + 1);
    expect(added.facets.seniority).toContainEqual({ key: 'trainee', count: before.total + 1 });
    await vacancyRepo.delete(t.database.db, row.id);
    const removed = await jobs('?seniority=trainee');
    expect(removed.total).toBe(before.total);
    expect(removed.facets).toEqual(before.facets);
  });

  it('counts a filter’s other values as if it were not set, the other filters still applying', async () => {
    const junior = await jobs('?seniority=junior');
    expect(junior.total).toBe(1);
    expect(junior.facets.seniority).toEqual(
      expect.arrayContaining([
        { key: 'junior', count: 1 },
        { key: 'middle', count: 2 },
        { key: 'senior', count: 1 },
      ]),
    );
    // The seniority filter still narrows the other facets: one junior vacancy, in Warsaw.
    expect(junior.facets.cities).toEqual([expect.objectContaining({ slug: 'warsaw', count: 1 })]);
    const remote = await jobs('?remote=1&seniority=middle');
    expect(remote.total).toBe(1);
    expect(remote.facets.remote).toBe(1);
    expect(remote.facets.seniority).toEqual(expect.arrayContaining([{ key: 'middle', count: 1 }]));
  });

  it('finds words of the title, technologies and description, stemmed and without accents, best match first', async () => {
    const react = await jobs('?search=react');
    expect(react.sort).toBe('relevance');
    expect(titles(react.list).sort()).toEqual(['Middle React Native Engineer', 'Senior React Developer']);
    // A word of the title outweighs the same word in a description; by date the Python vacancy would lead.
    expect(titles((await jobs('?search=engineer')).list)).toEqual([
      'Middle React Native Engineer',
      'Junior Python Developer',
      'Senior React Developer',
    ]);
    expect(titles((await jobs('?search=typescript')).list).sort()).toEqual([
      'Frontend-Entwickler (m/w/d)',
      'Senior React Developer',
    ]);
    // Stemmed in the vacancy's German, accents folded: "Entwicklern" finds "Entwickler", "developpeur" "Développeur".
    expect(titles((await jobs('?search=Entwicklern', 'de')).list)).toEqual(['Frontend-Entwickler (m/w/d)']);
    expect(titles((await jobs('?search=developpeur zurich')).list)).toEqual(['Frontend-Entwickler (m/w/d)']);
    expect(titles((await jobs('?search=react -native')).list)).toEqual(['Senior React Developer']);
    expect((await jobs('?search=kotlin')).total).toBe(0);
    // Punctuation alone is no search: everything matches, newest first.
    expect((await jobs(`?search=${encodeURIComponent('!!!')}`)).total).toBe(4);
  });

  it('combines filters: seniority, places, technologies, remote work, job types and salary in any currency', async () => {
    const berlin = await cityId('berlin');
    expect(titles((await jobs(`?seniority=senior&city_ids=${berlin}`)).list)).toEqual(['Senior React Developer']);
    expect(titles((await jobs('?seniority=junior,senior')).list)).toEqual([
      'Junior Python Developer',
      'Senior React Developer',
    ]);
    expect(titles((await jobs(`?keyword_ids=${keyword.python}`)).list)).toEqual(['Junior Python Developer']);
    expect(titles((await jobs('?remote=1')).list)).toEqual(['Middle React Native Engineer']);
    expect(titles((await jobs('?job_types=part_time')).list)).toEqual(['Frontend-Entwickler (m/w/d)']);
    const poland = (await call('/api/countries/slug/poland')).json().data.id;
    expect((await jobs(`?country_ids=${poland}`)).total).toBe(2);
    expect((await jobs('?continent_id=1')).total).toBe(4);
    expect(titles((await jobs('?salary_from=6000')).list)).toEqual(['Senior React Developer']);
    // 2,000 EUR is about 2,160 USD: the Python vacancy's range reaches it, in euros and in dollars.
    expect(titles((await jobs('?salary_from=2000&salary_to=2100&currency=EUR')).list)).toEqual([
      'Junior Python Developer',
    ]);
    expect(titles((await jobs('?salary_to=2500')).list)).toEqual(['Junior Python Developer']);
    expect((await jobs(`?company_id=${companyId}&search=react`)).total).toBe(2);
  });

  it('sorts by salary and by date, and puts top and VIP vacancies first', async () => {
    expect(titles((await jobs('?sort=salary')).list).slice(0, 3)).toEqual([
      'Senior React Developer',
      'Middle React Native Engineer',
      'Junior Python Developer',
    ]);
    expect((await jobs('?sort=relevance')).sort).toBe('date');
    const vip = await call(`/api/me/vacancies/${ids.reactBerlin}/vip`, { method: 'POST', token: owner.token });
    expect(vip.statusCode).toBe(200);
    expect(titles((await jobs('')).list)[0]).toBe('Senior React Developer');
    expect((await call('/api/vacancies/vip')).json().data.list.map((card: Card) => card.id)).toEqual([ids.reactBerlin]);
    await call(`/api/me/vacancies/${ids.reactBerlin}/vip`, { method: 'DELETE', token: owner.token });
  });

  it('keeps only vacancies offering a hiring bonus with with_bonus=1', async () => {
    expect((await jobs('?with_bonus=1')).total).toBe(0);
    const bonus = await call(`/api/me/vacancies/${ids.nativeKyiv}/bonus`, {
      method: 'POST',
      token: owner.token,
      payload: { hiring_bonus: 500 },
    });
    expect(bonus.statusCode).toBe(200);
    const found = await jobs('?with_bonus=1');
    expect(titles(found.list)).toEqual(['Middle React Native Engineer']);
    expect(found.total).toBe(1);
    expect(titles((await jobs('?with_bonus=true&seniority=senior')).list)).toEqual([]);
    // `0` is no filter at all, as a form's unticked box sends.
    expect((await jobs('?with_bonus=0')).total).toBe((await jobs('')).total);
    expect((await call('/api/jobs?with_bonus=maybe')).statusCode).toBe(422);
    await call(`/api/me/vacancies/${ids.nativeKyiv}/bonus`, { method: 'DELETE', token: owner.token });
    expect((await jobs('?with_bonus=1')).total).toBe(0);
  });

  it('pages within bounds and refuses what it cannot read', async () => {
    expect((await jobs('?page=2')).list).toEqual([]);
    for (const query of [
      '?page=0',
      '?page=101',
      '?sort=random',
      '?seniority=lead',
      '?salary_from=-1',
      '?keyword_ids=abc',
    ]) {
      expect((await call(`/api/jobs${query}`)).statusCode, query).toBe(422);
    }
  });

  it('never names who posted a vacancy', async () => {
    const body = (await call('/api/jobs?search=react')).body;
    expect(body).not.toContain(owner.account.email);
    expect(body).not.toContain(owner.account.name);
    expect(body).not.toMatch(/author_user_id/);
  });
});

describe('GET /api/jobs/landing', () => {
  const landing = async (path: string, locale = 'en') =>
    call(`/api/jobs/landing?path=${encodeURIComponent(path)}`, { locale });

  it('resolves a technology, seniority and city page with its canonical address and breadcrumbs', async () => {
    const response = await landing('technologies/react/senior/berlin');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      kind: 'technologies',
      title_key: 'technologies_seniority_city',
      title_params: { technology: 'React', seniority: 'Senior', city: 'Berlin', country: 'Germany' },
      filters: { keyword_ids: [keyword.react], seniority: ['senior'], city_ids: [await cityId('berlin')] },
      canonical_path: '/job-openings/technologies/react/senior/germany/berlin',
      breadcrumbs: [
        { kind: 'root', name: null, path: '/job-openings' },
        { kind: 'technology', name: 'React', path: '/job-openings/technologies/react' },
        { kind: 'seniority', name: 'Senior', path: '/job-openings/technologies/react/senior' },
        { kind: 'city', name: 'Berlin', path: '/job-openings/technologies/react/senior/germany/berlin' },
      ],
    });
    expect(titles(page.jobs.list)).toEqual(['Senior React Developer']);
  });

  it('names things in the reader’s language', async () => {
    const page = (await landing('technologies/react/germany/berlin', 'uk')).json().data;
    expect(page.title_params).toEqual({ technology: 'React', city: 'Берлін', country: 'Німеччина' });
    expect(page.title_key).toBe('technologies_city');
  });

  it('resolves every other landing shape', async () => {
    const expectations: [string, string, number][] = [
      ['cities/warsaw', 'cities', 2],
      ['countries/poland', 'countries', 2],
      ['continents/europe', 'continents', 4],
      ['seniority/middle', 'seniority', 2],
      ['dev/backend-developer', 'dev', 4],
      ['search/react-developer', 'search', 1],
      ['technologies/typescript', 'technologies', 2],
      ['technologies/react/senior', 'technologies_seniority', 1],
    ];
    for (const [path, titleKey, total] of expectations) {
      const response = await landing(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.json().data.title_key, path).toBe(titleKey);
      expect(response.json().data.jobs.total, path).toBe(total);
    }
  });

  it('says a page without vacancies exists and links pages that have some', async () => {
    const page = (await landing('technical/fintech')).json().data;
    expect(page.jobs.total).toBe(0);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related[0]).toMatchObject({
      kind: 'technologies',
      path: expect.stringMatching(/^\/job-openings\/technologies\//),
    });
    const react = (await landing('technologies/react')).json().data;
    expect(react.related.map((link: { path: string }) => link.path)).toContain(
      '/job-openings/technologies/react/germany/berlin',
    );
  });

  it('is a 404 for an unknown technology, city, country, seniority or shape, and for a city in another country', async () => {
    for (const path of [
      'technologies/cobolscript',
      'technologies/react/atlantis',
      'technologies/react/poland/berlin',
      'seniority/lead',
      'cities/atlantis',
      'countries/atlantis',
      'continents/atlantis',
      'dev/fintech',
      'technical/backend-developer',
      'nonsense/path',
    ]) {
      const response = await landing(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code, path).toBe('LANDING_NOT_FOUND');
    }
  });
});

describe('search box, search pages and lists that count vacancies', () => {
  it('suggests open vacancies and technologies as one types', async () => {
    const answer = (await call('/api/search/jobs?search=reac')).json().data;
    expect(answer.vacancies.map((item: { title: string }) => item.title).sort()).toEqual([
      'Middle React Native Engineer',
      'Senior React Developer',
    ]);
    expect(answer.vacancies[0].company).toBe('Search Fixtures');
    expect(answer.keywords.map((item: { slug: string }) => item.slug)).toContain('react');
    expect((await call('/api/search/jobs?search=')).statusCode).toBe(422);
  });

  it('answers an open vacancy’s card by slug, and 404 for a paused or pending one', async () => {
    expect((await call(`/api/search/vacancy/${slugs.reactBerlin}`)).json().data.id).toBe(ids.reactBerlin);
    expect((await call(`/api/search/vacancy/${slugs.pausedJava}`)).statusCode).toBe(404);
    expect((await call(`/api/search/vacancy/${slugs.pendingReact}`)).statusCode).toBe(404);
  });

  it('lists the landing pages of a continent that have vacancies', async () => {
    const pages = (await call('/api/vacancies/search/pages')).json().data;
    expect(pages.technologies).toEqual(
      expect.arrayContaining([
        { path: '/job-openings/technologies/typescript', kind: 'technologies', name: 'TypeScript', count: 2 },
      ]),
    );
    expect(pages.cities[0]).toEqual({ path: '/job-openings/cities/warsaw', kind: 'cities', name: 'Warsaw', count: 2 });
    expect(pages.seniority.map((link: { path: string }) => link.path)).toContain('/job-openings/seniority/middle');
    expect((await call('/api/vacancies/search/pages?continent_slug=atlantis')).statusCode).toBe(404);
  });

  it('ranks top cities and specializations by open vacancies', async () => {
    const cities = (await call('/api/cities/top')).json().data.list.map((city: { slug: string }) => city.slug);
    expect(cities[0]).toBe('warsaw');
    expect(cities.slice(1, 3).sort()).toEqual(['berlin', 'kyiv']);
    expect(cities.length).toBe(20);
    const specializations = (await call('/api/specializations/top')).json().data.list;
    expect(specializations[0].slug).toBe('backend-developer');
    expect(specializations).toHaveLength(15);
  });

  it('lists the company’s open vacancies on its page', async () => {
    const list = (await call(`/api/companies/${companyId}/vacancies`)).json().data.list as { id: number }[];
    expect(list.map((item) => item.id).sort()).toEqual(
      [ids.reactBerlin, ids.pythonWarsaw, ids.nativeKyiv, ids.germanWarsaw].sort(),
    );
    const counts = await countCompanyVacancies({ db: t.database.db, input: { companyIds: [companyId, 999_999] } });
    expect([...counts]).toEqual([[companyId, 4]]);
  });

  it('puts every open vacancy and every landing page with vacancies in the sitemap', async () => {
    const index = (await call('/sitemap.xml')).body;
    expect(index).toContain('/sitemaps/vacancies-1.xml');
    expect(index).toContain('/sitemaps/job-openings-1.xml');
    const vacancies = (await call('/sitemaps/vacancies-1.xml')).body;
    expect(vacancies).toContain(`/job-openings/${slugs.reactBerlin}</loc>`);
    expect(vacancies).toContain(`/de/job-openings/${slugs.reactBerlin}`);
    expect(vacancies).not.toContain(slugs.pausedJava);
    expect(vacancies).not.toContain(slugs.pendingReact);
    const landings = (await call('/sitemaps/job-openings-1.xml')).body;
    for (const path of [
      '/job-openings',
      '/job-openings/technologies/react',
      '/job-openings/technologies/react/senior',
      '/job-openings/technologies/react/germany/berlin',
      '/job-openings/technologies/react/senior/germany/berlin',
      '/job-openings/cities/warsaw',
      '/job-openings/countries/poland',
      '/job-openings/continents/europe',
      '/job-openings/seniority/junior',
      '/job-openings/dev/backend-developer',
    ]) {
      expect(landings, path).toContain(`http://hushwork.test${path}</loc>`);
    }
    expect(landings).not.toContain('/job-openings/technologies/java<');
    // A handful of vacancies fits one file: there is no second.
    expect(index).not.toContain('/sitemaps/vacancies-2.xml');
    expect((await call('/sitemaps/vacancies-2.xml')).statusCode).toBe(404);
  });
});
