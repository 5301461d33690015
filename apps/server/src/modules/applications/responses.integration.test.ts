import { APPLICATIONS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileOf, registerFromNewIp } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationsKit, CANDIDATE_SECRETS, expectNoSecrets } from './applications-test-kit.ts';

let t: TestApp;
const kit = applicationsKit(() => t);
let acme: Awaited<ReturnType<typeof kit.company>>;
let rival: Awaited<ReturnType<typeof kit.company>>;
beforeAll(async () => {
  t = await createTestApp();
  acme = await kit.company('Acme Responses');
  rival = await kit.company('Rival Responses');
}, 60_000);

/** A vacancy of acme with one application from a listed candidate; the candidate and the response's id. */
async function responded(options = {}) {
  const vacancy = await kit.vacancy(acme.id, acme.member.user.id, options);
  const seeker = await kit.candidate();
  const cv = await kit.uploadCv(seeker.token);
  const applied = await kit.apply(seeker.token, {
    vacancy_id: vacancy.id,
    cover_letter: 'Dear team',
    cv_file_id: cv,
    // Applying with name and contacts: the team sees the CV and the profile opened at once.
    open_profile: true,
  });
  expect(applied.statusCode).toBe(201);
  return { vacancy, seeker, cv, id: applied.json().data.id as number };
}

describe('the responses to one vacancy (GET me/vacancies/{id}/candidates)', () => {
  it('shows each member the response with the anonymous card, the CV and its unread state; the profile call names them', async () => {
    const { vacancy, seeker, cv, id } = await responded();
    const page = await kit.call(`/api/me/vacancies/${vacancy.id}/candidates`, { token: acme.member.token });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      data: {
        list: [
          {
            id,
            vacancy: { id: vacancy.id, slug: vacancy.slug, title: vacancy.title },
            candidate: expect.objectContaining({ id: seeker.candidateId, desired_position: 'Senior Kotlin developer' }),
            is_opened: true,
            applicant: null,
            cover_letter: 'Dear team',
            cv_file_id: cv,
            answers: [],
            status: 'new',
            is_read: false,
            read_at: null,
            rejection: null,
            room_id: expect.any(Number),
            created_at: expect.any(String),
          },
        ],
        total: 1,
        page: 1,
        pages: 1,
        unread: 1,
      },
    });
    // The card carries nothing of who the person is; the candidates' own call does, now that applying opened it.
    expectNoSecrets(page.json());
    const profile = await kit.call(`/api/candidates/${seeker.candidateId}`, { token: acme.member.token });
    expect(JSON.stringify(profile.json())).toContain(CANDIDATE_SECRETS.name);
    expect((await kit.call(`/api/files/${cv}`, { token: acme.owner.token })).statusCode).toBe(200);
  });

  it('filters by read state and pages newest first', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const ids: number[] = [];
    for (let i = 0; i <= APPLICATIONS.pageSize; i += 1) {
      const seeker = await kit.candidate();
      ids.push((await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: `Letter ${i}` })).json().data.id);
      t.clock.advance(1000);
    }
    await kit.call(`/api/me/responses/${ids[0]}/read`, {
      method: 'PATCH',
      token: acme.owner.token,
      payload: { is_read: true },
    });
    const first = (await kit.call(`/api/me/vacancies/${vacancy.id}/candidates`, { token: acme.owner.token })).json()
      .data;
    expect(first).toMatchObject({ total: ids.length, pages: 2, unread: ids.length - 1 });
    expect(first.list[0].id).toBe(ids.at(-1));
    const second = (
      await kit.call(`/api/me/vacancies/${vacancy.id}/candidates?page=2`, { token: acme.owner.token })
    ).json().data;
    expect(second.list.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const read = (
      await kit.call(`/api/me/vacancies/${vacancy.id}/candidates?is_read=1`, { token: acme.owner.token })
    ).json().data;
    expect(read.list.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const unread = (
      await kit.call(`/api/me/vacancies/${vacancy.id}/candidates?is_read=0`, { token: acme.owner.token })
    ).json().data;
    expect(unread.total).toBe(ids.length - 1);
  });

  it('answers a guest 401, a worker 403, another company’s member 404, an admin with the responses', async () => {
    const { vacancy, id } = await responded();
    const url = `/api/me/vacancies/${vacancy.id}/candidates`;
    expect((await kit.call(url)).statusCode).toBe(401);
    expect((await kit.call(url, { token: (await kit.worker()).token })).statusCode).toBe(403);
    const other = await kit.call(url, { token: rival.owner.token });
    expect([other.statusCode, other.json().code]).toEqual([404, 'VACANCY_NOT_FOUND']);
    const admin = await kit.call(url, { token: await kit.siteAdmin() });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await kit.call('/api/me/vacancies/abc/candidates', { token: acme.owner.token })).statusCode).toBe(422);
    expect((await kit.call(`${url}?page=0`, { token: acme.owner.token })).statusCode).toBe(422);
  });

  it('refuses a company account without a company, and a team member once the owner blocked them', async () => {
    const { vacancy } = await responded();
    const url = `/api/me/vacancies/${vacancy.id}/candidates`;
    const lone = await registerFromNewIp(t.app, { role_id: 2 });
    const refused = await kit.call(url, { token: lone.token });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'COMPANY_REQUIRED']);
    const team = await kit.company('Blocking Co');
    const theirs = await kit.vacancy(team.id, team.owner.user.id);
    const before = await kit.call(`/api/me/vacancies/${theirs.id}/candidates`, { token: team.member.token });
    expect(before.statusCode).toBe(200);
    const blocked = await kit.call(`/api/employers/${team.member.user.id}/block`, {
      method: 'POST',
      token: team.owner.token,
    });
    expect(blocked.statusCode).toBe(200);
    expect((await kit.call(`/api/me/vacancies/${theirs.id}/candidates`, { token: team.member.token })).statusCode).toBe(
      401,
    );
    expect((await kit.call('/api/me/responses', { token: team.member.token })).statusCode).toBe(401);
  });
});

