import { MESSAGING } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createVacancy } from '../vacancies/index.ts';
import { createMessages } from './message.factory.ts';
import { expectNoCandidateSecrets, messagingKit } from './messaging-test-kit.ts';

let t: TestApp;
const kit = messagingKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});

/** A company's team and a candidate with a room between them, started by the member. */
async function conversation(options: { outstaff?: boolean } = {}) {
  const team = await kit.team();
  const candidate = await kit.candidate(options);
  const { room, message } = await kit.startRoom(team.member.token, candidate.candidateId);
  return { ...team, candidate, roomId: room.id, firstMessageId: message.id };
}

describe('reading a room (GET messages)', () => {
  it('answers the newest page in the order written, then older pages upward, and what came after an id', async () => {
    const { member, candidate, roomId, firstMessageId } = await conversation();
    const written = await createMessages(
      t.database.db,
      roomId,
      Array.from({ length: 119 }, (_, i) => ({
        senderUserId: i % 2 ? member.user.id : candidate.user.id,
        side: i % 2 ? ('company' as const) : ('candidate' as const),
        text: `Message ${i + 1}`,
      })),
    );
    const ids = [firstMessageId, ...written.map((row) => row.id)];
    const newest = (await kit.call(`/api/messages?room_id=${roomId}`, { token: member.token })).json().data;
    expect(newest.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(-MESSAGING.pageSize));
    expect(newest.has_more).toBe(true);
    expect(newest.room).toMatchObject({ id: roomId, side: 'company' });
    const before = newest.list[0].id;
    const older = (
      await kit.call(`/api/messages?room_id=${roomId}&before_id=${before}&limit=30`, { token: member.token })
    ).json().data;
    expect(older.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(-80, -50));
    const oldest = (
      await kit.call(`/api/messages?room_id=${roomId}&before_id=${ids[25]}`, { token: member.token })
    ).json().data;
    expect(oldest).toMatchObject({ has_more: false });
    expect(oldest.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 25));
    // A tab that saw up to ids[100] catches up with what came after, without one it has.
    const after = (
      await kit.call(`/api/messages?room_id=${roomId}&after_id=${ids[100]}`, { token: candidate.token })
    ).json().data;
    expect(after.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(101));
    expect(after.has_more).toBe(false);
    expect(after.list[0]).toMatchObject({ side: ids[101] && 'candidate', is_mine: true, author_name: null });
  });

  it('answers "not found" for someone else’s room and a room that does not exist, 401 to a guest', async () => {
    const { roomId } = await conversation();
    const other = await kit.team();
    const stranger = await kit.candidate();
    for (const token of [other.member.token, other.owner.token, stranger.token]) {
      const answer = await kit.call(`/api/messages?room_id=${roomId}`, { token });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'ROOM_NOT_FOUND', message: 'This conversation could not be found.' });
    }
    expect((await kit.call('/api/messages?room_id=2000000000', { token: stranger.token })).statusCode).toBe(404);
    expect((await kit.call(`/api/messages?room_id=${roomId}`)).statusCode).toBe(401);
    // An admin reads only outstaff rooms.
    expect((await kit.call(`/api/messages?room_id=${roomId}`, { token: await kit.admin() })).statusCode).toBe(404);
  });

  it('refuses bad queries per field', async () => {
    const { member, roomId } = await conversation();
    for (const [query, field] of [
      ['room_id=abc', 'room_id'],
      ['', 'room_id'],
      [`room_id=${roomId}&limit=51`, 'limit'],
      [`room_id=${roomId}&before_id=10&after_id=5`, 'after_id'],
      [`room_id=${roomId}&before_id=0`, 'before_id'],
    ] as const) {
      const answer = await kit.call(`/api/messages?${query}`, { token: member.token });
      expect(answer.statusCode, query).toBe(422);
      expect(Object.keys(answer.json().errors), query).toEqual([field]);
    }
    const both = await kit.call(`/api/messages?room_id=${roomId}&before_id=10&after_id=5`, { token: member.token });
    expect(both.json().message).toBe('Give either before_id or after_id, not both');
  });
});

