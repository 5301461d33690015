import { APPLICATIONS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileOf } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationsKit, CANDIDATE_SECRETS } from './applications-test-kit.ts';

let t: TestApp;
const kit = applicationsKit(() => t);
let acme: Awaited<ReturnType<typeof kit.company>>;
beforeAll(async () => {
  t = await createTestApp();
  acme = await kit.company('Acme Applied');
}, 60_000);

const open = (options = {}) => kit.vacancy(acme.id, acme.member.user.id, options);

describe('applying to a vacancy', () => {
  it('applies with the candidate profile and name and contacts, answers the questions, and opens the profile', async () => {
    const vacancy = await open({ questions: ['Why us?', 'When can you start?'] });
    const [why, when] = (await kit.call(`/api/vacancies/${vacancy.id}`)).json().data.questions;
    const seeker = await kit.candidate();
    const before = await kit.call(`/api/candidates/${seeker.candidateId}`, { token: acme.owner.token });
    expect(JSON.stringify(before.json())).not.toContain(CANDIDATE_SECRETS.name);

    const applied = await kit.apply(seeker.token, {
      vacancy_id: vacancy.id,
      cover_letter: '  I build Kotlin services.  ',
      open_profile: true,
      answers: [
        { question_id: when.id, answer: 'In a month' },
        { question_id: why.id, answer: 'Your product' },
      ],
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toEqual({
      data: { id: expect.any(Number), vacancy_id: vacancy.id, status: 'new', created_at: expect.any(String) },
    });
    // Applying with name and contacts was the candidate's consent: the company's members now read who they are.
    const after = await kit.call(`/api/candidates/${seeker.candidateId}`, { token: acme.member.token });
    expect(after.json().data.view).toBe('opened');
    expect(JSON.stringify(after.json())).toContain(CANDIDATE_SECRETS.name);
    const openings = (await kit.call('/api/open-profile', { token: seeker.token })).json().data.list;
    expect(openings).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: acme.id }), source: 'application' }),
    ]);

    const mine = (await kit.call('/api/me/applications', { token: seeker.token })).json().data;
    expect(mine.list[0]).toMatchObject({
      vacancy_id: vacancy.id,
      company_id: acme.id,
      profile: 'opened',
      vacancy: { id: vacancy.id, title: vacancy.title, company: { id: acme.id } },
      cover_letter: 'I build Kotlin services.',
      status: 'new',
      is_read: false,
      rejection: null,
      answers: [
        { question_id: why.id, question: 'Why us?', answer: 'Your product' },
        { question_id: when.id, question: 'When can you start?', answer: 'In a month' },
      ],
    });
  });

  it('applies without a profile with a CV of their own upload and name, and refuses a CV of someone else or none', async () => {
    const vacancy = await open();
    const seeker = await kit.worker();
    const other = await kit.worker();
    const none = await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hello' });
    expect([none.statusCode, none.json().code]).toEqual([422, 'PROFILE_OR_CV_REQUIRED']);
    const foreign = await kit.apply(seeker.token, {
      vacancy_id: vacancy.id,
      cover_letter: 'Hello',
      cv_file_id: await kit.uploadCv(other.token),
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([422, 'CV_NOT_FOUND']);
    const unknown = await kit.apply(seeker.token, {
      vacancy_id: vacancy.id,
      cover_letter: 'Hello',
      cv_file_id: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.json().code).toBe('CV_NOT_FOUND');
    const cv = await kit.uploadCv(seeker.token);
    // A CV goes with the applicant's name and e-mail: it is sent only on that choice, never as "anonymous".
    const anonymous = await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hello', cv_file_id: cv });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([422, 'ANONYMOUS_NEEDS_PROFILE']);
    expect(anonymous.json().message).toBe(
      'To apply anonymously, create your candidate profile first; a CV alone is sent with your name and e-mail.',
    );
    const applied = await kit.apply(seeker.token, {
      vacancy_id: vacancy.id,
      cover_letter: 'Hello',
      cv_file_id: cv,
      open_profile: true,
    });
    expect(applied.statusCode).toBe(201);
    const mine = (await kit.call('/api/me/applications', { token: seeker.token })).json().data.list;
    expect(mine).toEqual([expect.objectContaining({ cv_file_id: cv, vacancy_id: vacancy.id, profile: 'none' })]);
  });

  it('refuses a second application to the same vacancy', async () => {
    const vacancy = await open();
    const seeker = await kit.candidate();
    expect((await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'One' })).statusCode).toBe(201);
    const again = await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Two' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'APPLICATION_EXISTS', message: 'You have already applied to this vacancy.' });
    expect((await kit.call('/api/me/applications', { token: seeker.token })).json().data.total).toBe(1);
  });

  it('refuses a paused and a closed vacancy each with its own code, and one not approved as not found', async () => {
    const seeker = await kit.candidate();
    const paused = await open({ state: 'paused' });
    const closed = await open({ state: 'closed' });
    const pending = await open({ moderation_status: 'pending' });
    const answers = await Promise.all(
      [paused, closed, pending, { id: 2_000_000_000 }].map((v) =>
        kit.apply(seeker.token, { vacancy_id: v.id, cover_letter: 'Hi' }),
      ),
    );
    expect(answers.map((a) => [a.statusCode, a.json().code])).toEqual([
      [409, 'VACANCY_PAUSED'],
      [409, 'VACANCY_NOT_OPEN'],
      [404, 'VACANCY_NOT_FOUND'],
      [404, 'VACANCY_NOT_FOUND'],
    ]);
    const uk = await kit.call('/api/job-applications', {
      method: 'POST',
      token: seeker.token,
      payload: { vacancy_id: paused.id, cover_letter: 'Hi' },
      locale: 'uk',
    });
    expect(uk.json().message).toBe(
      'Компанія призупинила цю вакансію й поки не приймає відгуки та не надсилає пропозиції.',
    );
  });

  it('refuses answers that miss a question, repeat one or answer another vacancy’s', async () => {
    const vacancy = await open({ questions: ['First?', 'Second?'] });
    const other = await open({ questions: ['Elsewhere?'] });
    const [first, second] = (await kit.call(`/api/vacancies/${vacancy.id}`)).json().data.questions;
    const [foreign] = (await kit.call(`/api/vacancies/${other.id}`)).json().data.questions;
    const seeker = await kit.candidate();
    for (const answers of [
      [{ question_id: first.id, answer: 'a' }],
      [
        { question_id: first.id, answer: 'a' },
        { question_id: first.id, answer: 'b' },
      ],
      [
        { question_id: first.id, answer: 'a' },
        { question_id: foreign.id, answer: 'b' },
      ],
      [
        { question_id: first.id, answer: 'a' },
        { question_id: second.id, answer: 'b' },
        { question_id: foreign.id, answer: 'c' },
      ],
    ]) {
      const refused = await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hi', answers });
      expect([refused.statusCode, refused.json().code]).toEqual([422, 'ANSWERS_MISMATCH']);
    }
  });

  it('refuses bad fields one by one, in the caller’s language', async () => {
    const vacancy = await open();
    const seeker = await kit.candidate();
    const cases: [object, string][] = [
      [{ cover_letter: 'Hi' }, 'vacancy_id'],
      [{ vacancy_id: 'abc', cover_letter: 'Hi' }, 'vacancy_id'],
      [{ vacancy_id: 2 ** 40, cover_letter: 'Hi' }, 'vacancy_id'],
      [{ vacancy_id: vacancy.id, cover_letter: '   ' }, 'cover_letter'],
      [{ vacancy_id: vacancy.id }, 'cover_letter'],
      [{ vacancy_id: vacancy.id, cover_letter: 'x'.repeat(APPLICATIONS.coverLetterMax + 1) }, 'cover_letter'],
      [{ vacancy_id: vacancy.id, cover_letter: 'Hi', cv_file_id: '../../etc/passwd' }, 'cv_file_id'],
      [{ vacancy_id: vacancy.id, cover_letter: 'Hi', answers: [{ question_id: 1, answer: '' }] }, 'answers.0.answer'],
      [{ vacancy_id: vacancy.id, cover_letter: 'Hi', answers: 'yes' }, 'answers'],
    ];
    for (const [payload, field] of cases) {
      const refused = await kit.call('/api/job-applications', {
        method: 'POST',
        token: seeker.token,
        payload,
        locale: 'de',
      });
      expect(refused.statusCode, field).toBe(422);
      expect(Object.keys(refused.json().errors), field).toEqual([field]);
    }
  });

  it('asks a guest to sign in and refuses a company account and an admin', async () => {
    const vacancy = await open();
    const payload = { vacancy_id: vacancy.id, cover_letter: 'Hi' };
    expect((await kit.apply(null, payload)).statusCode).toBe(401);
    expect((await kit.apply(acme.member.token, payload)).statusCode).toBe(403);
    expect((await kit.apply(await kit.siteAdmin(), payload)).statusCode).toBe(403);
  });

  it('refuses a candidate who hid the profile from the company, and keeps nothing of the attempt', async () => {
    const vacancy = await open();
    const seeker = await kit.candidate();
    const hidden = await kit.call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: seeker.token,
      payload: { company_id: acme.id },
    });
    expect(hidden.statusCode).toBeLessThan(300);
    const refused = await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hi' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'COMPANY_HIDDEN']);
    expect((await kit.call('/api/me/applications', { token: seeker.token })).json().data.total).toBe(0);
  });
});