describe('all of the company’s responses (GET me/responses)', () => {
  it('lists the company’s responses only, by vacancy and state, with the unread count the badge shows', async () => {
    const a = await responded();
    const b = await responded();
    const theirs = await kit.vacancy(rival.id, rival.owner.user.id);
    await kit.apply((await kit.candidate()).token, { vacancy_id: theirs.id, cover_letter: 'Hi rival' });
    const all = (await kit.call('/api/me/responses', { token: acme.admin.token })).json().data;
    const ids = all.list.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(all.list.every((r: { vacancy: { id: number } }) => r.vacancy.id !== theirs.id)).toBe(true);
    const one = (await kit.call(`/api/me/responses?vacancy_id=${a.vacancy.id}`, { token: acme.admin.token })).json()
      .data;
    expect(one).toMatchObject({ total: 1, unread: 1, list: [{ id: a.id }] });
    const foreign = (await kit.call(`/api/me/responses?vacancy_id=${theirs.id}`, { token: acme.admin.token })).json()
      .data;
    expect(foreign).toMatchObject({ total: 0, list: [], unread: 0 });
    await kit.call(`/api/me/responses/${a.id}/read`, {
      method: 'PATCH',
      token: acme.member.token,
      payload: { is_read: true },
    });
    const read = (await kit.call('/api/me/responses?state=read', { token: acme.owner.token })).json().data;
    expect(read.list.map((r: { id: number }) => r.id)).toContain(a.id);
    expect(read.list.map((r: { id: number }) => r.id)).not.toContain(b.id);
    const unread = (await kit.call('/api/me/responses?state=unread', { token: acme.owner.token })).json().data;
    expect(unread.list.map((r: { id: number }) => r.id)).toContain(b.id);
    expect((await profileOf(t.app, acme.owner.token)).json().data.unread_responses).toBe(unread.total);
    expect(unread.unread).toBe(unread.total);
  });

  it('answers a guest 401, a worker and an admin 403, and refuses a bad filter', async () => {
    expect((await kit.call('/api/me/responses')).statusCode).toBe(401);
    expect((await kit.call('/api/me/responses', { token: (await kit.worker()).token })).statusCode).toBe(403);
    expect((await kit.call('/api/me/responses', { token: await kit.siteAdmin() })).statusCode).toBe(403);
    const bad = await kit.call('/api/me/responses?state=maybe&vacancy_id=-1', { token: acme.owner.token });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['state', 'vacancy_id']);
  });
});