describe('writing to a room (POST messages)', () => {
  it('refuses links, e-mails, phone numbers and usernames on either side until the candidate opens the profile', async () => {
    const { member, candidate, roomId, company } = await conversation();
    const texts = [
      'Write me at jane.doe@example.com',
      'See https://example.org/job',
      'Call +48 600 700 800',
      'My telegram is @janedoe_tg',
    ];
    for (const text of texts) {
      const fromCompany = await kit.send(member.token, roomId, text);
      expect(fromCompany.statusCode, text).toBe(422);
      expect(fromCompany.json()).toEqual({
        code: 'CONTACTS_NOT_ALLOWED',
        message:
          'Links, e-mail addresses, phone numbers and usernames can be sent once the candidate opens their profile to your company.',
        errors: {
          text: [
            'Links, e-mail addresses, phone numbers and usernames can be sent once the candidate opens their profile to your company.',
          ],
        },
      });
      const fromCandidate = await kit.send(candidate.token, roomId, text, { locale: 'uk' });
      expect(fromCandidate.statusCode).toBe(422);
      expect(fromCandidate.json().errors.text).toEqual([
        'Посилання, e-mail, телефони та юзернейми можна надсилати, коли ви відкриєте свій профіль цій компанії.',
      ]);
    }
    // Nothing refused was stored.
    const page = (await kit.call(`/api/messages?room_id=${roomId}`, { token: member.token })).json().data;
    expect(page.list).toHaveLength(1);

    const opened = await kit.call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.id, source: 'chat' },
    });
    expect(opened.statusCode).toBe(200);
    for (const text of texts) expect((await kit.send(member.token, roomId, text)).statusCode).toBe(201);
    const after = (await kit.call(`/api/messages?room_id=${roomId}`, { token: member.token })).json().data;
    expect(after.room.candidate).toMatchObject({ name: 'Bartholomew Quillfeather', is_opened: true });
  });

  it('refuses disguised contacts on either side, lets ordinary numbers and names through, and all after opening', async () => {
    const { member, candidate, roomId, company } = await conversation();
    const disguised = [
      'name at gmail dot com',
      'jane [at] gmail [dot] com',
      'jane＠gmail．com',
      'jane@gmail.c\u200bom',
      'jane%40gmail.com',
      'write to jane@proton',
      '600/700/800',
      'six zero zero seven zero zero eight zero zero',
      'tg:@janedoe',
      't . me / janedoe',
      'lnkd.in/dXyZ12',
      'github: janedoe',
      'instagram (janedoe)',
      'janedoe.dev',
      'discord: jane.doe or jane#1234',
      'skype live:.cid.4f2a9c1b7d3e',
    ];
    for (const text of disguised) {
      const fromCompany = await kit.send(member.token, roomId, text, { locale: 'de' });
      expect(fromCompany.statusCode, text).toBe(422);
      expect(fromCompany.json().code, text).toBe('CONTACTS_NOT_ALLOWED');
      expect(fromCompany.json().errors.text, text).toEqual([
        'Links, E-Mail-Adressen, Telefonnummern und Benutzernamen können Sie senden, sobald die Person ihr Profil für Ihr Unternehmen geöffnet hat.',
      ]);
      const fromCandidate = await kit.send(candidate.token, roomId, text);
      expect(fromCandidate.statusCode, text).toBe(422);
      expect(fromCandidate.json().code, text).toBe('CONTACTS_NOT_ALLOWED');
    }
    const ordinary = [
      'We use Node 20.19, ASP.NET and Socket.IO; 3-5 years of experience, e.g. with Vue.js.',
      'Can you start on 2024-11-03? Let’s meet at the office at 10:30.',
      'The offer is +20% salary, 100 000 – 150 000 UAH, see README.md.',
    ];
    for (const text of ordinary) expect((await kit.send(member.token, roomId, text)).statusCode, text).toBe(201);
    const page = (await kit.call(`/api/messages?room_id=${roomId}`, { token: member.token })).json().data;
    expect(page.list.map((message: { text: string }) => message.text)).toEqual([
      'Hello! Would you like to talk about a role?',
      ...ordinary,
    ]);

    const opened = await kit.call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.id, source: 'chat' },
    });
    expect(opened.statusCode).toBe(200);
    // A few are enough here (the send rate is limited); each detector has its own unit cases.
    for (const text of disguised.slice(0, 3)) {
      expect((await kit.send(candidate.token, roomId, text)).statusCode, text).toBe(201);
    }
  });

  it('refuses a disguised contact in the first message of a room', async () => {
    const team = await kit.team();
    const candidate = await kit.candidate();
    const started = await kit.call('/api/me/rooms', {
      method: 'POST',
      token: team.member.token,
      payload: { candidate_id: candidate.candidateId, text: 'Write to hr (at) acme (dot) com' },
    });
    expect(started.statusCode).toBe(422);
    expect(started.json().code).toBe('CONTACTS_NOT_ALLOWED');
  });

  it('keeps a company member’s template once however often it is saved, lists and deletes it; others may not', async () => {
    const { member, owner, candidate, roomId } = await conversation();
    const text = 'Thank you for your time! We will come back to you this week.';
    for (let n = 0; n < 2; n += 1) {
      const sent = await kit.send(member.token, roomId, text, { payload: { save_as_template: true } });
      expect(sent.statusCode).toBe(201);
    }
    const list = await kit.call('/api/templates', { token: member.token });
    expect(list.json()).toEqual({ data: { list: [{ id: expect.any(Number), text, created_at: expect.any(String) }] } });
    const id = list.json().data.list[0].id;
    expect((await kit.call('/api/templates', { token: owner.token })).json().data.list).toEqual([]);
    const notTheirs = await kit.call(`/api/templates/${id}`, { method: 'DELETE', token: owner.token });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
    expect((await kit.call(`/api/templates/${id}`, { method: 'DELETE', token: member.token })).json()).toEqual({
      data: { id },
    });
    expect((await kit.call('/api/templates', { token: member.token })).json().data.list).toEqual([]);
    // A candidate keeps no templates: asking to save one refuses the message.
    const refused = await kit.send(candidate.token, roomId, 'Thanks!', { payload: { save_as_template: true } });
    expect(refused.statusCode).toBe(403);
    for (const token of [candidate.token, undefined]) {
      expect((await kit.call('/api/templates', { token })).statusCode).toBe(token ? 403 : 401);
      expect((await kit.call(`/api/templates/${id}`, { method: 'DELETE', token })).statusCode).toBe(token ? 403 : 401);
    }
  });

  it(`stops at ${MESSAGING.templatesMax} templates with a clear message, and sends nothing then`, async () => {
    const { member, roomId } = await conversation();
    const { message_templates } = await import('./messaging.schema.ts');
    await t.database.db
      .insert(message_templates)
      .values(
        Array.from({ length: MESSAGING.templatesMax }, (_, n) => ({ user_id: member.user.id, text: `Template ${n}` })),
      );
    const refused = await kit.send(member.token, roomId, 'One more', { payload: { save_as_template: true } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'TEMPLATES_LIMIT_REACHED', message: expect.any(String) });
    expect((await kit.call(`/api/messages?room_id=${roomId}`, { token: member.token })).json().data.list).toHaveLength(
      1,
    );
    // A text already saved may be saved again.
    expect((await kit.send(member.token, roomId, 'Template 3', { payload: { save_as_template: 1 } })).statusCode).toBe(
      201,
    );
  });

  it('refuses someone else’s room, a guest, a hidden company, and bad bodies', async () => {
    const { member, candidate, roomId, company } = await conversation();
    const other = await kit.team();
    expect((await kit.send(other.member.token, roomId, 'Hi')).statusCode).toBe(404);
    expect((await kit.send(undefined, roomId, 'Hi')).statusCode).toBe(401);
    const hid = await kit.call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.id },
    });
    expect(hid.statusCode).toBe(201);
    const toHidden = await kit.send(candidate.token, roomId, 'Hello again');
    expect(toHidden.statusCode).toBe(409);
    expect(toHidden.json()).toMatchObject({ code: 'COMPANY_HIDDEN' });
    // The company no longer sees the room at all.
    expect((await kit.send(member.token, roomId, 'Hi')).statusCode).toBe(404);
    expect((await kit.call('/api/me/rooms', { token: member.token })).json().data).toMatchObject({ total: 0 });
    for (const payload of [
      { room_id: roomId },
      { room_id: roomId, text: '' },
      { text: 'Hi' },
      { room_id: -1, text: 'Hi' },
    ]) {
      const answer = await kit.call('/api/messages', { method: 'POST', token: candidate.token, payload });
      expect(answer.statusCode).toBe(422);
    }
  });
});

