import { MESSAGING } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setCandidateModeration } from '../candidates/index.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { CANDIDATE_NAME, expectNoCandidateSecrets, messagingKit } from './messaging-test-kit.ts';

let t: TestApp;
const kit = messagingKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});

describe('a company member writing to a candidate from search (POST me/rooms)', () => {
  it('opens a room both sides list, the candidate anonymous to the company, with the message unread for the candidate', async () => {
    const { member, owner, company } = await kit.team();
    const candidate = await kit.candidate();
    const started = await kit.call('/api/me/rooms', {
      method: 'POST',
      token: member.token,
      payload: { candidate_id: candidate.candidateId, text: '  Hello! Would you like to hear about a role?  ' },
    });
    expect(started.statusCode).toBe(201);
    const { room, message } = started.json().data;
    expect(message).toEqual({
      id: expect.any(Number),
      room_id: room.id,
      side: 'company',
      is_mine: true,
      author_name: 'Marek Member',
      text: 'Hello! Would you like to hear about a role?',
      created_at: expect.any(String),
      is_read: false,
    });
    expect(room).toEqual({
      id: expect.any(Number),
      side: 'company',
      is_outstaff: false,
      source: 'search',
      company: { id: company.id, slug: company.slug, name: company.name, logo_id: null },
      candidate: {
        id: candidate.candidateId,
        slug: candidate.slug,
        label: 'Senior Python developer',
        name: null,
        is_opened: false,
      },
      last_message: message,
      unread_count: 0,
      read_message_id: 0,
      is_archived: false,
      created_at: expect.any(String),
      last_message_at: message.created_at,
    });
    expectNoCandidateSecrets(started.json());

    // The owner is on the company's side too: the room is the team's, the message a colleague's.
    const ownerRooms = (await kit.call('/api/me/rooms', { token: owner.token })).json().data;
    expect(ownerRooms).toMatchObject({ total: 1, page: 1, pages: 1, unread_messages: 0 });
    expect(ownerRooms.list[0]).toMatchObject({
      id: room.id,
      last_message: { is_mine: false, author_name: 'Marek Member' },
    });
    expectNoCandidateSecrets(ownerRooms);

    const mine = (await kit.call('/api/me/rooms', { token: candidate.token })).json().data;
    expect(mine).toMatchObject({ total: 1, unread_messages: 1 });
    expect(mine.list[0]).toMatchObject({
      id: room.id,
      side: 'candidate',
      unread_count: 1,
      candidate: { name: CANDIDATE_NAME, is_opened: false },
      company: { id: company.id, name: company.name },
      last_message: { is_mine: false, side: 'company', is_read: false },
    });
    const profile = await kit.call('/api/profile', { token: candidate.token });
    expect(profile.json().data.unread_messages).toBe(1);
  });

  it('writes into the existing room when the company writes to the same candidate again', async () => {
    const { member, owner } = await kit.team();
    const candidate = await kit.candidate();
    const first = await kit.startRoom(member.token, candidate.candidateId);
    const second = await kit.startRoom(owner.token, candidate.candidateId, 'Following up on my colleague’s message.');
    expect(second.room.id).toBe(first.room.id);
    const mine = (await kit.call('/api/me/rooms', { token: candidate.token })).json().data;
    expect(mine).toMatchObject({ total: 1, unread_messages: 2, list: [{ unread_count: 2 }] });
  });

  it('refuses a guest (401), a worker and an admin (403) and a company account outside a team (403)', async () => {
    const candidate = await kit.candidate();
    const payload = { candidate_id: candidate.candidateId, text: 'Hi' };
    const loner = await kit.employer('Lone Recruiter');
    const admin = await kit.admin();
    const answers = await Promise.all(
      [undefined, candidate.token, admin, loner.token].map((token) =>
        kit.call('/api/me/rooms', { method: 'POST', token, payload }),
      ),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'COMPANY_MEMBER_ONLY'],
    ]);
  });

  it('refuses a company moderation has not approved, and a blocked member', async () => {
    const { member, owner, company } = await kit.team();
    const candidate = await kit.candidate();
    await setCompanyModeration(t.database.db, company.id, 'pending');
    const pending = await kit.call('/api/me/rooms', {
      method: 'POST',
      token: member.token,
      payload: { candidate_id: candidate.candidateId, text: 'Hi' },
    });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({
      code: 'COMPANY_NOT_LISTED',
      message: expect.stringContaining('moderation'),
    });
    await setCompanyModeration(t.database.db, company.id, 'approved');
    const room = await kit.startRoom(member.token, candidate.candidateId);
    const blocked = await kit.call(`/api/employers/${member.id}/block`, { method: 'POST', token: owner.token });
    expect(blocked.statusCode).toBe(200);
    // Blocking ends the member's sessions at once; the team's rooms stay the owner's.
    expect((await kit.call('/api/me/rooms', { token: member.token })).statusCode).toBe(401);
    expect((await kit.call(`/api/messages?room_id=${room.room.id}`, { token: member.token })).statusCode).toBe(401);
    expect((await kit.call(`/api/messages?room_id=${room.room.id}`, { token: owner.token })).statusCode).toBe(200);
  });

  it('answers "not found" alike for no such candidate, one hidden from the company, and one not listed', async () => {
    const { member, company } = await kit.team();
    const hiding = await kit.candidate();
    const hid = await kit.call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: hiding.token,
      payload: { company_id: company.id },
    });
    expect(hid.statusCode).toBe(201);
    const unlisted = await kit.candidate();
    await setCandidateModeration(t.database.db, unlisted.candidateId, 'rejected');
    for (const candidateId of [2_000_000_000, hiding.candidateId, unlisted.candidateId]) {
      const answer = await kit.call('/api/me/rooms', {
        method: 'POST',
        token: member.token,
        payload: { candidate_id: candidateId, text: 'Hi' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'CANDIDATE_NOT_FOUND', message: 'This candidate could not be found.' });
    }
  });

  it('refuses bad bodies per field: no text, a text too long, an id that is no id', async () => {
    const { member } = await kit.team();
    const candidate = await kit.candidate();
    const bodies = [
      { candidate_id: candidate.candidateId, text: '   ' },
      { candidate_id: candidate.candidateId, text: 'x'.repeat(MESSAGING.textMax + 1) },
      { candidate_id: 'abc', text: 'Hi' },
    ];
    const fields = [];
    for (const payload of bodies) {
      const answer = await kit.call('/api/me/rooms', { method: 'POST', token: member.token, payload });
      expect(answer.statusCode).toBe(422);
      fields.push(Object.keys(answer.json().errors));
    }
    expect(fields).toEqual([['text'], ['text'], ['candidate_id']]);
  });
});

