import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type CandidateOptions, createCandidate } from '../../candidates/index.ts';
import { createVacancy } from '../vacancy.factory.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';

let t: TestApp;
const { call, cityId, companyWithTeam, adminToken, workerToken, register } = vacancyKit(() => t);

type Team = Awaited<ReturnType<typeof companyWithTeam>>;
type Card = { id: number; slug: string; label: string };
let team: Team;
let other: Team;
let admin: string;
let worker: string;
let vacancyId = 0;
const candidate: Record<string, { id: number; slug: string }> = {};
/** What names and reaches each candidate: none of it may be in an answer. */
const secrets: string[] = [];
const keyword: Record<string, number> = {};

const BACKEND = 1;
const FRONTEND = 2;
const DATA_ANALYST = 10;
const PRODUCT_OWNER = 15;

async function keywordId(slug: string, name: string) {
  const found = await call(`/api/keywords?search=${encodeURIComponent(name)}&limit=50`);
  return (found.json().data.list as { id: number; slug: string }[]).find((item) => item.slug === slug)?.id ?? 0;
}

/** A worker's profile made by the factory, with a name and contacts nobody here may read. */
async function seed(key: string, options: Omit<CandidateOptions, 'userId' | 'name'>, hoursAgo: number) {
  const account = await register();
  const name = `${key[0]?.toUpperCase()}${key.slice(1)}ia Quorncastle-${key}`;
  const contacts = {
    email: `quorncastle.${key}@hidden-mail.example`,
    phone: `+48 600 ${String(100 + secrets.length).padStart(3, '0')} 777`,
    telegram: `@quorn_${key}_tg`,
  };
  const row = await createCandidate(t.database.db, {
    userId: account.user.id,
    name,
    contacts,
    published_at: new Date(t.clock.now().getTime() - hoursAgo * 3_600_000),
    ...options,
  });
  candidate[key] = { id: row.id, slug: row.slug };
  secrets.push(name, contacts.email, contacts.telegram, account.account.email as string, String(account.user.id));
  return account;
}

beforeAll(async () => {
  t = await createTestApp();
  team = await companyWithTeam('Matching Works');
  other = await companyWithTeam('Elsewhere Ltd');
  [admin, worker] = [await adminToken(), await workerToken()];
  keyword.react = await keywordId('react', 'React');
  keyword.typescript = await keywordId('typescript', 'TypeScript');
  keyword.python = await keywordId('python', 'Python');
  const berlin = await cityId('berlin');
  const germany = (await call('/api/cities/slug/berlin')).json().data.country_id as number;
  const vacancy = await createVacancy(t.database.db, {
    companyId: team.company.id,
    authorUserId: team.owner.user.id,
    title: 'Senior React Engineer',
    specialization_ids: [FRONTEND],
    keyword_ids: [keyword.react, keyword.typescript],
    seniority: 'senior',
    city_ids: [berlin],
    job_types: ['full_time', 'is_remote_work'],
  });
  vacancyId = vacancy.id;
  const fits = { specialization_ids: [FRONTEND], keyword_ids: [keyword.react, keyword.typescript] };
  // Everything matches: role, both technologies, seniority and remote work; the oldest, still first.
  await seed(
    'perfect',
    { ...fits, desired_position: 'Senior React developer', seniority: 'senior', job_types: ['is_remote_work'] },
    30,
  );
  // The role and one technology, in Berlin, a middle.
  await seed(
    'good',
    { ...fits, keyword_ids: [keyword.react], seniority: 'middle', places: [{ country_id: germany, city_id: berlin }] },
    20,
  );
  // Only the role: the newest, still last.
  await seed(
    'weak',
    { specialization_ids: [FRONTEND, DATA_ANALYST], seniority: 'junior', desired_position: 'Junior frontend' },
    1,
  );
  // Nothing in common: another role and technology.
  await seed('unrelated', { specialization_ids: [BACKEND], keyword_ids: [keyword.python], seniority: 'senior' }, 2);
  // Fits, but not listed: waiting for moderation, unlisted by its owner.
  await seed('pending', { ...fits, moderation_status: 'pending' }, 3);
  await seed('private', { ...fits, is_public: false }, 4);
  // Fits, but hid the profile from the vacancy's company.
  const hider = await seed('hider', { ...fits, seniority: 'senior' }, 5);
  const hidden = await call('/api/me/candidate/hidden-companies', {
    method: 'POST',
    token: hider.token,
    payload: { company_id: team.company.id },
  });
  expect(hidden.statusCode).toBeLessThan(300);
}, 60_000);

const url = (query = `vacancy_id=${vacancyId}`) => `/api/vacancies/candidates?${query}`;
const idsOf = (response: { json(): { data: { list: Card[] } } }) => response.json().data.list.map((card) => card.id);

