import { APPLICATIONS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, profileOf } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setCandidateModeration } from '../candidates/index.ts';
import { applicationsKit, CANDIDATE_SECRETS, expectNoSecrets } from './applications-test-kit.ts';

let t: TestApp;
const kit = applicationsKit(() => t);
let acme: Awaited<ReturnType<typeof kit.company>>;
let rival: Awaited<ReturnType<typeof kit.company>>;
beforeAll(async () => {
  t = await createTestApp();
  acme = await kit.company('Acme Offers');
  rival = await kit.company('Rival Offers');
}, 60_000);

const offer = (token: string | null, payload: object) =>
  kit.call('/api/job-offers', { method: 'POST', token, payload });
const answer = (token: string | null, id: number, how: 'approve' | 'decline') =>
  kit.call(`/api/job-offers/${id}/${how}`, { method: 'POST', token });
const message = 'We would love you on the payments team.';

describe('sending an offer (POST job-offers)', () => {
  it('offers a listed candidate one of the company’s open vacancies; the worker is mailed and sees it unread', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Payments Engineer' });
    const seeker = await kit.candidate();
    const sent = await offer(acme.member.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      data: {
        id: expect.any(Number),
        source: 'candidate',
        message,
        status: 'pending',
        is_answer_read: false,
        answered_at: null,
        created_at: expect.any(String),
        application_id: null,
        vacancy: { id: vacancy.id, slug: vacancy.slug, title: 'Payments Engineer' },
        candidate: expect.objectContaining({ id: seeker.candidateId }),
      },
    });
    expectNoSecrets(sent.json());
    const mail = await lastMailTo(t.database, seeker.account.email);
    expect(mail).toMatchObject({ kind: 'job_offer_received', subject: 'Acme Offers offers you a job' });
    expect(mail.text).toContain('http://hushwork.test/profile/offers');
    const mine = (await kit.call('/api/me/offers', { token: seeker.token })).json().data;
    expect(mine).toMatchObject({ total: 1, unread: 1 });
    expect(mine.list[0]).toMatchObject({
      id: sent.json().data.id,
      status: 'pending',
      is_read: false,
      vacancy: { id: vacancy.id, title: 'Payments Engineer' },
      company: { id: acme.id, name: 'Acme Offers' },
    });
    expect((await profileOf(t.app, seeker.token)).json().data.unread_offers).toBe(1);
    // Reading the list marks nothing.
    expect((await kit.call('/api/me/offers', { token: seeker.token })).json().data.unread).toBe(1);
  });

  it('opens the company’s room with the candidate (issue 18)', async () => {
    const team = await kit.company('Offer Room Co');
    const vacancy = await kit.vacancy(team.id, team.owner.user.id);
    const seeker = await kit.candidate();
    const sent = await offer(team.member.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message });
    expect(sent.statusCode).toBe(201);
    const mine = (await kit.call('/api/me/rooms', { token: seeker.token })).json().data;
    expect(mine.list).toEqual([
      expect.objectContaining({ side: 'candidate', company: expect.objectContaining({ id: team.id }) }),
    ]);
    const theirs = (await kit.call('/api/me/rooms', { token: team.owner.token })).json().data;
    expect(theirs.list.map((room: { id: number }) => room.id)).toEqual([mine.list[0].id]);
  });

  it('sends one from a response, which marks the response answered with an offer', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    const applied = (await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hi' })).json().data;
    const sent = await offer(acme.owner.token, {
      candidate_id: seeker.candidateId,
      vacancy_id: vacancy.id,
      application_id: applied.id,
      message,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ source: 'response', application_id: applied.id });
    const response = (await kit.call(`/api/me/vacancies/${vacancy.id}/candidates`, { token: acme.owner.token })).json()
      .data.list[0];
    expect(response).toMatchObject({ id: applied.id, status: 'offered', is_read: true });
    const rejected = await kit.call(`/api/me/responses/${applied.id}/reject`, {
      method: 'POST',
      token: acme.owner.token,
      payload: { reason_key: 'other' },
    });
    expect(rejected.json().code).toBe('RESPONSE_ALREADY_DECIDED');
  });

  it('refuses a response of another vacancy, company or candidate, and one turned down', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const other = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    const stranger = await kit.candidate();
    const applied = (await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hi' })).json().data;
    for (const payload of [
      { candidate_id: seeker.candidateId, vacancy_id: other.id, application_id: applied.id, message },
      { candidate_id: stranger.candidateId, vacancy_id: vacancy.id, application_id: applied.id, message },
      { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, application_id: 2_000_000_000, message },
    ]) {
      const refused = await offer(acme.owner.token, payload);
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'RESPONSE_NOT_FOUND']);
    }
    await kit.call(`/api/me/responses/${applied.id}/reject`, {
      method: 'POST',
      token: acme.owner.token,
      payload: { reason_key: 'salary' },
    });
    const decided = await offer(acme.owner.token, {
      candidate_id: seeker.candidateId,
      vacancy_id: vacancy.id,
      application_id: applied.id,
      message,
    });
    expect([decided.statusCode, decided.json().code]).toEqual([409, 'RESPONSE_ALREADY_DECIDED']);
  });

  it('refuses a second pending offer, another company’s vacancy, a paused or closed one, and a hidden or unlisted candidate', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    expect(
      (await offer(acme.owner.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message })).statusCode,
    ).toBe(201);
    const again = await offer(acme.member.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message });
    expect([again.statusCode, again.json().code]).toEqual([409, 'OFFER_EXISTS']);
    const theirs = await kit.vacancy(rival.id, rival.owner.user.id);
    const paused = await kit.vacancy(acme.id, acme.owner.user.id, { state: 'paused' });
    const closed = await kit.vacancy(acme.id, acme.owner.user.id, { state: 'closed' });
    const pending = await kit.vacancy(acme.id, acme.owner.user.id, { moderation_status: 'pending' });
    const codes = [];
    for (const id of [theirs.id, paused.id, closed.id, pending.id, 2_000_000_000]) {
      const refused = await offer(acme.owner.token, { candidate_id: seeker.candidateId, vacancy_id: id, message });
      codes.push([refused.statusCode, refused.json().code]);
    }
    expect(codes).toEqual([
      [404, 'VACANCY_NOT_FOUND'],
      [409, 'VACANCY_PAUSED'],
      [409, 'VACANCY_NOT_OPEN'],
      [409, 'VACANCY_NOT_OPEN'],
      [404, 'VACANCY_NOT_FOUND'],
    ]);
    const hiding = await kit.candidate();
    await kit.call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: hiding.token,
      payload: { company_id: acme.id },
    });
    const unlisted = await kit.candidate({ is_public: false });
    const rejectedProfile = await kit.candidate();
    await setCandidateModeration(t.database.db, rejectedProfile.candidateId, 'rejected');
    for (const id of [hiding.candidateId, unlisted.candidateId, rejectedProfile.candidateId, 2_000_000_000]) {
      const refused = await offer(acme.owner.token, { candidate_id: id, vacancy_id: vacancy.id, message });
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'CANDIDATE_NOT_FOUND']);
    }
    // One who is not public but applied (anonymously: sending the company the profile, not who they are) may be
    // offered the job.
    await kit.apply(unlisted.token, { vacancy_id: vacancy.id, cover_letter: 'Hi' });
    expect(
      (await offer(acme.owner.token, { candidate_id: unlisted.candidateId, vacancy_id: vacancy.id, message }))
        .statusCode,
    ).toBe(201);
  });

  it('answers a guest 401, a worker and an admin 403, a company account without a team 403, and refuses bad fields', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    const payload = { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message };
    expect((await offer(null, payload)).statusCode).toBe(401);
    expect((await offer(seeker.token, payload)).statusCode).toBe(403);
    expect((await offer(await kit.siteAdmin(), payload)).statusCode).toBe(403);
    const { registerFromNewIp } = await import('../../test/identity-helpers.ts');
    const lone = await registerFromNewIp(t.app, { role_id: 2 });
    expect((await offer(lone.token, payload)).json().code).toBe('COMPANY_REQUIRED');
    for (const [bad, field] of [
      [{ ...payload, candidate_id: 'x' }, 'candidate_id'],
      [{ ...payload, vacancy_id: 0 }, 'vacancy_id'],
      [{ ...payload, application_id: -3 }, 'application_id'],
      [{ ...payload, message: '' }, 'message'],
      [{ ...payload, message: 'x'.repeat(APPLICATIONS.offerMessageMax + 1) }, 'message'],
    ] as const) {
      const refused = await offer(acme.owner.token, bad);
      expect(refused.statusCode, field).toBe(422);
      expect(Object.keys(refused.json().errors), field).toEqual([field]);
    }
  });
});