describe('the suggested first message (GET messages/first-text)', () => {
  it('names the company and the candidate’s position, and the vacancy when given, in the member’s language', async () => {
    const { member, company, owner } = await kit.team();
    const candidate = await kit.candidate();
    const general = await kit.call(`/api/messages/first-text?candidate_id=${candidate.candidateId}`, {
      token: member.token,
    });
    expect(general.json()).toEqual({
      data: {
        text: `Hello! We are ${company.name}, and we came across your profile as Senior Python developer. We would like to tell you about an opportunity in our team. Would you be open to a short conversation?`,
      },
    });
    const vacancy = await createVacancy(t.database.db, {
      companyId: company.id,
      authorUserId: owner.user.id,
      title: 'Backend engineer (Python)',
    });
    const about = await kit.call(
      `/api/messages/first-text?candidate_id=${candidate.candidateId}&vacancy_id=${vacancy.id}`,
      { token: member.token, locale: 'de' },
    );
    expect(about.json().data.text).toContain('„Backend engineer (Python)“');
    expect(about.json().data.text).toContain(company.name);
    expectNoCandidateSecrets(about.json());
  });

  it('refuses a vacancy of another company, an unknown candidate, a worker, a guest', async () => {
    const { member } = await kit.team();
    const other = await kit.team();
    const candidate = await kit.candidate();
    const foreign = await createVacancy(t.database.db, {
      companyId: other.company.id,
      authorUserId: other.owner.user.id,
      title: 'Not yours',
    });
    const answers = await Promise.all([
      kit.call(`/api/messages/first-text?candidate_id=${candidate.candidateId}&vacancy_id=${foreign.id}`, {
        token: member.token,
      }),
      kit.call('/api/messages/first-text?candidate_id=2000000000', { token: member.token }),
      kit.call(`/api/messages/first-text?candidate_id=${candidate.candidateId}`, { token: candidate.token }),
      kit.call(`/api/messages/first-text?candidate_id=${candidate.candidateId}`),
      kit.call('/api/messages/first-text', { token: member.token }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [404, 'VACANCY_NOT_FOUND'],
      [404, 'CANDIDATE_NOT_FOUND'],
      [403, 'FORBIDDEN'],
      [401, 'UNAUTHORIZED'],
      [422, 'VALIDATION_FAILED'],
    ]);
  });
});

describe('outstaff conversations (outstaff/{candidate}/messages/{room})', () => {
  it('lets an admin read and write for an outstaffed candidate, as the candidate’s side with no author', async () => {
    const { member, candidate, roomId } = await conversation({ outstaff: true });
    const admin = await kit.admin();
    const url = `/api/outstaff/${candidate.candidateId}/messages/${roomId}`;
    const read = await kit.call(url, { token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.room).toMatchObject({ id: roomId, is_outstaff: true, side: 'candidate' });
    const sent = await kit.call(url, {
      method: 'POST',
      token: admin,
      payload: { text: 'Our engineer is available from May.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ side: 'candidate', is_mine: true, author_name: null });
    const seen = (await kit.call(`/api/messages?room_id=${roomId}`, { token: member.token })).json().data.list.at(-1);
    expect(seen).toMatchObject({ side: 'candidate', is_mine: false, author_name: null });
    const contacts = await kit.call(url, { method: 'POST', token: admin, payload: { text: 'Mail ops@example.com' } });
    expect(contacts.statusCode).toBe(422);
  });

  it('refuses everyone but admins, a candidate not outstaffed, and a room of another candidate', async () => {
    const outstaff = await conversation({ outstaff: true });
    const plain = await conversation();
    const admin = await kit.admin();
    const url = (candidate: number, room: number) => `/api/outstaff/${candidate}/messages/${room}`;
    for (const token of [outstaff.member.token, outstaff.candidate.token]) {
      expect((await kit.call(url(outstaff.candidate.candidateId, outstaff.roomId), { token })).statusCode).toBe(403);
    }
    expect((await kit.call(url(outstaff.candidate.candidateId, outstaff.roomId))).statusCode).toBe(401);
    const cases = await Promise.all([
      kit.call(url(plain.candidate.candidateId, plain.roomId), { token: admin }),
      kit.call(url(outstaff.candidate.candidateId, plain.roomId), { token: admin }),
      kit.call(url(2_000_000_000, outstaff.roomId), { token: admin }),
      kit.call(url(outstaff.candidate.candidateId, outstaff.roomId), {
        method: 'POST',
        token: admin,
        payload: { text: '' },
      }),
    ]);
    expect(cases.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [422, 'NOT_OUTSTAFF'],
      [404, 'ROOM_NOT_FOUND'],
      [404, 'CANDIDATE_NOT_FOUND'],
      [422, 'VALIDATION_FAILED'],
    ]);
  });
});

describe('authorizing the realtime channel (POST broadcasting/auth)', () => {
  it('signs the caller’s own channel for a socket, refuses another user’s channel and a guest', async () => {
    const worker = await kit.worker();
    const own = await kit.call('/api/broadcasting/auth', {
      method: 'POST',
      token: worker.token,
      payload: { socket_id: 'abc.1', channel_name: `private-user.${worker.user.id}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ data: { auth: expect.stringMatching(/^[\w-]{43}$/) } });
    const foreign = await kit.call('/api/broadcasting/auth', {
      method: 'POST',
      token: worker.token,
      payload: { socket_id: 'abc.1', channel_name: `private-user.${worker.user.id + 1}` },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'CHANNEL_FORBIDDEN' });
    const guest = await kit.call('/api/broadcasting/auth', {
      method: 'POST',
      payload: { socket_id: 'abc.1', channel_name: 'private-user.1' },
    });
    expect(guest.statusCode).toBe(401);
    const bad = await kit.call('/api/broadcasting/auth', {
      method: 'POST',
      token: worker.token,
      payload: { socket_id: 'has spaces', channel_name: `private-user.${worker.user.id}` },
    });
    expect(Object.keys(bad.json().errors)).toEqual(['socket_id']);
  });
});
