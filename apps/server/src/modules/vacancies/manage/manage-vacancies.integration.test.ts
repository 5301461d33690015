import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { vacancyKit } from '../vacancy-test-kit.ts';
import { approveVacancy, setVacancyModeration } from './set-vacancy-moderation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const { call, companyWithTeam, adminToken, workerToken, wizard } = vacancyKit(() => t);

type Team = Awaited<ReturnType<typeof companyWithTeam>>;
async function post(team: Team, overrides: object = {}) {
  const posted = await call('/api/vacancies', { method: 'POST', token: team.owner.token, payload: wizard(overrides) });
  expect(posted.statusCode).toBe(201);
  return posted.json().data as { id: number; slug: string };
}

describe('reading a vacancy', () => {
  it('shows a pending vacancy to its team and admins only, and an approved one to everyone', async () => {
    const team = await companyWithTeam('Visible Later');
    const other = await companyWithTeam('Another Company');
    const vacancy = await post(team);
    const urls = [
      `/api/vacancies/${vacancy.id}`,
      `/api/vacancies/slug/${vacancy.slug}`,
      `/api/vacancies/get-slug/${vacancy.id}`,
    ];
    const admin = await adminToken();
    const worker = await workerToken();
    for (const url of urls) {
      expect((await call(url)).statusCode).toBe(404);
      expect((await call(url, { token: worker })).statusCode).toBe(404);
      expect((await call(url, { token: other.owner.token })).statusCode).toBe(404);
      expect((await call(url, { token: team.member.token })).statusCode).toBe(200);
      expect((await call(url, { token: admin })).statusCode).toBe(200);
    }
    await approveVacancy(t.database.db, vacancy.id, t.clock);
    for (const url of urls) expect((await call(url)).statusCode).toBe(200);
    const page = (await call(`/api/vacancies/slug/${vacancy.slug}`)).json().data;
    expect(page).toMatchObject({ id: vacancy.id, moderation_status: 'approved', can_manage: false, similar: [] });
    expect(
      (await call(`/api/vacancies/slug/${vacancy.slug}`, { token: team.member.token })).json().data.can_manage,
    ).toBe(true);
    expect((await call(`/api/vacancies/get-slug/${vacancy.id}`)).json()).toEqual({
      data: { id: vacancy.id, slug: vacancy.slug },
    });
  });

  it('lists open vacancies like it on the vacancy page, and never the page’s own', async () => {
    const team = await companyWithTeam('Similar Things');
    const react = await post(team, { keyword_ids: [1, 2], title: 'React Developer for Maps' });
    const alike = await post(team, { keyword_ids: [2], title: 'TypeScript Engineer' });
    const unlike = await post(team, { keyword_ids: [3], specialization_ids: [10], title: 'Python Data Analyst' });
    for (const { id } of [react, alike, unlike]) await approveVacancy(t.database.db, id, t.clock);
    const similar = (await call(`/api/vacancies/slug/${react.slug}`)).json().data.similar as { id: number }[];
    expect(similar.map((card) => card.id)).toContain(alike.id);
    expect(similar.map((card) => card.id)).not.toContain(react.id);
    expect(similar.map((card) => card.id)).not.toContain(unlike.id);
  });

  it('answers 404 for an unknown id or slug and 422 for a malformed one', async () => {
    expect((await call('/api/vacancies/999999')).statusCode).toBe(404);
    expect((await call('/api/vacancies/slug/no-such-vacancy-1')).statusCode).toBe(404);
    expect((await call('/api/vacancies/abc')).statusCode).toBe(422);
    expect((await call('/api/vacancies/slug/Not_A_Slug')).statusCode).toBe(422);
  });
});