describe('a quick-job proposal (POST candidates/quick-job/{candidate_id})', () => {
  it('proposes an open vacancy without a message, as an offer of its own source', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    const url = `/api/candidates/quick-job/${seeker.candidateId}`;
    const sent = await kit.call(url, { method: 'POST', token: acme.member.token, payload: { vacancy_id: vacancy.id } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ source: 'quick_job', message: '', status: 'pending' });
    const again = await kit.call(url, {
      method: 'POST',
      token: acme.member.token,
      payload: { vacancy_id: vacancy.id },
    });
    expect(again.json().code).toBe('OFFER_EXISTS');
    const paused = await kit.vacancy(acme.id, acme.owner.user.id, { state: 'paused' });
    const refused = await kit.call(url, {
      method: 'POST',
      token: acme.member.token,
      payload: { vacancy_id: paused.id },
    });
    expect(refused.json().code).toBe('VACANCY_PAUSED');
    expect((await kit.call(url, { method: 'POST', payload: { vacancy_id: vacancy.id } })).statusCode).toBe(401);
    expect(
      (await kit.call(url, { method: 'POST', token: seeker.token, payload: { vacancy_id: vacancy.id } })).statusCode,
    ).toBe(403);
    const bad = await kit.call('/api/candidates/quick-job/abc', {
      method: 'POST',
      token: acme.member.token,
      payload: {},
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('answering an offer (POST job-offers/{id}/approve and decline)', () => {
  it('approving opens the profile to the company, tells the sender by mail, and the company sees the answer', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Approval Role' });
    const seeker = await kit.candidate();
    const sent = (
      await offer(acme.member.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    const before = await kit.call(`/api/candidates/${seeker.candidateId}`, { token: acme.member.token });
    expect(JSON.stringify(before.json())).not.toContain(CANDIDATE_SECRETS.name);
    const approved = await answer(seeker.token, sent.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      id: sent.id,
      status: 'approved',
      is_read: true,
      answered_at: expect.any(String),
    });
    const after = await kit.call(`/api/candidates/${seeker.candidateId}`, { token: acme.member.token });
    expect(JSON.stringify(after.json())).toContain(CANDIDATE_SECRETS.name);
    const openings = (await kit.call('/api/open-profile', { token: seeker.token })).json().data.list;
    expect(openings).toEqual([
      expect.objectContaining({ source: 'offer', company: expect.objectContaining({ id: acme.id }) }),
    ]);
    const mail = await lastMailTo(t.database, acme.member.account.email);
    expect(mail).toMatchObject({ kind: 'job_offer_answered' });
    expect(mail.text).toContain('approved your offer for “Approval Role”');
    const sentList = (await kit.call('/api/me/company/offers', { token: acme.owner.token })).json().data;
    const listed = sentList.list.find((o: { id: number }) => o.id === sent.id);
    expect(listed).toMatchObject({ status: 'approved', is_answer_read: false });
    expect(sentList.unread).toBeGreaterThan(0);
    const again = await answer(seeker.token, sent.id, 'decline');
    expect([again.statusCode, again.json().code]).toEqual([409, 'OFFER_ALREADY_ANSWERED']);
  });

  it('declining opens nothing, and the answer mail is not written when the sender turned job offers off', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const team = await kit.company('Quiet Offers');
    const theirs = await kit.vacancy(team.id, team.owner.user.id);
    await kit.turnOff(team.admin.token, 'job_offer');
    const seeker = await kit.candidate();
    const sent = (
      await offer(team.admin.token, { candidate_id: seeker.candidateId, vacancy_id: theirs.id, message })
    ).json().data;
    const declined = await answer(seeker.token, sent.id, 'decline');
    expect(declined.json().data).toMatchObject({ status: 'declined' });
    expect(await kit.kindsTo(team.admin.account.email)).not.toContain('job_offer_answered');
    expect((await kit.call('/api/open-profile', { token: seeker.token })).json().data.list).toEqual([]);
    // A worker who turned job offers off is not mailed about new ones.
    await kit.turnOff(seeker.token, 'job_offer');
    await offer(acme.owner.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message });
    expect((await kit.kindsTo(seeker.account.email)).filter((kind) => kind === 'job_offer_received')).toHaveLength(1);
  });

  it('refuses an approval after the candidate hid from the company, changing nothing', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    const sent = (
      await offer(acme.owner.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    await kit.call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: seeker.token,
      payload: { company_id: acme.id },
    });
    const refused = await answer(seeker.token, sent.id, 'approve');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'COMPANY_HIDDEN']);
    expect((await kit.call('/api/me/offers', { token: seeker.token })).json().data.list[0].status).toBe('pending');
    // Hidden: the company's list shows the offer without the candidate's card.
    const listed = (await kit.call('/api/me/company/offers', { token: acme.owner.token })).json().data.list;
    expect(listed.find((o: { id: number }) => o.id === sent.id).candidate).toBeNull();
  });

  it('answers another worker’s offer as not found, a company 403, a guest 401', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    const sent = (
      await offer(acme.owner.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    const other = await answer((await kit.worker()).token, sent.id, 'approve');
    expect([other.statusCode, other.json().code]).toEqual([404, 'OFFER_NOT_FOUND']);
    expect((await answer(acme.owner.token, sent.id, 'approve')).statusCode).toBe(403);
    expect((await answer(null, sent.id, 'decline')).statusCode).toBe(401);
    expect((await kit.call('/api/job-offers/abc/approve', { method: 'POST', token: seeker.token })).statusCode).toBe(
      422,
    );
  });
});

describe('an outstaffed candidate’s offers (POST outstaff/{candidate}/job-offers/{offer}/approve and decline)', () => {
  it('lets an admin approve for an outstaffer, opening the profile as outstaff; refuses others and non-admins', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const outstaffer = await kit.candidate({ employment: ['is_outstaffing'] });
    const sent = (
      await offer(acme.owner.token, { candidate_id: outstaffer.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    expect(sent.source).toBe('outstaff');
    const admin = await kit.siteAdmin();
    const url = (candidate: number, id: number, how: string) => `/api/outstaff/${candidate}/job-offers/${id}/${how}`;
    expect(
      (await kit.call(url(outstaffer.candidateId, sent.id, 'approve'), { method: 'POST', token: outstaffer.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await kit.call(url(outstaffer.candidateId, sent.id, 'approve'), { method: 'POST', token: acme.owner.token }))
        .statusCode,
    ).toBe(403);
    expect((await kit.call(url(outstaffer.candidateId, sent.id, 'approve'), { method: 'POST' })).statusCode).toBe(401);
    const plain = await kit.candidate();
    const plainOffer = (
      await offer(acme.owner.token, { candidate_id: plain.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    const notOutstaff = await kit.call(url(plain.candidateId, plainOffer.id, 'approve'), {
      method: 'POST',
      token: admin,
    });
    expect([notOutstaff.statusCode, notOutstaff.json().code]).toEqual([422, 'NOT_OUTSTAFF']);
    const wrongPair = await kit.call(url(outstaffer.candidateId, plainOffer.id, 'approve'), {
      method: 'POST',
      token: admin,
    });
    expect([wrongPair.statusCode, wrongPair.json().code]).toEqual([404, 'OFFER_NOT_FOUND']);
    const missing = await kit.call(url(2_000_000_000, sent.id, 'approve'), { method: 'POST', token: admin });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'CANDIDATE_NOT_FOUND']);
    const approved = await kit.call(url(outstaffer.candidateId, sent.id, 'approve'), { method: 'POST', token: admin });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    const openings = (await kit.call('/api/open-profile', { token: outstaffer.token })).json().data.list;
    expect(openings).toEqual([expect.objectContaining({ source: 'outstaff' })]);
    const again = await kit.call(url(outstaffer.candidateId, sent.id, 'decline'), { method: 'POST', token: admin });
    expect(again.json().code).toBe('OFFER_ALREADY_ANSWERED');
  });

  it('lets an admin decline for an outstaffer', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const outstaffer = await kit.candidate({ employment: ['is_outstaffing'] });
    const sent = (
      await offer(acme.owner.token, { candidate_id: outstaffer.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    const declined = await kit.call(`/api/outstaff/${outstaffer.candidateId}/job-offers/${sent.id}/decline`, {
      method: 'POST',
      token: await kit.siteAdmin(),
    });
    expect(declined.json().data).toMatchObject({ status: 'declined' });
    expect((await kit.call('/api/open-profile', { token: outstaffer.token })).json().data.list).toEqual([]);
  });
});

describe('reading offers', () => {
  it('marks an offer read and unread for its worker only, and moves the badge', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.candidate();
    const sent = (
      await offer(acme.owner.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    const mark = (token: string | null, is_read: unknown) =>
      kit.call(`/api/me/offers/${sent.id}/read`, { method: 'PATCH', token, payload: { is_read } });
    expect((await mark(seeker.token, true)).json().data).toMatchObject({ id: sent.id, is_read: true });
    expect((await profileOf(t.app, seeker.token)).json().data.unread_offers).toBe(0);
    expect((await mark(seeker.token, false)).json().data.is_read).toBe(false);
    expect((await profileOf(t.app, seeker.token)).json().data.unread_offers).toBe(1);
    expect((await mark((await kit.worker()).token, true)).json().code).toBe('OFFER_NOT_FOUND');
    expect((await mark(acme.owner.token, true)).statusCode).toBe(403);
    expect((await mark(null, true)).statusCode).toBe(401);
    expect((await mark(seeker.token, 'yes')).statusCode).toBe(422);
    // An answered offer is no longer counted, read or not.
    await answer(seeker.token, sent.id, 'decline');
    expect((await profileOf(t.app, seeker.token)).json().data.unread_offers).toBe(0);
  });

  it('lists a company’s sent offers by vacancy and status, and marks an answer read for its team only', async () => {
    const team = await kit.company('Listing Offers');
    const vacancy = await kit.vacancy(team.id, team.owner.user.id);
    const other = await kit.vacancy(team.id, team.owner.user.id);
    const seeker = await kit.candidate();
    const first = (
      await offer(team.member.token, { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message })
    ).json().data;
    await offer(team.owner.token, { candidate_id: seeker.candidateId, vacancy_id: other.id, message });
    await answer(seeker.token, first.id, 'decline');
    const all = (await kit.call('/api/me/company/offers', { token: team.admin.token })).json().data;
    expect(all).toMatchObject({ total: 2, unread: 1 });
    expectNoSecrets(all);
    const byVacancy = (
      await kit.call(`/api/me/company/offers?vacancy_id=${vacancy.id}`, { token: team.admin.token })
    ).json().data;
    expect(byVacancy.list.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const declined = (await kit.call('/api/me/company/offers?status=declined', { token: team.admin.token })).json()
      .data;
    expect(declined.list.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const read = await kit.call(`/api/me/company/offers/${first.id}/read`, {
      method: 'PATCH',
      token: team.member.token,
      payload: { is_read: true },
    });
    expect(read.json().data).toMatchObject({ id: first.id, is_answer_read: true });
    expect((await kit.call('/api/me/company/offers', { token: team.owner.token })).json().data.unread).toBe(0);
    const foreign = await kit.call(`/api/me/company/offers/${first.id}/read`, {
      method: 'PATCH',
      token: rival.owner.token,
      payload: { is_read: true },
    });
    expect(foreign.json().code).toBe('OFFER_NOT_FOUND');
    expect((await kit.call('/api/me/company/offers', { token: rival.owner.token })).json().data.list).toEqual([]);
    expect((await kit.call('/api/me/company/offers')).statusCode).toBe(401);
    expect((await kit.call('/api/me/company/offers', { token: seeker.token })).statusCode).toBe(403);
    expect((await kit.call('/api/me/company/offers?status=maybe', { token: team.owner.token })).statusCode).toBe(422);
    expect((await kit.call('/api/me/offers?status=maybe', { token: seeker.token })).statusCode).toBe(422);
    expect((await kit.call('/api/me/offers', { token: team.owner.token })).statusCode).toBe(403);
    expect((await kit.call('/api/me/offers')).statusCode).toBe(401);
  });
});