describe('candidates matching a vacancy', () => {
  it('lists listed candidates sharing its role or technologies, the best matches first, as anonymous cards', async () => {
    const answer = await call(url(), { token: team.member.token });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({ total: 3, is_total_capped: false, page: 1, pages: 1 });
    expect(idsOf(answer)).toEqual([candidate.perfect?.id, candidate.good?.id, candidate.weak?.id]);
    expect(data.list[0]).toMatchObject({
      id: candidate.perfect?.id,
      slug: candidate.perfect?.slug,
      label: 'Senior React developer',
      desired_position: 'Senior React developer',
      seniority: 'senior',
      specializations: [{ id: FRONTEND, name: expect.any(String) }],
      keywords: expect.arrayContaining([{ id: keyword.react, name: 'React' }]),
    });
    expect(Object.keys(data.list[0]).sort()).toEqual(
      [
        'id',
        'slug',
        'label',
        'language',
        'desired_position',
        'specializations',
        'keywords',
        'tags',
        'seniority',
        'experience',
        'english_level',
        'salary',
        'job_types',
        'employment',
        'places',
        'expectation_excerpt',
        'published_at',
      ].sort(),
    );
  });

  it('answers no name, e-mail, contact or account of any candidate, to the team or an admin', async () => {
    for (const token of [team.member.token, team.owner.token, admin]) {
      const body = (await call(url(), { token })).body.toLowerCase();
      expect(body).toContain(candidate.perfect?.slug);
      for (const secret of secrets.filter((value) => value.length > 4))
        expect(body).not.toContain(secret.toLowerCase());
      expect(body).not.toMatch(/quorncastle|hidden-mail|quorn_/);
    }
  });

  it('leaves out a candidate who hid the profile from the vacancy’s company, even for an admin', async () => {
    for (const token of [team.owner.token, admin]) {
      expect(idsOf(await call(url(), { token }))).not.toContain(candidate.hider?.id);
    }
    // The profile itself is listed: anyone else finds it.
    const listed = await call(`/api/candidates?keyword_ids=${keyword.react}`, { token: other.owner.token });
    expect(idsOf(listed)).toContain(candidate.hider?.id);
  });

  it('answers the same list to the owner, a member and an admin, and an empty page past the last', async () => {
    const lists = await Promise.all(
      [team.owner.token, team.member.token, admin].map((token) => call(url(), { token })),
    );
    expect(lists.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(lists[0]?.json()).toEqual(lists[1]?.json());
    expect(lists[0]?.json()).toEqual(lists[2]?.json());
    const past = await call(url(`vacancy_id=${vacancyId}&page=3`), { token: team.owner.token });
    expect(past.json()).toEqual({ data: { list: [], total: 3, is_total_capped: false, page: 3, pages: 1 } });
  });

  it('refuses a guest (401), a job seeker (403), a company account without a company (403) and another company (404)', async () => {
    expect((await call(url())).statusCode).toBe(401);
    const asWorker = await call(url(), { token: worker });
    expect(asWorker.statusCode).toBe(403);
    expect(asWorker.json().code).toBe('FORBIDDEN');
    const employer = await registerFromNewIp(t.app, { role_id: 2, name: 'Lone Employer' });
    const withoutCompany = await call(url(), { token: employer.token });
    expect(withoutCompany.statusCode).toBe(403);
    expect(withoutCompany.json().code).toBe('COMPANY_REQUIRED');
    const elsewhere = await call(url(), { token: other.member.token });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('VACANCY_NOT_FOUND');
    expect(elsewhere.body).not.toContain(candidate.perfect?.slug);
  });

  it('answers 404 for an unknown vacancy and 422 for a missing or malformed id', async () => {
    for (const token of [team.owner.token, admin]) {
      const unknown = await call(url('vacancy_id=999999'), { token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('VACANCY_NOT_FOUND');
    }
    for (const query of [
      '',
      'vacancy_id=abc',
      'vacancy_id=0',
      'vacancy_id=-3',
      'vacancy_id=9007199254740993',
      `vacancy_id=${vacancyId}&page=0`,
    ]) {
      const bad = await call(url(query), { token: team.owner.token });
      expect(bad.statusCode, query).toBe(422);
    }
  });

  it('finds nobody for a vacancy nobody fits', async () => {
    const lonely = await createVacancy(t.database.db, {
      companyId: team.company.id,
      authorUserId: team.owner.user.id,
      title: 'Mainframe Operator',
      specialization_ids: [PRODUCT_OWNER],
      keyword_ids: [],
      job_types: ['is_remote_work'],
    });
    const answer = await call(url(`vacancy_id=${lonely.id}`), { token: team.owner.token });
    expect(answer.json()).toEqual({ data: { list: [], total: 0, is_total_capped: false, page: 1, pages: 1 } });
  });
});