describe('marking a response read or unread (PATCH me/responses/{id}/read)', () => {
  it('marks it for the whole team and back, and moves the badge', async () => {
    const { id } = await responded();
    const before = (await profileOf(t.app, acme.owner.token)).json().data.unread_responses;
    const read = await kit.call(`/api/me/responses/${id}/read`, {
      method: 'PATCH',
      token: acme.member.token,
      payload: { is_read: true },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, is_read: true, read_at: expect.any(String) });
    expect((await profileOf(t.app, acme.owner.token)).json().data.unread_responses).toBe(before - 1);
    const unread = await kit.call(`/api/me/responses/${id}/read`, {
      method: 'PATCH',
      token: acme.owner.token,
      payload: { is_read: false },
    });
    expect(unread.json().data).toMatchObject({ is_read: false, read_at: null });
  });

  it('answers another company’s response as not found, a worker 403, a guest 401, and refuses a bad body', async () => {
    const { id } = await responded();
    const patch = (token: string | null, payload: object = { is_read: true }) =>
      kit.call(`/api/me/responses/${id}/read`, { method: 'PATCH', token, payload });
    const other = await patch(rival.owner.token);
    expect([other.statusCode, other.json().code]).toEqual([404, 'RESPONSE_NOT_FOUND']);
    expect((await patch((await kit.worker()).token)).statusCode).toBe(403);
    expect((await patch(null)).statusCode).toBe(401);
    const bad = await patch(acme.owner.token, { is_read: 'often' });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['is_read']]);
    const missing = await kit.call('/api/me/responses/2000000000/read', {
      method: 'PATCH',
      token: acme.owner.token,
      payload: { is_read: true },
    });
    expect(missing.json().code).toBe('RESPONSE_NOT_FOUND');
  });
});

describe('turning a response down (POST me/responses/{id}/reject)', () => {
  it('turns it down with a fixed reason and the company’s words, which the worker sees; once only', async () => {
    const { id, seeker } = await responded();
    const rejected = await kit.call(`/api/me/responses/${id}/reject`, {
      method: 'POST',
      token: acme.member.token,
      payload: { reason_key: 'skills', text: '  We need more Rust.  ' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      is_read: true,
      rejection: { reason_key: 'skills', text: 'We need more Rust.', rejected_at: expect.any(String) },
    });
    const mine = (await kit.call('/api/me/applications', { token: seeker.token })).json().data.list[0];
    expect(mine).toMatchObject({
      status: 'rejected',
      is_read: true,
      rejection: { reason_key: 'skills', text: 'We need more Rust.' },
    });
    const rejectedOnly = (await kit.call('/api/me/applications?status=rejected', { token: seeker.token })).json().data;
    expect(rejectedOnly.total).toBe(1);
    const again = await kit.call(`/api/me/responses/${id}/reject`, {
      method: 'POST',
      token: acme.owner.token,
      payload: { reason_key: 'other' },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'RESPONSE_ALREADY_DECIDED']);
  });

  it('refuses an unknown reason, too long a text, another company, a worker and a guest', async () => {
    const { id } = await responded();
    const reject = (token: string | null, payload: object) =>
      kit.call(`/api/me/responses/${id}/reject`, { method: 'POST', token, payload });
    const unknown = await reject(acme.owner.token, { reason_key: 'vibes' });
    expect([unknown.statusCode, Object.keys(unknown.json().errors)]).toEqual([422, ['reason_key']]);
    const long = await reject(acme.owner.token, {
      reason_key: 'other',
      text: 'x'.repeat(APPLICATIONS.rejectTextMax + 1),
    });
    expect([long.statusCode, Object.keys(long.json().errors)]).toEqual([422, ['text']]);
    expect((await reject(rival.owner.token, { reason_key: 'other' })).json().code).toBe('RESPONSE_NOT_FOUND');
    expect((await reject((await kit.worker()).token, { reason_key: 'other' })).statusCode).toBe(403);
    expect((await reject(null, { reason_key: 'other' })).statusCode).toBe(401);
  });
});

describe('the worker’s applications (GET me/applications)', () => {
  it('lists only their own, newest first, with each vacancy’s card; others and guests get nothing of it', async () => {
    const seeker = await kit.candidate();
    const first = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'First Role' });
    const second = await kit.vacancy(rival.id, rival.owner.user.id, { title: 'Second Role' });
    await kit.apply(seeker.token, { vacancy_id: first.id, cover_letter: 'One' });
    t.clock.advance(1000);
    await kit.apply(seeker.token, { vacancy_id: second.id, cover_letter: 'Two' });
    const mine = (await kit.call('/api/me/applications', { token: seeker.token })).json().data;
    expect(mine).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(mine.list.map((a: { vacancy: { title: string } }) => a.vacancy.title)).toEqual([
      'Second Role',
      'First Role',
    ]);
    expect(mine.list[0].vacancy.company).toMatchObject({ id: rival.id, name: 'Rival Responses' });
    expect((await kit.call('/api/me/applications', { token: (await kit.worker()).token })).json().data.total).toBe(0);
    expect((await kit.call('/api/me/applications')).statusCode).toBe(401);
    expect((await kit.call('/api/me/applications', { token: acme.owner.token })).statusCode).toBe(403);
    expect((await kit.call('/api/me/applications?status=lost', { token: seeker.token })).statusCode).toBe(422);
  });
});

