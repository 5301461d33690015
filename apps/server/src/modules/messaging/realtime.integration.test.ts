import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSockets, eventsOf, openSocket, type TestSocket } from '../../test/socket-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createVacancy } from '../vacancies/index.ts';
import { messagingKit } from './messaging-test-kit.ts';

let t: TestApp;
let wsUrl: string;
const kit = messagingKit(() => t);
// The test app's PUBLIC_URL: the only Origin a browser page of ours sends.
const OUR_ORIGIN = 'http://hushwork.test';

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(closeSockets);

const cookieOf = (token: string) => ({ cookie: `hw_access=${token}`, origin: OUR_ORIGIN });

/** Has `broadcasting/auth` sign the account's channel for the socket, and subscribes with the signature. */
async function subscribe(socket: TestSocket, token: string, userId: number) {
  const channel = `private-user.${userId}`;
  const signed = await kit.call('/api/broadcasting/auth', {
    method: 'POST',
    token,
    payload: { socket_id: socket.socketId, channel_name: channel },
  });
  expect(signed.statusCode).toBe(200);
  socket.ws.send(JSON.stringify({ type: 'subscribe', channel, auth: signed.json().data.auth }));
  await socket.next((frame) => frame.type === 'subscribed');
}

describe('connecting to /ws', () => {
  it('refuses a connection without a session, with a forged token, and from a foreign origin', async () => {
    const worker = await kit.worker();
    await expect(openSocket(wsUrl)).rejects.toThrow('refused: 401');
    await expect(openSocket(`${wsUrl}?token=rt.1.99999999999.forged`)).rejects.toThrow('refused: 401');
    await expect(openSocket(wsUrl, { cookie: 'hw_access=not-a-session-token-at-all' })).rejects.toThrow('refused: 401');
    await expect(openSocket(wsUrl, { ...cookieOf(worker.token), origin: 'https://evil.example' })).rejects.toThrow(
      'refused: 403',
    );
    await expect(openSocket(wsUrl, { ...cookieOf(worker.token), origin: 'null' })).rejects.toThrow('refused: 403');
  });

  it('takes the session cookie from our origin, a Bearer token, and the realtime token of GET profile', async () => {
    const worker = await kit.worker();
    const byCookie = await openSocket(wsUrl, cookieOf(worker.token));
    expect(byCookie.frames[0]).toEqual({
      type: 'connected',
      socket_id: byCookie.socketId,
      channel: `private-user.${worker.user.id}`,
    });
    const byBearer = await openSocket(wsUrl, { authorization: `Bearer ${worker.token}` });
    expect(byBearer.socketId).not.toBe(byCookie.socketId);
    const profile = await t.app.inject({ url: '/api/profile', headers: { cookie: `hw_access=${worker.token}` } });
    const realtimeToken = profile.json().data.token as string;
    expect(realtimeToken).toMatch(/^rt\./);
    const byToken = await openSocket(`${wsUrl}?token=${encodeURIComponent(realtimeToken)}`, { origin: OUR_ORIGIN });
    expect(byToken.frames[0]).toMatchObject({ type: 'connected', channel: `private-user.${worker.user.id}` });
  });

  it('subscribes only to the account’s own channel, with the signature made for this very socket', async () => {
    const worker = await kit.worker();
    const other = await kit.worker();
    const socket = await openSocket(wsUrl, cookieOf(worker.token));
    const second = await openSocket(wsUrl, cookieOf(worker.token));
    const own = `private-user.${worker.user.id}`;
    const signedForSecond = (
      await kit.call('/api/broadcasting/auth', {
        method: 'POST',
        token: worker.token,
        payload: { socket_id: second.socketId, channel_name: own },
      })
    ).json().data.auth as string;
    const otherSigned = (
      await kit.call('/api/broadcasting/auth', {
        method: 'POST',
        token: other.token,
        payload: { socket_id: socket.socketId, channel_name: `private-user.${other.user.id}` },
      })
    ).json().data.auth as string;
    socket.ws.send(JSON.stringify({ type: 'subscribe', channel: own, auth: signedForSecond }));
    socket.ws.send(JSON.stringify({ type: 'subscribe', channel: `private-user.${other.user.id}`, auth: otherSigned }));
    socket.ws.send('not json');
    socket.ws.send(JSON.stringify({ type: 'shout' }));
    await socket.roundTrip();
    expect(socket.frames.filter((frame) => frame.type === 'error')).toEqual([
      { type: 'error', code: 'CHANNEL_FORBIDDEN' },
      { type: 'error', code: 'CHANNEL_FORBIDDEN' },
      { type: 'error', code: 'BAD_FRAME' },
      { type: 'error', code: 'BAD_FRAME' },
    ]);
    await subscribe(socket, worker.token, worker.user.id);
    socket.ws.send(JSON.stringify({ type: 'unsubscribe', channel: own }));
    await socket.next((frame) => frame.type === 'unsubscribed');
  });
});

