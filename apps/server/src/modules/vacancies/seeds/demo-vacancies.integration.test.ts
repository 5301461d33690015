import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCompany } from '../../companies/index.ts';
import { createUser } from '../../identity/index.ts';
import { rowsOf } from '../manage/lib/sql-rows.ts';
import { DEMO_VACANCY_COUNT, demoVacanciesSeed } from './demo-vacancies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo companies seed hashes sixty passwords; its first company is enough for this seed to find.
  const { user } = await createUser(t.database.db, {
    role: 'company',
    email: 'demo-owner@example.com',
    password: 'blue-Harbor-42',
    name: 'Demo Owner',
  });
  await createCompany(t.database.db, { ownerUserId: user.id, ownerName: 'Demo Owner', name: 'Hushwork Demo Labs' });
});

const count = async (where = sql`true`) =>
  Number(
    (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from vacancies where ${where}`))[0]?.n,
  );

describe('the demo vacancies seed', () => {
  it('posts 1,600 vacancies from the demo companies across technologies, seniorities, cities and languages', async () => {
    const config = t.config;
    await demoVacanciesSeed.run(t.database.db, { config });
    expect(await count()).toBe(DEMO_VACANCY_COUNT);
    expect(await count(sql`moderation_status = 'approved' and state = 'active'`)).toBeGreaterThan(1400);
    const spread = (
      await rowsOf<{
        seniorities: number;
        cities: number;
        technologies: number;
        configs: number;
        currencies: number;
        remote: number;
      }>(
        t.database.db,
        sql`select count(distinct seniority)::int as seniorities,
                   (select count(distinct c)::int from vacancies, unnest(city_ids) c) as cities,
                   (select count(distinct k)::int from vacancies, unnest(keyword_ids) k) as technologies,
                   count(distinct search_config)::int as configs, count(distinct currency)::int as currencies,
                   count(*) filter (where is_remote)::int as remote
            from vacancies`,
      )
    )[0];
    expect(spread).toMatchObject({ seniorities: 4, configs: 4, currencies: 5 });
    expect(spread?.cities).toBeGreaterThan(15);
    expect(spread?.technologies).toBeGreaterThan(40);
    expect(spread?.remote).toBeGreaterThan(300);
    const search = await t.app.inject({ url: '/api/jobs?search=react&seniority=senior' });
    expect(search.json().data.total).toBeGreaterThan(10);
  });

  it('adds nothing on a later start', async () => {
    await demoVacanciesSeed.run(t.database.db, { config: t.config });
    expect(await count()).toBe(DEMO_VACANCY_COUNT);
  });
});