describe('the mails a new response sends', () => {
  it('tells the vacancy’s author, the owner and the team’s admins, not a plain member, in their languages', async () => {
    const team = await kit.company('Mail Co');
    const vacancy = await kit.vacancy(team.id, team.member.user.id, { title: 'Platform Engineer' });
    const seeker = await kit.candidate();
    expect((await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hi' })).statusCode).toBe(201);
    for (const person of [team.owner, team.admin, team.member]) {
      expect(await kit.kindsTo(person.account.email)).toContain('new_response');
    }
    const other = await kit.vacancy(team.id, team.owner.user.id);
    expect((await kit.apply(seeker.token, { vacancy_id: other.id, cover_letter: 'Hi' })).statusCode).toBe(201);
    const memberMails = await kit.kindsTo(team.member.account.email);
    expect(memberMails.filter((kind) => kind === 'new_response')).toHaveLength(1);
    expect((await kit.kindsTo(team.owner.account.email)).filter((kind) => kind === 'new_response')).toHaveLength(2);
    expect(await kit.kindsTo(seeker.account.email)).not.toContain('new_response');
  });

  it('is not written for whom turned notifications about responses off', async () => {
    const team = await kit.company('Quiet Co');
    await kit.turnOff(team.owner.token, 'response');
    const vacancy = await kit.vacancy(team.id, team.owner.user.id);
    const seeker = await kit.candidate();
    expect((await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hi' })).statusCode).toBe(201);
    expect(await kit.kindsTo(team.owner.account.email)).not.toContain('new_response');
    expect(await kit.kindsTo(team.admin.account.email)).toContain('new_response');
  });

  it('counts the response as unread in the profile of every member of the team', async () => {
    const team = await kit.company('Badge Co');
    const vacancy = await kit.vacancy(team.id, team.owner.user.id);
    for (let i = 0; i < 2; i += 1) {
      const seeker = await kit.candidate();
      await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: 'Hi' });
    }
    for (const person of [team.owner, team.member]) {
      expect((await profileOf(t.app, person.token)).json().data).toMatchObject({
        unread_responses: 2,
        unread_offers: 0,
      });
    }
    expect((await profileOf(t.app, acme.owner.token)).json().data.unread_responses).not.toBe(2);
  });
});

describe('the room an application opens (issue 18)', () => {
  it('opens the company’s room with the candidate, the cover letter its first message from the candidate', async () => {
    const team = await kit.company('Room Co');
    const vacancy = await kit.vacancy(team.id, team.owner.user.id);
    const seeker = await kit.candidate();
    const applied = await kit.apply(seeker.token, { vacancy_id: vacancy.id, cover_letter: '  I write Go daily.  ' });
    expect(applied.statusCode).toBe(201);

    const mine = (await kit.call('/api/me/rooms', { token: seeker.token })).json().data;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({
      side: 'candidate',
      company: { id: team.id },
      last_message: { text: 'I write Go daily.', side: 'candidate', is_mine: true },
    });
    const theirs = (await kit.call('/api/me/rooms', { token: team.member.token })).json().data;
    expect(theirs.list).toEqual([
      expect.objectContaining({
        id: mine.list[0].id,
        unread_count: 1,
        last_message: expect.objectContaining({ text: 'I write Go daily.', side: 'candidate', is_mine: false }),
      }),
    ]);
  });
});
