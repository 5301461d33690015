import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymitySurfaces,
  createScanApp,
  describeLeaks,
  openApiSurface,
  type ScanReport,
  type ScanRole,
  type ScanWorld,
  scanAnonymity,
  seedScanWorld,
  textOf,
  type Visit,
  visitUrl,
} from '../../test/anonymity-scan.ts';
import { bearer, newIp } from '../../test/identity-helpers.ts';
import { closeSockets, openSocket } from '../../test/socket-test-kit.ts';
import { createMessage, createRoom } from './index.ts';

/**
 * Messaging's surfaces of the anonymity scan (docs/adding-a-domain.md §4.1): rooms and messages. The stranger, the
 * closed and the opened company each write to the scan's candidate from search and the candidate answers; the hidden
 * company had a room before the candidate hid from it. Rooms, pages of messages, a new room, a sent message, marking
 * read and the socket's events are visited as every role: only the candidate, the company the profile is open to and
 * admins may meet the name (and an admin only in outstaff rooms, which the scan's candidate has none of).
 */
let world: ScanWorld;
let report: ScanReport;
type CompanyKey = keyof ScanWorld['companies'];
const companyRoles: Record<CompanyKey, ScanRole> = {
  stranger: 'stranger_company',
  hidden: 'hidden_company',
  closed: 'closed_company',
  opened: 'opened_company',
};
const roomOf: Partial<Record<CompanyKey, number>> = {};
const messagingApi = openApiSurface(['messaging']);
let wsUrl: string;

async function send(token: string, method: 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await world.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: newIp() });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** A socket of `role` subscribed to its channel while the candidate writes in every room; its frames are the visit. */
async function socketVisit(scanWorld: ScanWorld, role: ScanRole): Promise<Visit[]> {
  const token = scanWorld.tokens[role];
  if (!token) {
    const refused = await openSocket(wsUrl).then(
      () => 'opened',
      (error: Error) => error.message,
    );
    return [{ where: 'WS /ws', status: refused.includes('401') ? 401 : 0, text: refused }];
  }
  const socket = await openSocket(wsUrl, bearer(token));
  const channel = (socket.frames[0] as { channel: string }).channel;
  const signed = await send(token, 'POST', '/api/broadcasting/auth', {
    socket_id: socket.socketId,
    channel_name: channel,
  });
  socket.ws.send(JSON.stringify({ type: 'subscribe', channel, auth: signed.auth }));
  await socket.next((frame) => frame.type === 'subscribed');
  for (const company of ['stranger', 'closed', 'opened'] as const)
    await send(scanWorld.tokens.owner as string, 'POST', '/api/messages', {
      room_id: roomOf[company],
      text: `Still zymurgy, ${role}?`,
    });
  await socket.roundTrip();
  socket.close();
  return [{ where: 'WS /ws events', status: 101, text: JSON.stringify(socket.frames) }];
}

