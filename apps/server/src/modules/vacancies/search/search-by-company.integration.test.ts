import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { approveVacancy } from '../manage/set-vacancy-moderation.ts';
import { createVacancy } from '../vacancy.factory.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';

let t: TestApp;
const { call, companyWithTeam, wizard } = vacancyKit(() => t);

let posted = 0;
let seeded = 0;
let other = 0;
let companyId = 0;
let ownerToken = '';

const titlesFound = async (search: string) => {
  const found = await call(`/api/jobs?search=${encodeURIComponent(search)}`);
  expect(found.statusCode).toBe(200);
  return (found.json().data.list as { id: number }[]).map((card) => card.id);
};

beforeAll(async () => {
  t = await createTestApp();
  const team = await companyWithTeam('Quokka Nebula Systems');
  companyId = team.company.id;
  ownerToken = team.owner.token;
  // One vacancy through the wizard's call, as a company posts it, and one through the factory the demo seed uses.
  const created = await call('/api/vacancies', {
    method: 'POST',
    token: ownerToken,
    payload: wizard({ title: 'Senior Backend Developer' }),
  });
  expect(created.statusCode).toBe(201);
  posted = created.json().data.id;
  await approveVacancy(t.database.db, posted, t.clock);
  seeded = (
    await createVacancy(t.database.db, {
      companyId,
      authorUserId: team.owner.user.id,
      title: 'Data Analyst',
    })
  ).id;
  const rival = await companyWithTeam('Harbor Freight Analytics');
  other = (
    await createVacancy(t.database.db, {
      companyId: rival.company.id,
      authorUserId: rival.owner.user.id,
      title: 'Senior Backend Developer',
    })
  ).id;
});

describe('job search by company name', () => {
  it("finds a company's vacancies by its name, a word of it, or its name with a title word", async () => {
    expect((await titlesFound('Quokka Nebula Systems')).sort()).toEqual([posted, seeded].sort());
    expect((await titlesFound('nebula')).sort()).toEqual([posted, seeded].sort());
    expect(await titlesFound('quokka backend')).toEqual([posted]);
    expect(await titlesFound('Harbor Freight')).toEqual([other]);
  });

  it('finds them by the new name after the company is renamed, and no longer by the old one', async () => {
    const renamed = await call(`/api/companies/${companyId}`, {
      method: 'PUT',
      token: ownerToken,
      payload: { name: 'Wombat Orbit Labs' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await titlesFound('Wombat Orbit')).sort()).toEqual([posted, seeded].sort());
    expect(await titlesFound('Quokka')).toEqual([]);
    // A vacancy posted after the rename carries the new name from the start.
    const later = await call('/api/vacancies', {
      method: 'POST',
      token: ownerToken,
      payload: wizard({ title: 'Product Designer' }),
    });
    expect(later.statusCode).toBe(201);
    await approveVacancy(t.database.db, later.json().data.id, t.clock);
    expect(await titlesFound('wombat designer')).toEqual([later.json().data.id]);
  });

  it('ranks a vacancy whose title names the term above one whose company does', async () => {
    const kestrel = await companyWithTeam('Kestrel Works');
    const byCompany = await createVacancy(t.database.db, {
      companyId: kestrel.company.id,
      authorUserId: kestrel.owner.user.id,
      title: 'Data Engineer',
    });
    const rival = await companyWithTeam('Falcon Point');
    const byTitle = await createVacancy(t.database.db, {
      companyId: rival.company.id,
      authorUserId: rival.owner.user.id,
      title: 'Kestrel Platform Engineer',
      published_at: new Date(t.clock.now().getTime() - 60 * 60 * 1000),
    });
    const found = await call('/api/jobs?search=kestrel&sort=relevance');
    expect((found.json().data.list as { id: number }[]).map((card) => card.id)).toEqual([byTitle.id, byCompany.id]);
  });
});