describe('events on the private channels', () => {
  it('brings MessageSent to the candidate’s and the team’s sockets, but not back to the socket that sent it', async () => {
    const { member, owner } = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(member.token, candidate.candidateId);
    const [candidateTab, memberTab, memberOtherTab, ownerTab] = await Promise.all([
      openSocket(wsUrl, cookieOf(candidate.token)),
      openSocket(wsUrl, cookieOf(member.token)),
      openSocket(wsUrl, cookieOf(member.token)),
      openSocket(wsUrl, cookieOf(owner.token)),
    ]);
    await subscribe(candidateTab, candidate.token, candidate.user.id);
    await subscribe(memberTab, member.token, member.user.id);
    await subscribe(memberOtherTab, member.token, member.user.id);
    await subscribe(ownerTab, owner.token, owner.user.id);

    const sent = await kit.send(member.token, room.id, 'Are you free on Thursday?', { socketId: memberTab.socketId });
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    const isSent = (frame: { type: string; event?: string }) => frame.type === 'event' && frame.event === 'MessageSent';
    const atCandidate = await candidateTab.next(isSent);
    expect(atCandidate).toEqual({
      type: 'event',
      channel: `private-user.${candidate.user.id}`,
      event: 'MessageSent',
      data: {
        room_id: room.id,
        message: { ...message, is_mine: false },
        unread_count: 2,
        unread_messages: 2,
      },
    });
    expect(await memberOtherTab.next(isSent)).toMatchObject({
      data: { message: { id: message.id, is_mine: true }, unread_count: 0 },
    });
    expect(await ownerTab.next(isSent)).toMatchObject({
      data: { message: { id: message.id, is_mine: false, author_name: 'Marek Member' } },
    });
    await memberTab.roundTrip();
    expect(eventsOf(memberTab, 'MessageSent')).toEqual([]);
    expect(JSON.stringify(ownerTab.frames)).not.toContain('Quillfeather');

    // The candidate reads from one tab: the team sees the receipt, the candidate's other tab the new count.
    const candidateOtherTab = await openSocket(wsUrl, cookieOf(candidate.token));
    await subscribe(candidateOtherTab, candidate.token, candidate.user.id);
    const read = await kit.call('/api/messages/isread', {
      method: 'PATCH',
      token: candidate.token,
      payload: { rooms: [room.id] },
      socketId: candidateTab.socketId,
    });
    expect(read.statusCode).toBe(200);
    const isRead = (frame: { type: string; event?: string }) =>
      frame.type === 'event' && frame.event === 'MessagesRead';
    expect((await memberTab.next(isRead)) as unknown).toMatchObject({
      data: { room_id: room.id, side: 'candidate', read_message_id: message.id, unread_messages: 0 },
    });
    expect(await candidateOtherTab.next(isRead)).toMatchObject({ data: { side: 'candidate', unread_messages: 0 } });
    await candidateTab.roundTrip();
    expect(eventsOf(candidateTab, 'MessagesRead')).toEqual([]);

    // An unsubscribed socket hears nothing more.
    candidateOtherTab.ws.send(JSON.stringify({ type: 'unsubscribe', channel: `private-user.${candidate.user.id}` }));
    await candidateOtherTab.next((frame) => frame.type === 'unsubscribed');
    await kit.send(owner.token, room.id, 'One more thing.');
    await candidateTab.next((frame) => isSent(frame) && JSON.stringify(frame).includes('One more thing.'));
    await candidateOtherTab.roundTrip();
    expect(eventsOf(candidateOtherTab, 'MessageSent')).toEqual([]);
  });

  it('tells a candidate of a room a company opens, and no one else', async () => {
    const { member } = await kit.team();
    const candidate = await kit.candidate();
    const bystander = await kit.candidate();
    const [candidateTab, bystanderTab] = await Promise.all([
      openSocket(wsUrl, cookieOf(candidate.token)),
      openSocket(wsUrl, cookieOf(bystander.token)),
    ]);
    await subscribe(candidateTab, candidate.token, candidate.user.id);
    await subscribe(bystanderTab, bystander.token, bystander.user.id);
    const { room } = await kit.startRoom(member.token, candidate.candidateId, 'A first hello');
    const event = await candidateTab.next((frame) => frame.type === 'event');
    expect(event).toMatchObject({
      event: 'MessageSent',
      data: { room_id: room.id, message: { text: 'A first hello' }, unread_messages: 1 },
    });
    await bystanderTab.roundTrip();
    expect(eventsOf(bystanderTab, 'MessageSent')).toEqual([]);
  });

  it('brings the cover letter of an application to the team’s open tabs as the room’s first message', async () => {
    const { member, owner, company } = await kit.team();
    const candidate = await kit.candidate();
    const vacancy = await createVacancy(t.database.db, {
      companyId: company.id,
      authorUserId: owner.user.id,
      questions: [],
    });
    const memberTab = await openSocket(wsUrl, cookieOf(member.token));
    await subscribe(memberTab, member.token, member.user.id);
    const applied = await kit.call('/api/job-applications', {
      method: 'POST',
      token: candidate.token,
      payload: { vacancy_id: vacancy.id, cover_letter: 'Dear team, I would love to join.' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const event = await memberTab.next((frame) => frame.type === 'event');
    expect(event).toMatchObject({
      event: 'MessageSent',
      data: { message: { text: 'Dear team, I would love to join.', is_mine: false }, unread_messages: 1 },
    });
  });
});