beforeAll(async () => {
  world = await seedScanWorld(await createScanApp());
  wsUrl = `${(await world.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
  const candidate = world.tokens.owner as string;
  for (const company of ['stranger', 'closed', 'opened'] as const) {
    const started = await send(world.tokens[companyRoles[company]] as string, 'POST', '/api/me/rooms', {
      candidate_id: world.candidate.id,
      text: 'Your zymurgy background caught our eye. Shall we talk?',
    });
    roomOf[company] = started.room.id;
    await send(candidate, 'POST', '/api/messages', { room_id: started.room.id, text: 'Happy to talk.' });
  }
  // The hidden company wrote before the candidate hid from it (its rooms stay, unseen by it).
  const hiddenRoom = await createRoom(world.database.db, {
    companyId: world.companies.hidden,
    candidateId: world.candidate.id,
    candidateUserId: world.candidate.user_id,
  });
  await createMessage(world.database.db, {
    roomId: hiddenRoom.id,
    senderUserId: world.candidate.user_id,
    side: 'candidate',
    text: 'From before I hid.',
  });
  roomOf.hidden = hiddenRoom.id;
  const rooms = Object.values(roomOf).map(String);
  world.params.room = rooms;
  world.params.candidate = [String(world.candidate.id)];
  world.query.candidate_id = String(world.candidate.id);
  world.query.room_id = String(roomOf.opened);

  anonymitySurfaces.push(
    messagingApi,
    {
      name: 'each room’s messages, and the rooms lists (GET messages, me/rooms)',
      visit: (scanWorld, role) =>
        Promise.all([
          ...rooms.map((room) => visitUrl(scanWorld, role, `/api/messages?room_id=${room}`)),
          visitUrl(scanWorld, role, '/api/me/rooms?archived=1'),
          visitUrl(scanWorld, role, `/api/messages?room_id=${roomOf.closed}&after_id=0`),
        ]),
    },
    {
      name: 'writing to the candidate from search, and writing in each room (POST me/rooms, messages)',
      visit: async (scanWorld, role) => {
        const token = scanWorld.tokens[role];
        const post = async (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST'): Promise<Visit> => {
          const response = await scanWorld.app.inject({
            method,
            url,
            payload,
            headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
            remoteAddress: newIp(),
          });
          return { where: `${method} ${url}`, status: response.statusCode, text: textOf(response) };
        };
        return [
          await post('/api/me/rooms', { candidate_id: scanWorld.candidate.id, text: 'Hello again from search.' }),
          ...(await Promise.all(
            rooms.map((room) => post('/api/messages', { room_id: Number(room), text: 'A short follow-up.' })),
          )),
          await post('/api/messages/isread', { rooms: rooms.map(Number) }, 'PATCH'),
        ];
      },
    },
    { name: 'the realtime socket’s events while the candidate writes', visit: socketVisit },
  );
  report = await scanAnonymity(world);
}, 240_000);
afterAll(closeSockets);

const visitsOf = (role: ScanRole, where: string) =>
  (report.visits.get(role) ?? []).filter((visit) => visit.where.startsWith(where));

describe('the anonymity scan with rooms and messages', () => {
  it('finds no name, contact, photo or CV of the candidate in rooms, messages or socket events, nor anywhere else', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });

  it('visited every GET call of messaging with real ids', () => {
    expect([...messagingApi.unfilled]).toEqual([]);
    for (const path of [
      '/api/messages',
      '/api/messages/first-text',
      '/api/me/rooms',
      '/api/me/rooms/outstaff',
      '/api/outstaff/{candidate}/messages/{room}',
      '/api/templates',
    ])
      expect(messagingApi.visited, path).toContain(path);
  });

  it('saw the candidate there: the opened company by name, the others by the anonymous label, the hidden one not at all', () => {
    const name = world.secrets.find((secret) => secret.kind === 'name')?.value as string;
    const opened = visitsOf('opened_company', `GET /api/messages?room_id=${roomOf.opened}`)[0];
    expect(opened?.status).toBe(200);
    expect(opened?.text).toContain(name);
    for (const role of ['stranger_company', 'closed_company'] as const) {
      const company = role === 'stranger_company' ? 'stranger' : 'closed';
      const page = visitsOf(role, `GET /api/messages?room_id=${roomOf[company]}`)[0];
      expect(page?.status, role).toBe(200);
      expect(page?.text, role).toContain('Senior Zymurgist engineer');
      expect(visitsOf(role, 'WS /ws events')[0]?.text, role).toContain('Still zymurgy');
    }
    const hidden = visitsOf('hidden_company', 'GET /api/messages?room_id=');
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    expect(hidden.every((visit) => visit.status === 404)).toBe(true);
    expect(visitsOf('hidden_company', 'GET /api/me/rooms')[0]?.text).not.toContain(world.candidate.slug);
    expect(visitsOf('hidden_company', 'WS /ws events')[0]?.text).not.toContain('Still zymurgy');
    expect(visitsOf('owner', 'GET /api/me/rooms')[0]?.text).toContain(name);
    expect(visitsOf('guest', 'WS /ws')[0]?.status).toBe(401);
    expect(visitsOf('worker', `GET /api/messages?room_id=${roomOf.opened}`)[0]?.status).toBe(404);
  });
});