describe('the lists of rooms', () => {
  it('pages newest first, archives and unarchives for the reader’s side only, and a new message brings a room back', async () => {
    const { member, owner } = await kit.team();
    const first = await kit.candidate();
    const second = await kit.candidate({ position: 'QA engineer' });
    const a = await kit.startRoom(member.token, first.candidateId);
    t.clock.advance(60_000);
    const b = await kit.startRoom(member.token, second.candidateId);
    const list = (await kit.call('/api/me/rooms', { token: owner.token })).json().data;
    expect(list.list.map((room: { id: number }) => room.id)).toEqual([b.room.id, a.room.id]);

    const archived = await kit.call('/api/me/rooms/archive', {
      method: 'POST',
      token: member.token,
      payload: { ids: [a.room.id] },
    });
    expect(archived.json()).toEqual({ data: { ids: [a.room.id], is_archived: true } });
    // The team shares its inbox: archived for the owner too, not for the candidate.
    const ownersNow = (await kit.call('/api/me/rooms', { token: owner.token })).json().data;
    expect(ownersNow.list.map((room: { id: number }) => room.id)).toEqual([b.room.id]);
    const ownersArchive = (await kit.call('/api/me/rooms?archived=1', { token: owner.token })).json().data;
    expect(ownersArchive.list).toMatchObject([{ id: a.room.id, is_archived: true }]);
    expect((await kit.call('/api/me/rooms', { token: first.token })).json().data.list).toMatchObject([
      { id: a.room.id, is_archived: false },
    ]);

    // The candidate answers later: the room is back in the company's list, on top.
    t.clock.advance(60_000);
    expect((await kit.send(first.token, a.room.id, 'Yes, tell me more.')).statusCode).toBe(201);
    const back = (await kit.call('/api/me/rooms', { token: owner.token })).json().data;
    expect(back.list.map((room: { id: number }) => room.id)).toEqual([a.room.id, b.room.id]);
    expect(back.unread_messages).toBe(1);

    const unarchived = await kit.call('/api/me/rooms/unarchive', {
      method: 'POST',
      token: first.token,
      payload: { ids: [a.room.id] },
    });
    expect(unarchived.json()).toEqual({ data: { ids: [a.room.id], is_archived: false } });
  });

  it('refuses to archive, unarchive or mark read a room that is not the reader’s, all or nothing', async () => {
    const { member } = await kit.team();
    const other = await kit.team();
    const candidate = await kit.candidate();
    const stranger = await kit.candidate();
    const mine = await kit.startRoom(member.token, candidate.candidateId);
    const theirs = await kit.startRoom(other.member.token, candidate.candidateId);
    for (const [url, payload, method] of [
      ['/api/me/rooms/archive', { ids: [mine.room.id, theirs.room.id] }, 'POST'],
      ['/api/me/rooms/unarchive', { ids: [theirs.room.id] }, 'POST'],
      ['/api/messages/isread', { rooms: [theirs.room.id] }, 'PATCH'],
    ] as const) {
      for (const token of [member.token, stranger.token]) {
        const answer = await kit.call(url, { method, token, payload });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'ROOM_NOT_FOUND' });
      }
      expect((await kit.call(url, { method, payload })).statusCode).toBe(401);
    }
    expect((await kit.call('/api/me/rooms', { token: member.token })).json().data.list).toMatchObject([
      { id: mine.room.id, is_archived: false },
    ]);
    const empty = await kit.call('/api/me/rooms/archive', {
      method: 'POST',
      token: member.token,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(422);
  });

  it('lists outstaff rooms apart: the company’s and the candidate’s, and every one for an admin', async () => {
    const { member } = await kit.team();
    const outstaffed = await kit.candidate({ outstaff: true });
    const seeker = await kit.candidate();
    const outstaffRoom = await kit.startRoom(member.token, outstaffed.candidateId);
    const plainRoom = await kit.startRoom(member.token, seeker.candidateId);
    const admin = await kit.admin();
    const companyLists = await Promise.all(
      ['/api/me/rooms', '/api/me/rooms/outstaff'].map(async (url) =>
        (await kit.call(url, { token: member.token })).json().data.list.map((room: { id: number }) => room.id),
      ),
    );
    expect(companyLists).toEqual([[plainRoom.room.id], [outstaffRoom.room.id]]);
    const adminList = (await kit.call('/api/me/rooms/outstaff', { token: admin })).json().data;
    expect(adminList.list.map((room: { id: number }) => room.id)).toContain(outstaffRoom.room.id);
    expect(adminList.list.map((room: { id: number }) => room.id)).not.toContain(plainRoom.room.id);
    expect(adminList.list.find((room: { id: number }) => room.id === outstaffRoom.room.id)).toMatchObject({
      is_outstaff: true,
      side: 'candidate',
      candidate: { name: CANDIDATE_NAME },
    });
    expect((await kit.call('/api/me/rooms', { token: admin })).statusCode).toBe(403);
    expect((await kit.call('/api/me/rooms/outstaff', { token: outstaffed.token })).json().data.total).toBe(1);
    expect((await kit.call('/api/me/rooms/outstaff')).statusCode).toBe(401);
  });
});

