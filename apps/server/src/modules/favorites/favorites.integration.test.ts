import { companies, FAVORITES, favorites as favoriteCalls, type TFavoriteTarget } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileOf, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { createCompany, setCompanyModeration } from '../companies/index.ts';
import { favorites } from './favorites.schema.ts';

let t: TestApp;
let cityId: number;
let technologyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const cities = await t.app.inject({ url: '/api/cities?search=Krak' });
  cityId = cities.json().data.list[0].id;
  technologyId = (await t.app.inject({ url: '/api/keywords' })).json().data.list[0].id;
});

const { api, call } = testClient(() => t.app);
const save = (token: string | undefined, type: TFavoriteTarget['type'], id: number) =>
  api(favoriteCalls.addFavorite, { token, body: { type, id } });
const forget = (token: string | undefined, type: TFavoriteTarget['type'], id: number) =>
  api(favoriteCalls.removeFavorite, { token, query: { type, id } });
const listOf = (token: string, query: { type?: TFavoriteTarget['type']; id?: number; page?: number } = {}) =>
  api(favoriteCalls.listFavorites, { token, query });

/** An approved company made through the wizard, with an office and a technology, and its owner. */
async function approvedCompany(name: string) {
  const owner = await register(t.app, { role_id: 2, name: 'Olga Owner' });
  const created = await api(companies.createCompany, {
    token: owner.token,
    body: { name, office_city_ids: [cityId], technology_ids: [technologyId] },
  });
  expect(created.statusCode).toBe(201);
  const company = created.json().data as { id: number; slug: string; offices: { name: string }[] };
  await setCompanyModeration(t.database.db, company.id, 'approved');
  return { owner, company };
}

const adminToken = async () => (await signIn(t, 'admin')).token;

describe('saving a company', () => {
  it('saves it for a job seeker once, however often they click, and counts it in the profile', async () => {
    const { company } = await approvedCompany('Vistula Cloud');
    const worker = await register(t.app);
    const first = await save(worker.token, 'company', company.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { type: 'company', id: company.id, is_favorite: true, favorites_count: 1 } });
    const again = await save(worker.token, 'company', company.id);
    expect(again.json()).toEqual(first.json());
    expect((await profileOf(t.app, worker.token)).json().data.favorites_count).toBe(1);

    const list = await listOf(worker.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: {
        list: [
          {
            type: 'company',
            id: company.id,
            created_at: expect.any(String),
            card: {
              title: 'Vistula Cloud',
              subtitle: company.offices[0]?.name,
              path: `/company/${company.slug}`,
              image_id: null,
              details: [expect.any(String)],
            },
          },
        ],
        total: 1,
        page: 1,
        pages: 1,
        counts: { vacancy: 0, candidate: 0, company: 1 },
      },
    });
  });

  it('keeps each account’s favorites its own: a company team member saves theirs, the owner sees none of them', async () => {
    const { owner } = await approvedCompany('Tatra Systems');
    const member = await register(t.app, { role_id: 2, name: 'Marek Member' });
    await joinTeam(t, owner.token, member);
    const other = await approvedCompany('Odra Data');
    expect((await save(member.token, 'company', other.company.id)).json().data.favorites_count).toBe(1);
    const mine = (await listOf(member.token)).json().data;
    expect(mine.list.map((favorite: { id: number }) => favorite.id)).toEqual([other.company.id]);
    const owners = (await listOf(owner.token)).json().data;
    expect(owners).toMatchObject({ list: [], total: 0, counts: { company: 0 } });
    expect((await profileOf(t.app, member.token)).json().data.favorites_count).toBe(1);
    expect((await profileOf(t.app, owner.token)).json().data.favorites_count).toBe(0);
  });

  it('answers 404 for a company nobody may see, one that never existed, and a vacancy or candidate that does not', async () => {
    const worker = await register(t.app);
    const owner = await register(t.app, { role_id: 2 });
    const pending = await createCompany(t.database.db, {
      ownerUserId: owner.user.id,
      ownerName: 'Pending Owner',
      name: 'Not Yet Approved',
      moderation_status: 'pending',
    });
    const hidden = await createCompany(t.database.db, {
      ownerUserId: (await register(t.app, { role_id: 2 })).user.id,
      ownerName: 'Hidden Owner',
      name: 'Hidden By Owner',
      is_public: false,
    });
    for (const id of [pending.id, hidden.id, 2_000_000_000]) {
      const answer = await save(worker.token, 'company', id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'FAVORITE_TARGET_NOT_FOUND', message: expect.any(String) });
    }
    // A type whose domain declares no target yet, or whose thing does not exist, is as unknown as a missing company.
    for (const type of ['vacancy', 'candidate'] as const)
      expect((await save(worker.token, type, 2_000_000_000)).statusCode).toBe(404);
    expect((await listOf(worker.token)).json().data.total).toBe(0);
  });

  it('refuses a type it does not know and an id that is not one, per field, in the user’s language', async () => {
    const worker = await register(t.app);
    const badType = await call('/api/favorites', {
      method: 'POST',
      token: worker.token,
      payload: { type: 'recipe', id: 1 },
      locale: 'uk',
    });
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['type']);
    const badId = await call('/api/favorites', {
      method: 'POST',
      token: worker.token,
      payload: { type: 'company', id: 'abc' },
    });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
    expect((await forget(worker.token, 'company', 0)).statusCode).toBe(422);
  });
});

