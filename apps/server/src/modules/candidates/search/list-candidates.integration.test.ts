import { CANDIDATE_LANDINGS, CANDIDATES, candidateLandingQuery } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { lookupReferences } from '../../catalogs/index.ts';
import { setCompanyModeration } from '../../companies/index.ts';
import { createUsers } from '../../identity/index.ts';
import { type CandidateOptions, createCandidate } from '../candidate.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const { call } = testClient(() => t.app);
const get = (url: string, token?: string, locale = 'en') => call(url, { token, locale });

/** A worker's candidate made by the factory (approved unless told otherwise). */
async function candidate(options: Partial<CandidateOptions> = {}) {
  const worker = await register(t.app, { role_id: 1, name: 'Hidden Person' });
  const row = await createCandidate(t.database.db, { userId: worker.user.id, name: 'Hidden Person', ...options });
  return { ...worker, candidate: row };
}

async function companyMember(name: string) {
  const owner = await register(t.app, { role_id: 2, name: 'Olga Owner' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(owner.token),
    payload: { name },
  });
  expect(created.statusCode).toBe(201);
  const company = created.json().data as { id: number };
  await setCompanyModeration(t.database.db, company.id, 'approved');
  return { ...owner, company };
}

const slugsOf = (response: { json(): { data: { list: { slug: string }[] } } }) =>
  response.json().data.list.map((card) => card.slug);

