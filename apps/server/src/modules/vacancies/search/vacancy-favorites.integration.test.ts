import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setVacancyModeration } from '../manage/set-vacancy-moderation.ts';
import { createVacancy } from '../vacancy.factory.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';

let t: TestApp;
const { call, companyWithTeam, workerToken } = vacancyKit(() => t);
const save = (token: string, id: number) =>
  call('/api/favorites', { method: 'POST', token, payload: { type: 'vacancy', id } });

beforeAll(async () => {
  t = await createTestApp();
});

describe('saving a vacancy to favorites', () => {
  it('saves an approved vacancy for a job seeker and a company account, shown as its card with the company', async () => {
    const team = await companyWithTeam('Favorite Makers');
    const vacancy = await createVacancy(t.database.db, {
      companyId: team.company.id,
      authorUserId: team.owner.user.id,
      title: 'Staff Rust Engineer',
    });
    for (const token of [await workerToken(), (await companyWithTeam('Other Readers')).member.token]) {
      const saved = await save(token, vacancy.id);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ type: 'vacancy', id: vacancy.id, is_favorite: true, favorites_count: 1 });
      const list = (await call('/api/favorites?type=vacancy', { token })).json().data;
      expect(list.counts).toMatchObject({ vacancy: 1 });
      expect(list.list).toEqual([
        expect.objectContaining({
          type: 'vacancy',
          id: vacancy.id,
          card: expect.objectContaining({
            title: 'Staff Rust Engineer',
            subtitle: 'Favorite Makers',
            path: `/job-openings/${vacancy.slug}`,
          }),
        }),
      ]);
    }
  });

  it('refuses one moderation has not approved, and shows a saved one sent back to moderation as unavailable', async () => {
    const team = await companyWithTeam('Pending Posters');
    const base = { companyId: team.company.id, authorUserId: team.owner.user.id };
    const pending = await createVacancy(t.database.db, { ...base, title: 'Waiting', moderation_status: 'pending' });
    const token = await workerToken();
    const refused = await save(token, pending.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'FAVORITE_TARGET_NOT_FOUND' });

    const approved = await createVacancy(t.database.db, { ...base, title: 'Approved Then Edited' });
    expect((await save(token, approved.id)).statusCode).toBe(200);
    await setVacancyModeration(t.database.db, approved.id, 'pending');
    const list = (await call('/api/favorites?type=vacancy', { token })).json().data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ id: approved.id, card: null });
  });
});