describe('a candidate who closes or hides the profile after applying', () => {
  it('keeps the response but shows the company no CV once closed, and no card once hidden', async () => {
    const { vacancy, seeker, cv } = await responded();
    const url = `/api/me/vacancies/${vacancy.id}/candidates`;
    await kit.call(`/api/open-profile/${acme.id}`, { method: 'DELETE', token: seeker.token });
    const closed = (await kit.call(url, { token: acme.owner.token })).json().data.list[0];
    expect(closed).toMatchObject({ is_opened: false, cv_file_id: null, candidate: { id: seeker.candidateId } });
    expect((await kit.call(`/api/files/${cv}`, { token: acme.owner.token })).statusCode).toBe(404);
    await kit.call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: seeker.token,
      payload: { company_id: acme.id },
    });
    const hidden = (await kit.call(url, { token: acme.owner.token })).json().data.list[0];
    expect(hidden).toMatchObject({
      is_opened: false,
      cv_file_id: null,
      candidate: null,
      applicant: null,
      room_id: null,
    });
    expectNoSecrets(hidden);
  });
});

describe('writing to an applicant from the response', () => {
  it('gives the team the room applying opened with the candidate, and an admin none', async () => {
    const { id, seeker } = await responded();
    const listed = (await kit.call('/api/me/responses', { token: acme.member.token })).json().data.list;
    const response = listed.find((entry: { id: number }) => entry.id === id);
    expect(response.room_id).toEqual(expect.any(Number));
    const thread = await kit.call(`/api/messages?room_id=${response.room_id}`, { token: acme.member.token });
    expect(thread.statusCode).toBe(200);
    const written = await kit.call('/api/messages', {
      method: 'POST',
      token: acme.member.token,
      payload: { room_id: response.room_id, text: 'When could you talk?' },
    });
    expect(written.statusCode).toBe(201);
    const seen = await kit.call(`/api/messages?room_id=${response.room_id}`, { token: seeker.token });
    expect(JSON.stringify(seen.json())).toContain('When could you talk?');
    const vacancyId = response.vacancy.id;
    const admin = await kit.call(`/api/me/vacancies/${vacancyId}/candidates`, { token: await kit.siteAdmin() });
    expect(admin.json().data.list[0]).toMatchObject({ id, room_id: null });
  });
});