describe('GET candidates', () => {
  it('answers anonymous cards of listed candidates to a guest, worded in the request’s language', async () => {
    const { candidate: row } = await candidate({
      desired_position: 'Quokkafield engineer',
      specialization_ids: [59],
      keyword_ids: [3],
      tags: ['Async'],
      seniority: 'senior',
      experience: '5y+',
      english_level: 'fluent',
      salary: 4200,
      job_types: ['full_time', 'moving'],
      expectation_description: 'Backend work on data pipelines.',
      contacts: { email: 'quokka@example.com', phone: '+48123456789' },
    });
    const response = await get('/api/candidates?search=quokkafield', undefined, 'de');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        list: [
          {
            id: row.id,
            slug: row.slug,
            label: 'Quokkafield engineer',
            // Too short a text to tell its language by.
            language: null,
            desired_position: 'Quokkafield engineer',
            specializations: [{ id: 59, name: 'Python' }],
            keywords: [{ id: 3, name: 'Python' }],
            tags: ['Async'],
            seniority: 'senior',
            experience: '5y+',
            english_level: 'fluent',
            salary: 4200,
            job_types: ['full_time', 'moving'],
            employment: ['is_seekers'],
            places: [],
            expectation_excerpt: 'Backend work on data pipelines.',
            published_at: row.published_at.toISOString(),
          },
        ],
        total: 1,
        is_total_capped: false,
        page: 1,
        pages: 1,
      },
    });
    expect(response.body).not.toMatch(/Hidden Person|quokka@example|123456789|user_id/);
  });

  it('leaves out pending, rejected, private and deactivated profiles, and finds no one by name', async () => {
    const word = 'Wombatrix';
    const listed = await candidate({ desired_position: `${word} listed` });
    await candidate({ desired_position: `${word} pending`, moderation_status: 'pending' });
    await candidate({ desired_position: `${word} rejected`, moderation_status: 'rejected' });
    await candidate({ desired_position: `${word} private`, is_public: false });
    const gone = await candidate({ desired_position: `${word} deactivated` });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me/deactivate', headers: bearer(gone.token) })).statusCode,
    ).toBe(200);
    expect(slugsOf(await get(`/api/candidates?search=${word}`))).toEqual([listed.candidate.slug]);
    const byName = await candidate({ name: 'Xanthippe Vorstadt', desired_position: 'Go developer' });
    expect(byName.candidate.slug).toMatch(/^go-developer-/);
    expect((await get('/api/candidates?search=Xanthippe')).json().data).toMatchObject({ list: [], total: 0 });
  });

  it('finds a profile written without accents by a term typed with them', async () => {
    const { candidate: row } = await candidate({ desired_position: 'Zurichsee data engineer' });
    expect(slugsOf(await get(`/api/candidates?search=${encodeURIComponent('Zürichsee')}`))).toEqual([row.slug]);
  });

  it('never shows a company’s members a profile hidden from their company; other companies still find it', async () => {
    const hiding = await companyMember('Hidden From Co');
    const other = await companyMember('Sees Everyone Co');
    const { token, candidate: row } = await candidate({ desired_position: 'Capybarist analyst' });
    const hid = await t.app.inject({
      method: 'POST',
      url: '/api/me/candidate/hidden-companies',
      headers: bearer(token),
      payload: { company_id: hiding.company.id },
    });
    expect(hid.statusCode).toBeLessThan(300);
    expect(slugsOf(await get('/api/candidates?search=capybarist', hiding.token))).toEqual([]);
    expect(slugsOf(await get('/api/candidates?search=capybarist', other.token))).toEqual([row.slug]);
    expect(slugsOf(await get('/api/candidates?search=capybarist'))).toEqual([row.slug]);
  });

  it('filters by every filter of the list, each alone narrowing the same set', async () => {
    const tag = 'Filterbeast';
    const a = await candidate({
      desired_position: `${tag} one`,
      specialization_ids: [1],
      keyword_ids: [45],
      seniority: 'junior',
      experience: '1y',
      english_level: 'intermediate',
      salary: 1500,
      job_types: ['part_time'],
      places: [{ country_id: 798544, city_id: 756135 }],
    });
    const b = await candidate({
      desired_position: `${tag} two`,
      specialization_ids: [2],
      keyword_ids: [47],
      seniority: 'senior',
      experience: '5y+',
      english_level: 'fluent',
      salary: 6000,
      job_types: ['moving', 'is_considering_outstaff'],
      places: [{ country_id: 690791, city_id: null }],
    });
    const c = await candidate({ desired_position: `${tag} three`, employment: ['is_outstaffing'] });
    const found = async (query: string) =>
      (await get(`/api/candidates?search=${tag}&${query}`)).json().data.list.map((card: { id: number }) => card.id);
    const ids = (...rows: { candidate: { id: number } }[]) => rows.map((row) => row.candidate.id).sort();
    const sorted = async (query: string) => (await found(query)).sort();
    expect(await sorted('')).toEqual(ids(a, b, c));
    expect(await sorted('specialization_ids=1,3')).toEqual(ids(a));
    expect(await sorted('keyword_ids=47&keyword_ids=48')).toEqual(ids(b));
    expect(await sorted('seniority=junior&seniority=middle')).toEqual(ids(a));
    expect(await sorted('experience=5y%2B')).toEqual(ids(b));
    expect(await sorted('english_level=upper_intermediate')).toEqual(ids(b));
    expect(await sorted('english_level=intermediate')).toEqual(ids(a, b));
    expect(await sorted('salary_from=1000&salary_to=2000')).toEqual(ids(a));
    expect(await sorted('salary_from=2000')).toEqual(ids(b));
    expect(await sorted('country_ids=798544')).toEqual(ids(a));
    expect(await sorted('city_ids=756135')).toEqual(ids(a));
    expect(await sorted('job_types=part_time,freelance')).toEqual(ids(a));
    expect(await sorted('moving=1')).toEqual(ids(b));
    expect(await sorted('moving=0')).toEqual(ids(a, b, c));
    expect(await sorted('outstaff=true')).toEqual(ids(b, c));
    expect(await sorted('seniority=senior&salary_to=5000')).toEqual([]);
  });

  it('sorts by publication date, salary both ways and relevance', async () => {
    const tag = 'Sortmarmot';
    const now = Date.now();
    const old = await candidate({
      desired_position: `Engineer ${tag}`,
      salary: 3000,
      published_at: new Date(now - 3 * 86_400_000),
    });
    const mid = await candidate({
      desired_position: 'Engineer',
      expectation_description: `Mentions ${tag} once`,
      salary: 1000,
      published_at: new Date(now - 2 * 86_400_000),
    });
    const fresh = await candidate({
      desired_position: `${tag} lead`,
      salary: null,
      published_at: new Date(now - 1000),
    });
    const order = async (sort: string) => slugsOf(await get(`/api/candidates?search=${tag}&sort=${sort}`));
    expect(await order('published')).toEqual([fresh, mid, old].map((row) => row.candidate.slug));
    expect(await order('salary_asc')).toEqual([mid, old, fresh].map((row) => row.candidate.slug));
    expect(await order('salary_desc')).toEqual([old, mid, fresh].map((row) => row.candidate.slug));
    // The position (weight A) outranks a word of the expectations (weight C), whatever the dates.
    const relevance = await order('relevance');
    expect(relevance.indexOf(mid.candidate.slug)).toBe(2);
  });

  it('pages twenty at a time, answers an empty page past the last with the real page count', async () => {
    const tag = 'Pagingyak';
    // Accounts made in one insert: none of them signs in, and registering 23 people one by one cost seconds.
    const people = await createUsers(
      t.database.db,
      'blue-Harbor-42',
      Array.from({ length: CANDIDATES.pageSize + 3 }, (_, n) => ({
        role: 'worker' as const,
        email: `${tag.toLowerCase()}-${n}@example.com`,
        name: 'Hidden Person',
      })),
    );
    for (const [n, person] of people.entries()) {
      await createCandidate(t.database.db, {
        userId: person.id,
        name: 'Hidden Person',
        desired_position: `${tag} ${n}`,
      });
    }
    const first = (await get(`/api/candidates?search=${tag}`)).json().data;
    expect(first).toMatchObject({ total: 23, page: 1, pages: 2 });
    expect(first.list).toHaveLength(CANDIDATES.pageSize);
    const second = (await get(`/api/candidates?search=${tag}&page=2`)).json().data;
    expect(second).toMatchObject({ total: 23, page: 2, pages: 2 });
    expect(second.list).toHaveLength(3);
    const seen = new Set([...first.list, ...second.list].map((card: { id: number }) => card.id));
    expect(seen.size).toBe(23);
    expect((await get(`/api/candidates?search=${tag}&page=9`)).json().data).toMatchObject({
      list: [],
      total: 23,
      page: 9,
      pages: 2,
    });
    expect((await get(`/api/candidates?search=${tag}&page=2&sort=relevance`)).json().data.list).toHaveLength(3);
  });

  it('refuses bad filters with a message per field in the reader’s language', async () => {
    for (const query of [
      'page=0',
      `page=${CANDIDATES.pageMax + 1}`,
      'page=abc',
      'sort=name',
      'seniority=guru',
      'english_level=native',
      'salary_from=-1',
      `salary_to=${CANDIDATES.salaryMax + 1}`,
      'specialization_ids=0',
      'city_ids=99999999999',
      'moving=maybe',
      `search=${'x'.repeat(CANDIDATES.searchMaxLength + 1)}`,
    ]) {
      const response = await get(`/api/candidates?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code, query).toBe('VALIDATION_FAILED');
    }
    const order = await get('/api/candidates?salary_from=5000&salary_to=1000', undefined, 'uk');
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors ?? order.json().fields ?? {})).toContain('salary_to');
  });

  it('answers every role the same listed cards (a search term of punctuation only finds nothing, not an error)', async () => {
    await candidate({ desired_position: 'Okapiologist' });
    const worker = await register(t.app, { role_id: 1 });
    const member = await companyMember('Reader Co');
    for (const token of [undefined, worker.token, member.token]) {
      expect(slugsOf(await get('/api/candidates?search=okapiologist', token))).toHaveLength(1);
    }
    const punctuation = await get(`/api/candidates?search=${encodeURIComponent('!!! & |')}`);
    expect(punctuation.statusCode).toBe(200);
  });
});

describe('the landing pages’ filters', () => {
  it('name the specializations their keys promise, and list through GET candidates', async () => {
    const refs = await lookupReferences({
      db: t.database.db,
      input: {
        locale: 'en',
        specializationIds: Object.values(CANDIDATE_LANDINGS).flatMap((l) => l.specialization_ids),
      },
    });
    const slugs = (key: keyof typeof CANDIDATE_LANDINGS) =>
      CANDIDATE_LANDINGS[key].specialization_ids.map((id) => refs.specializations.get(id)?.slug);
    expect(slugs('python')).toEqual(['python']);
    expect(slugs('ruby')).toEqual(['ruby']);
    expect(slugs('android')).toEqual(['android-kotlin']);
    expect(slugs('qa')).toEqual(['qa-engineer', 'qa-automation-engineer']);
    expect(slugs('mobile')).toEqual(['mobile-developer', 'ios-swift', 'android-kotlin', 'flutter', 'react-native']);
    expect(slugs('design').every((slug) => slug?.endsWith('designer'))).toBe(true);
    expect(slugs('marketing')).toEqual(['marketing-manager', 'seo-specialist', 'smm-specialist', 'ppc-specialist']);
    expect(slugs('web')).toContain('frontend-developer');
    const rubyist = await candidate({ desired_position: 'Rails developer', specialization_ids: [66] });
    const query = new URLSearchParams(
      Object.entries(candidateLandingQuery('ruby')).map(([key, value]): [string, string] => [key, String(value)]),
    );
    expect(slugsOf(await get(`/api/candidates?${query}`))).toContain(rubyist.candidate.slug);
    expect(slugsOf(await get(`/api/candidates?${query}&search=rails`))).toEqual([rubyist.candidate.slug]);
  });
});
