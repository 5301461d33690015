import { CANDIDATES, candidateLandingQuery } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, newIp } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS } from '../../identity/index.ts';
import { DEMO_CANDIDATE_COUNT, demoCandidatesSeed } from './demo-candidates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await demoCandidatesSeed.run(t.database.db, { config: t.config });
}, 300_000);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo candidates', () => {
  it('are 400 approved profiles with accounts, across roles, levels, countries and languages, with entries', async () => {
    const [stats] = await rows<Record<string, number>>(sql`
      select count(*)::int as candidates,
        count(*) filter (where moderation_status = 'approved' and is_public)::int as listed,
        count(distinct seniority)::int as seniorities,
        count(distinct desired_position)::int as positions,
        count(distinct experience)::int as experiences,
        count(distinct english_level)::int as english_levels,
        (select count(distinct c) from candidates, unnest(country_ids) c)::int as countries,
        (select count(distinct s) from candidates, unnest(specialization_ids) s)::int as specializations,
        (select count(distinct candidate_id) from candidate_experience)::int as with_jobs,
        (select count(distinct candidate_id) from candidate_education)::int as with_education,
        (select count(distinct candidate_id) from candidate_skills)::int as with_skills,
        (select count(*) from candidate_experience where is_company_hidden)::int as hidden_employers
      from candidates`);
    expect(stats?.candidates).toBe(DEMO_CANDIDATE_COUNT + 1);
    expect(stats?.listed).toBe(DEMO_CANDIDATE_COUNT + 1);
    expect(stats?.seniorities).toBe(4);
    expect(stats?.experiences).toBeGreaterThanOrEqual(6);
    expect(stats?.english_levels).toBe(5);
    expect(stats?.positions).toBeGreaterThan(100);
    expect(stats?.countries).toBeGreaterThanOrEqual(3);
    expect(stats?.specializations).toBeGreaterThan(30);
    expect(stats?.with_jobs).toBeGreaterThan(250);
    expect(stats?.with_education).toBeGreaterThan(300);
    expect(stats?.with_skills).toBe(DEMO_CANDIDATE_COUNT + 1);
    expect(stats?.hidden_employers).toBeGreaterThan(20);
    const positions = (await rows<{ desired_position: string }>(sql`select desired_position from candidates`)).map(
      (row) => row.desired_position,
    );
    for (const word of ['developer', 'Entwickler', 'Programista', 'разработчик', 'розробник']) {
      expect(
        positions.some((position) => position.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('fill every landing page and answer full-text search', async () => {
    for (const key of CANDIDATES.landings) {
      const query = new URLSearchParams(
        Object.entries(candidateLandingQuery(key)).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const page = (await t.app.inject({ url: `/api/candidates?${query}` })).json().data;
      expect(page.total, key).toBeGreaterThanOrEqual(5);
    }
    const python = (await t.app.inject({ url: '/api/candidates?search=python&sort=relevance' })).json().data;
    expect(python.total).toBeGreaterThan(20);
    expect(python.pages).toBe(Math.ceil(Math.min(python.total, CANDIDATES.rankedMax) / CANDIDATES.pageSize));
  });

  it('give identity’s demo worker a filled profile to sign in to', async () => {
    const worker = DEMO_ACCOUNTS.find((account) => account.role === 'worker');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: worker?.email, password: worker?.password },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(200);
    const own = await t.app.inject({ url: '/api/me/candidate', headers: bearer(login.json().data.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      view: 'owner',
      name: 'Demo Candidate',
      desired_position: 'Python developer',
      seniority: 'senior',
      moderation_status: 'approved',
      contacts: { email: worker?.email },
    });
    expect(own.json().data.skills.length).toBeGreaterThanOrEqual(3);
    expect(own.json().data.experience_entries.length).toBeGreaterThanOrEqual(3);
  });

  it('add nobody on a later start', async () => {
    await demoCandidatesSeed.run(t.database.db, { config: t.config });
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from candidates`);
    expect(count?.n).toBe(DEMO_CANDIDATE_COUNT + 1);
  });
});
