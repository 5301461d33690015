import { admin, candidates } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { adminKit } from '../admin-test-kit.ts';

let t: TestApp;
let adminToken: string;
const kit = adminKit(() => t);
const { api, call } = testClient(() => t.app);
const profiles: { id: number; token: string }[] = [];

/** An approved profile listing these skills, made by its worker as the profile pages do. */
async function profileWith(skills: string[]) {
  const worker = await registerFromNewIp(t.app, { role_id: 1, name: 'Sam Skilled' });
  const saved = await call('/api/me/candidate', {
    method: 'POST',
    token: worker.token,
    payload: await kit.candidateBody({ contacts: { email: `sam-${profiles.length}@example.org` } }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const name of skills) {
    const added = await api(candidates.createSkill, { token: worker.token, body: { name, level: null } });
    expect(added.statusCode, added.body).toBe(201);
  }
  const id = saved.json().data.id as number;
  await api(admin.moderateCandidates, { token: adminToken, body: { ids: [id], status: 'approved' } });
  profiles.push({ id, token: worker.token });
  return id;
}

const found = async (search: string) =>
  (await api(candidates.listCandidates, { query: { search } as never })).data.total;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin')).token;
  await profileWith(['reactjs', 'Quokkascript']);
  await profileWith(['reactjs', 'React']);
  await profileWith(['ReactJS']);
}, 120_000);

describe('community skills', () => {
  it('lists the skills profiles name, one per name whatever its case, with usage, searched and sorted', async () => {
    const page = await api(admin.listCommunitySkills, { token: adminToken, query: { q: 'react' } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      data: {
        list: [
          { id: expect.any(Number), name: 'reactjs', usage: 3, variants: ['ReactJS'] },
          { id: expect.any(Number), name: 'React', usage: 1, variants: [] },
        ],
        total: 2,
        page: 1,
        pages: 1,
      },
    });
    const byName = await api(admin.listCommunitySkills, { token: adminToken, query: { sort: 'name', dir: 'asc' } });
    expect(byName.data.list.map((skill) => skill.name)).toEqual(['Quokkascript', 'React', 'reactjs']);
  });

  it('renames a skill on every profile; a name another skill has merges the two, and search follows', async () => {
    expect(await found('reactjs')).toBe(3);
    const [reactjs] = (await api(admin.listCommunitySkills, { token: adminToken, query: { q: 'reactjs' } })).data.list;
    const renamed = await api(admin.updateCommunitySkill, {
      token: adminToken,
      params: { id: reactjs!.id },
      body: { name: ' React ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.data).toEqual({ id: expect.any(Number), name: 'React', usage: 3, variants: [], merged: true });
    const list = await api(admin.listCommunitySkills, { token: adminToken, query: { q: 'react' } });
    expect(list.data.list).toEqual([{ id: renamed.data.id, name: 'React', usage: 3, variants: [] }]);
    // The profile that had both keeps one entry, its own "React".
    const mine = await call('/api/me/candidate', { token: profiles[1]!.token });
    expect(mine.json().data.skills.map((skill: { name: string }) => skill.name)).toEqual(['React']);
    expect(await found('reactjs')).toBe(0);
    expect(await found('React')).toBe(3);

    const log = await api(admin.listAuditLog, { token: adminToken, query: { target_type: 'community_skill' } });
    expect(log.data.list[0]).toMatchObject({
      action: 'community_skill.rename',
      target_id: reactjs!.id,
      before: { name: 'reactjs', usage: 3 },
      after: { name: 'React', usage: 3, merged: true },
    });
  });

  it('refuses an unknown skill with 404 and a bad name on its field', async () => {
    const missing = await api(admin.updateCommunitySkill, {
      token: adminToken,
      params: { id: 999_999 },
      body: { name: 'Elm' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('COMMUNITY_SKILL_NOT_FOUND');
    const blank = await api(admin.updateCommunitySkill, { token: adminToken, params: { id: 1 }, body: { name: '  ' } });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
  });
});

describe('specializations', () => {
  it('lists the catalog with how many vacancies and profiles name each', async () => {
    const { owner } = await kit.companyWithTeam('Spec Co');
    const specialization = (await call('/api/specializations?type_id=2')).json().data.list[0];
    const vacancy = await call('/api/vacancies', {
      method: 'POST',
      token: owner.token,
      payload: kit.vacancyBody({ specialization_ids: [specialization.id] }),
    });
    expect(vacancy.statusCode, vacancy.body).toBe(201);
    const answer = await api(admin.listAdminSpecializations, { token: adminToken, query: {} });
    expect(answer.statusCode).toBe(200);
    const row = answer.data.list.find((item) => item.id === specialization.id);
    // The three profiles above name the first specialization of type 2, as the kit's body does.
    expect(row).toEqual({ ...specialization, vacancies: 1, candidates: 3 });
    const searched = await api(admin.listAdminSpecializations, {
      token: adminToken,
      query: { q: specialization.name.slice(0, 4).toUpperCase() },
    });
    expect(searched.data.list.map((item) => item.id)).toContain(specialization.id);
    expect(searched.data.list.length).toBeLessThan(answer.data.list.length);
  });
});