describe('marking rooms read (PATCH messages/isread)', () => {
  it('clears the reader’s side’s unread, shows the writer a read receipt, and the profile’s count follows', async () => {
    const { member, owner } = await kit.team();
    const candidate = await kit.candidate();
    const { room, message } = await kit.startRoom(member.token, candidate.candidateId);
    await kit.send(owner.token, room.id, 'And a second message.');
    expect((await kit.call('/api/profile', { token: candidate.token })).json().data.unread_messages).toBe(2);
    const read = await kit.call('/api/messages/isread', {
      method: 'PATCH',
      token: candidate.token,
      payload: { rooms: [room.id] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      data: { rooms: [{ id: room.id, read_message_id: expect.any(Number), unread_count: 0 }], unread_messages: 0 },
    });
    expect(read.json().data.rooms[0].read_message_id).toBeGreaterThan(message.id);
    expect((await kit.call('/api/profile', { token: candidate.token })).json().data.unread_messages).toBe(0);
    const page = (await kit.call(`/api/messages?room_id=${room.id}`, { token: member.token })).json().data;
    expect(page.list.map((m: { is_read: boolean }) => m.is_read)).toEqual([true, true]);
    expect(page.room.read_message_id).toBe(read.json().data.rooms[0].read_message_id);
    // Marking again changes nothing and answers the same.
    const again = await kit.call('/api/messages/isread', {
      method: 'PATCH',
      token: candidate.token,
      payload: { rooms: [room.id, room.id] },
    });
    expect(again.json()).toEqual(read.json());
  });
});