describe('who may keep favorites', () => {
  it('asks a guest to sign in (401) and refuses an admin (403) on every call', async () => {
    const { company } = await approvedCompany('Guarded Co');
    const admin = await adminToken();
    for (const [token, status] of [
      [undefined, 401],
      [admin, 403],
    ] as const) {
      expect((await call('/api/favorites', { token })).statusCode).toBe(status);
      expect((await save(token, 'company', company.id)).statusCode).toBe(status);
      expect((await forget(token, 'company', company.id)).statusCode).toBe(status);
    }
  });
});

describe('forgetting and listing', () => {
  it('forgets a favorite, and forgetting it again answers the same', async () => {
    const { company } = await approvedCompany('Forget Me Ltd');
    const worker = await register(t.app);
    await save(worker.token, 'company', company.id);
    const removed = await forget(worker.token, 'company', company.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      data: { type: 'company', id: company.id, is_favorite: false, favorites_count: 0 },
    });
    expect((await forget(worker.token, 'company', company.id)).json()).toEqual(removed.json());
    expect((await listOf(worker.token)).json().data.list).toEqual([]);
  });

  it('keeps a company hidden after it was saved in the list without its card, and it can still be forgotten', async () => {
    const { company } = await approvedCompany('Vanishing Soft');
    const worker = await register(t.app);
    await save(worker.token, 'company', company.id);
    await setCompanyModeration(t.database.db, company.id, 'rejected');
    const list = (await listOf(worker.token)).json().data;
    expect(list.list).toEqual([{ type: 'company', id: company.id, created_at: expect.any(String), card: null }]);
    expect(JSON.stringify(list)).not.toContain('Vanishing Soft');
    expect((await forget(worker.token, 'company', company.id)).json().data.favorites_count).toBe(0);
  });

  it('filters by type, answers whether one thing is saved, and pages newest first', async () => {
    const worker = await register(t.app);
    // Made by the factory, not the wizard: this is about the favorites' pages, and a page and one more takes 21.
    const owner = await register(t.app, { role_id: 2, name: 'Olga Owner' });
    const saved: number[] = [];
    for (let i = 0; i <= FAVORITES.pageSize; i += 1) {
      const company = await createCompany(t.database.db, {
        ownerUserId: owner.user.id,
        ownerName: 'Olga Owner',
        name: `Paged Company ${i}`,
      });
      await save(worker.token, 'company', company.id);
      saved.push(company.id);
    }
    const first = (await listOf(worker.token, { type: 'company' })).json().data;
    expect(first).toMatchObject({ total: saved.length, page: 1, pages: 2 });
    expect(first.list).toHaveLength(FAVORITES.pageSize);
    expect(first.list[0].id).toBe(saved.at(-1));
    const second = (await listOf(worker.token, { type: 'company', page: 2 })).json().data;
    expect(second.list.map((favorite: { id: number }) => favorite.id)).toEqual([saved[0]]);
    const none = (await listOf(worker.token, { type: 'candidate' })).json().data;
    expect(none).toMatchObject({ list: [], total: 0, counts: { company: saved.length, candidate: 0 } });
    const one = (await listOf(worker.token, { type: 'company', id: saved[3] })).json().data;
    expect(one.list.map((favorite: { id: number }) => favorite.id)).toEqual([saved[3]]);
  });

  it(`stops at ${FAVORITES.perUserMax} favorites with a clear message, while saving a saved one still answers`, async () => {
    const worker = await register(t.app);
    const { company } = await approvedCompany('One Too Many');
    const kept = await approvedCompany('Already Kept');
    await save(worker.token, 'company', kept.company.id);
    const filler = Array.from({ length: FAVORITES.perUserMax - 1 }, (_, i) => ({
      user_id: worker.user.id,
      type: 'vacancy',
      target_id: 1_000_000 + i,
    }));
    await t.database.db.insert(favorites).values(filler);
    const refused = await save(worker.token, 'company', company.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'FAVORITES_LIMIT_REACHED', message: expect.any(String) });
    expect((await save(worker.token, 'company', kept.company.id)).json().data).toMatchObject({
      is_favorite: true,
      favorites_count: FAVORITES.perUserMax,
    });
  });
});
