import { ADMIN, admin } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMessage } from '../../messaging/index.ts';
import { CANDIDATE_NAME, messagingKit } from '../../messaging/messaging-test-kit.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin')).token;
});
const kit = messagingKit(() => t);

describe('admins reading conversations', () => {
  it('lists rooms with both sides named, by account or company, and writes every read to the audit log', async () => {
    const { owner, member, company } = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(member.token, candidate.candidateId, 'We would like to talk.');
    const reply = await kit.send(candidate.token, room.id, 'Happy to talk.');
    expect(reply.statusCode, reply.body).toBe(201);

    const byCandidate = await kit.api(admin.listAdminRooms, {
      token: adminToken,
      query: { user_id: candidate.user.id },
    });
    expect(byCandidate.data).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(byCandidate.data.list).toEqual([
      {
        id: room.id,
        company_id: company.id,
        company_name: company.name,
        candidate_user_id: candidate.user.id,
        candidate_name: CANDIDATE_NAME,
        candidate_email: candidate.account.email,
        is_outstaff: false,
        source: expect.any(String),
        created_at: expect.any(String),
        last_message_at: expect.any(String),
        message_count: 2,
      },
    ]);
    // A member who wrote finds the room; the owner who never wrote finds it through the company.
    const byMember = await kit.api(admin.listAdminRooms, { token: adminToken, query: { user_id: member.id } });
    expect(byMember.data.list.map((row) => row.id)).toEqual([room.id]);
    const byOwner = await kit.api(admin.listAdminRooms, { token: adminToken, query: { user_id: owner.user.id } });
    expect(byOwner.data.list).toEqual([]);
    const byCompany = await kit.api(admin.listAdminRooms, { token: adminToken, query: { company_id: company.id } });
    expect(byCompany.data.list.map((row) => row.id)).toEqual([room.id]);

    const read = await kit.api(admin.getAdminRoom, { token: adminToken, params: { id: room.id } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.data.has_more).toBe(false);
    expect(read.data.list.map((message) => [message.side, message.sender_name, message.text])).toEqual([
      ['company', 'Marek Member', 'We would like to talk.'],
      ['candidate', CANDIDATE_NAME, 'Happy to talk.'],
    ]);
    const log = await kit.api(admin.listAuditLog, {
      token: adminToken,
      query: { action: 'room.read', target_type: 'room', target_id: room.id },
    });
    expect(log.data.list).toEqual([
      expect.objectContaining({
        actor_name: 'Ada Admin',
        after: { before_id: null, messages: read.data.list.map((message) => message.id) },
      }),
    ]);

    // Reading marks nothing read: the company still has the candidate's reply unread.
    const rooms = await kit.call('/api/me/rooms', { token: member.token });
    expect(rooms.json().data.list[0].unread_count).toBe(1);
  });

  it('pages a long conversation upward, auditing each page, and answers 404 for a room that does not exist', async () => {
    const { member } = await kit.team();
    const candidate = await kit.candidate({ position: 'Data engineer' });
    const { room } = await kit.startRoom(member.token, candidate.candidateId);
    for (let n = 0; n < ADMIN.roomPageSize; n += 1) {
      await createMessage(t.database.db, {
        roomId: room.id,
        senderUserId: member.id,
        side: 'company',
        text: `Note ${n}`,
      });
    }
    const newest = await kit.api(admin.getAdminRoom, { token: adminToken, params: { id: room.id } });
    expect(newest.data.list).toHaveLength(ADMIN.roomPageSize);
    expect(newest.data.has_more).toBe(true);
    const older = await kit.api(admin.getAdminRoom, {
      token: adminToken,
      params: { id: room.id },
      query: { before_id: newest.data.list[0]?.id },
    });
    expect(older.data.list.map((message) => message.text)).toEqual(['Hello! Would you like to talk about a role?']);
    const log = await kit.api(admin.listAuditLog, {
      token: adminToken,
      query: { action: 'room.read', target_id: room.id },
    });
    expect(log.data.list.map((entry) => entry.after?.before_id)).toEqual([newest.data.list[0]?.id, null]);

    const missing = await kit.api(admin.getAdminRoom, { token: adminToken, params: { id: 2_000_000 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ADMIN_ROOM_NOT_FOUND');
  });
});