describe('editing and deleting', () => {
  it('saves a member’s edit and sends the vacancy back to moderation', async () => {
    const team = await companyWithTeam('Edits Happen');
    const vacancy = await post(team);
    await approveVacancy(t.database.db, vacancy.id, t.clock);
    const edited = await call(`/api/vacancies/${vacancy.id}`, {
      method: 'PUT',
      token: team.member.token,
      payload: wizard({ title: 'Lead React Developer', questions: [] }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: 'Lead React Developer',
      slug: vacancy.slug,
      moderation_status: 'pending',
      questions: [],
    });
    expect((await call(`/api/vacancies/${vacancy.id}`)).statusCode).toBe(404);
    // Approving the edit keeps the publication date: editing is no way round the once-a-day raise.
    const published = (await call(`/api/vacancies/${vacancy.id}`, { token: team.owner.token })).json().data
      .published_at;
    const later = new Date(t.clock.now().getTime() + 2 * 24 * 60 * 60 * 1000);
    await approveVacancy(t.database.db, vacancy.id, { now: () => later });
    expect((await call(`/api/vacancies/${vacancy.id}`)).json().data.published_at).toBe(published);
  });

  it('refuses another company, job seekers and guests, and checks the fields', async () => {
    const team = await companyWithTeam('Guarded Edits');
    const other = await companyWithTeam('Nosy Neighbours');
    const vacancy = await post(team);
    const url = `/api/vacancies/${vacancy.id}`;
    expect((await call(url, { method: 'PUT', payload: wizard() })).statusCode).toBe(401);
    expect((await call(url, { method: 'PUT', token: await workerToken(), payload: wizard() })).statusCode).toBe(403);
    const foreign = await call(url, { method: 'PUT', token: other.owner.token, payload: wizard() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('VACANCY_NOT_FOUND');
    const bad = await call(url, { method: 'PUT', token: team.owner.token, payload: wizard({ title: 'ab' }) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['title']);
  });

  it('lets an admin edit without sending it back to moderation', async () => {
    const team = await companyWithTeam('Admin Edits');
    const vacancy = await post(team);
    await approveVacancy(t.database.db, vacancy.id, t.clock);
    const edited = await call(`/api/vacancies/${vacancy.id}`, {
      method: 'PUT',
      token: await adminToken(),
      payload: wizard({ title: 'Senior React Developer (fixed typo)' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.moderation_status).toBe('approved');
  });

  it('deletes a vacancy of the team; another company and job seekers may not', async () => {
    const team = await companyWithTeam('Deletes');
    const other = await companyWithTeam('Not Theirs');
    const vacancy = await post(team);
    const url = `/api/vacancies/${vacancy.id}`;
    expect((await call(url, { method: 'DELETE' })).statusCode).toBe(401);
    expect((await call(url, { method: 'DELETE', token: await workerToken() })).statusCode).toBe(403);
    expect((await call(url, { method: 'DELETE', token: other.member.token })).statusCode).toBe(404);
    const deleted = await call(url, { method: 'DELETE', token: team.member.token });
    expect(deleted.json()).toEqual({ data: { ok: true } });
    expect((await call(url, { token: team.owner.token })).statusCode).toBe(404);
  });
});

describe('GET /api/me/vacancies', () => {
  it('lists the team’s vacancies by tab with the count of each tab', async () => {
    const team = await companyWithTeam('Tabs Counted');
    const other = await companyWithTeam('Other Tabs');
    const live = await post(team, { title: 'Live One' });
    const paused = await post(team, { title: 'Paused One' });
    const rejected = await post(team, { title: 'Rejected One' });
    await post(team, { title: 'Pending One' });
    await post(other, { title: 'Not Ours' });
    await approveVacancy(t.database.db, live.id, t.clock);
    await approveVacancy(t.database.db, paused.id, t.clock);
    await setVacancyModeration(t.database.db, rejected.id, 'rejected');
    const pausing = await call(`/api/me/vacancies/${paused.id}/state`, {
      method: 'PATCH',
      token: team.member.token,
      payload: { state: 'paused' },
    });
    expect(pausing.statusCode).toBe(200);
    const all = (await call('/api/me/vacancies', { token: team.member.token })).json().data;
    expect(all.list.map((item: { title: string }) => item.title).sort()).toEqual([
      'Live One',
      'Paused One',
      'Pending One',
      'Rejected One',
    ]);
    // "Open" holds only what is open to the public: a pending or rejected vacancy is not open, whatever its state.
    expect(all.counts).toEqual({ all: 4, pending: 1, approved: 2, rejected: 1, active: 1, paused: 1, closed: 0 });
    const openTab = (await call('/api/me/vacancies?state=active', { token: team.owner.token })).json().data;
    expect(openTab).toMatchObject({ total: 1, list: [{ title: 'Live One', state: 'active' }] });
    const pausedTab = (await call('/api/me/vacancies?state=paused', { token: team.owner.token })).json().data;
    expect(pausedTab).toMatchObject({ total: 1, page: 1, pages: 1, list: [{ title: 'Paused One', state: 'paused' }] });
  });

  it('refuses guests, job seekers, admins and an employer without a company', async () => {
    expect((await call('/api/me/vacancies')).statusCode).toBe(401);
    expect((await call('/api/me/vacancies', { token: await workerToken() })).statusCode).toBe(403);
    expect((await call('/api/me/vacancies', { token: await adminToken() })).statusCode).toBe(403);
    expect((await call('/api/me/vacancies?state=everything', { token: await workerToken() })).statusCode).toBe(422);
  });
});

describe('who may manage a vacancy', () => {
  it('lets its team and admins, answers 404 to another company, 403 to job seekers and 401 to guests', async () => {
    const team = await companyWithTeam('Managed By Team');
    const other = await companyWithTeam('Managed Elsewhere');
    const vacancy = await post(team);
    await approveVacancy(t.database.db, vacancy.id, t.clock);
    const [worker, admin] = [await workerToken(), await adminToken()];
    const calls: [string, 'POST' | 'DELETE' | 'PATCH', object | undefined][] = [
      ['vip', 'POST', undefined],
      ['vip', 'DELETE', undefined],
      ['bonus', 'POST', { hiring_bonus: 800 }],
      ['bonus', 'DELETE', undefined],
      ['state', 'PATCH', { state: 'paused' }],
      ['state', 'PATCH', { state: 'active' }],
    ];
    for (const [what, method, payload] of calls) {
      const url = `/api/me/vacancies/${vacancy.id}/${what}`;
      const as = (token?: string) =>
        call(url, { method, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
      expect((await as()).statusCode, `${method} ${what} as a guest`).toBe(401);
      expect((await as(worker)).statusCode, `${method} ${what} as a job seeker`).toBe(403);
      expect((await as(other.member.token)).statusCode, `${method} ${what} as another company`).toBe(404);
      expect((await as(team.member.token)).statusCode, `${method} ${what} as a member`).toBe(200);
      expect((await as(team.owner.token)).statusCode, `${method} ${what} as the owner`).toBe(200);
      expect((await as(admin)).statusCode, `${method} ${what} as an admin`).toBe(200);
    }
    const raise = `/api/me/vacancies/${vacancy.id}/published_at`;
    expect((await call(raise, { method: 'PATCH' })).statusCode).toBe(401);
    expect((await call(raise, { method: 'PATCH', token: worker })).statusCode).toBe(403);
    expect((await call(raise, { method: 'PATCH', token: other.owner.token })).statusCode).toBe(404);
    expect((await call('/api/me/vacancies/999999/vip', { method: 'POST', token: team.owner.token })).statusCode).toBe(
      404,
    );
    const deleted = await call(`/api/vacancies/${vacancy.id}`, { method: 'DELETE', token: admin });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('VIP, hiring bonus, raising and state', () => {
  it('makes an open vacancy VIP up to the company’s limit, and lists it among the VIP vacancies', async () => {
    const team = await companyWithTeam('VIP Company');
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const vacancy = await post(team, { title: `VIP candidate ${i}` });
      await approveVacancy(t.database.db, vacancy.id, t.clock);
      ids.push(vacancy.id);
    }
    const pending = await post(team, { title: 'Not yet approved' });
    const refused = await call(`/api/me/vacancies/${pending.id}/vip`, { method: 'POST', token: team.owner.token });
    expect(refused.json().code).toBe('VACANCY_NOT_LIVE');
    for (const id of ids.slice(0, 3)) {
      const made = await call(`/api/me/vacancies/${id}/vip`, { method: 'POST', token: team.member.token });
      expect(made.statusCode).toBe(200);
      expect(made.json().data.is_vip).toBe(true);
    }
    const fourth = await call(`/api/me/vacancies/${ids[3]}/vip`, { method: 'POST', token: team.owner.token });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('VIP_LIMIT_REACHED');
    const vip = (await call('/api/vacancies/vip')).json().data.list.map((card: { id: number }) => card.id);
    expect(vip).toEqual(expect.arrayContaining(ids.slice(0, 3)));
    expect(vip).not.toContain(ids[3]);
    const removed = await call(`/api/me/vacancies/${ids[0]}/vip`, { method: 'DELETE', token: team.owner.token });
    expect(removed.json().data.is_vip).toBe(false);
    expect(
      (await call(`/api/me/vacancies/${ids[3]}/vip`, { method: 'POST', token: team.owner.token })).statusCode,
    ).toBe(200);
  });

  it('offers and withdraws a hiring bonus', async () => {
    const team = await companyWithTeam('Bonus Company');
    const vacancy = await post(team);
    const url = `/api/me/vacancies/${vacancy.id}/bonus`;
    const offered = await call(url, { method: 'POST', token: team.owner.token, payload: { hiring_bonus: 1500 } });
    expect(offered.json().data.hiring_bonus).toBe(1500);
    expect(
      (await call(url, { method: 'POST', token: team.owner.token, payload: { hiring_bonus: 0 } })).statusCode,
    ).toBe(422);
    const withdrawn = await call(url, { method: 'DELETE', token: team.owner.token });
    expect(withdrawn.json().data.hiring_bonus).toBeNull();
    const other = await companyWithTeam('Bonus Thieves');
    expect((await call(url, { method: 'DELETE', token: other.owner.token })).statusCode).toBe(404);
  });

  it('raises an open vacancy once per 24 hours', async () => {
    const team = await companyWithTeam('Raising Company');
    const fresh = await post(team);
    const freshUrl = `/api/me/vacancies/${fresh.id}/published_at`;
    expect((await call(freshUrl, { method: 'PATCH', token: team.owner.token })).json().code).toBe('VACANCY_NOT_LIVE');
    await approveVacancy(t.database.db, fresh.id, t.clock);
    const early = await call(freshUrl, { method: 'PATCH', token: team.owner.token });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RAISED_TOO_RECENTLY');
    // Published a day ago: the session stays valid while moderation's clock is moved instead of the app's.
    const old = await post(team);
    const dayAgo = new Date(t.clock.now().getTime() - 24 * 60 * 60 * 1000);
    await approveVacancy(t.database.db, old.id, { now: () => dayAgo });
    const oldUrl = `/api/me/vacancies/${old.id}/published_at`;
    const raised = await call(oldUrl, { method: 'PATCH', token: team.member.token });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data.published_at).toBe(t.clock.now().toISOString());
    expect((await call(oldUrl, { method: 'PATCH', token: team.owner.token })).json().code).toBe('RAISED_TOO_RECENTLY');
  });

  it('pauses and reopens a vacancy, closes it for good, and takes it off the public search meanwhile', async () => {
    const team = await companyWithTeam('State Company');
    const vacancy = await post(team, { title: 'Unmistakable Zeppelin Mechanic' });
    await approveVacancy(t.database.db, vacancy.id, t.clock);
    const state = (value: string) =>
      call(`/api/me/vacancies/${vacancy.id}/state`, {
        method: 'PATCH',
        token: team.owner.token,
        payload: { state: value },
      });
    const found = async () => (await call('/api/jobs?search=zeppelin')).json().data.total;
    expect(await found()).toBe(1);
    expect((await state('paused')).json().data.state).toBe('paused');
    expect(await found()).toBe(0);
    expect((await call(`/api/vacancies/${vacancy.id}`)).json().data.state).toBe('paused');
    expect((await state('active')).json().data.state).toBe('active');
    expect(await found()).toBe(1);
    expect((await state('closed')).json().data.state).toBe('closed');
    const reopened = await state('active');
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().code).toBe('VACANCY_CLOSED');
    expect((await state('shelved')).statusCode).toBe(422);
  });
});
