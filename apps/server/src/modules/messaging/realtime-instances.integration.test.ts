import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestClock } from '../../platform/clock.ts';
import { createMemoryStore } from '../../platform/rate-limit/memory-store.ts';
import { bearer } from '../../test/identity-helpers.ts';
import { watchedLogger } from '../../test/logged-warnings.ts';
import { closeSockets, eventsOf, openSocket, type TestSocket } from '../../test/socket-test-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { testRegistry } from '../../test/test-registry.ts';
import { messagingKit } from './messaging-test-kit.ts';

// CI names its Redis in REDIS_URL; this machine and CI both run one on the default port.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * DESIGN.md section 9 on one machine: two server instances on one database and one Redis, each as production builds
 * it (REDIS_URL set: the bus is Redis pub/sub), sharing APP_SECRET as instances must. A message posted through one
 * reaches a socket held by the other.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let t: TestApp;
const urls: string[] = [];
const kit = messagingKit(() => t);

beforeAll(async () => {
  const database = await createTestDatabase();
  const clock = createTestClock(new Date());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://hushwork.test',
    REDIS_URL,
    APP_SECRET: randomBytes(32).toString('hex'),
  });
  const instance = () =>
    buildApp(
      { config, database, clock, rateLimitStore: createMemoryStore(clock), logger: watchedLogger() },
      { web: false },
    );
  [first, second] = await Promise.all([instance(), instance()]);
  for (const app of [first, second]) {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`${address.replace('http', 'ws')}/ws`);
  }
  t = { app: first, database, config, clock, registry: testRegistry };
});
afterAll(async () => {
  closeSockets();
  await Promise.all([first?.close(), second?.close()]);
});

const wsOf = (n: 0 | 1) => urls[n] as string;
const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, origin: 'http://hushwork.test' });

/** Subscribes a socket with a signature asked of `signer` (either instance: they share the secret). */
async function subscribe(socket: TestSocket, signer: FastifyInstance, token: string, userId: number) {
  const channel = `private-user.${userId}`;
  const signed = await signer.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: bearer(token),
    payload: { socket_id: socket.socketId, channel_name: channel },
  });
  socket.ws.send(JSON.stringify({ type: 'subscribe', channel, auth: signed.json().data.auth }));
  await socket.next((frame) => frame.type === 'subscribed');
}

describe('two instances on one database and one Redis', () => {
  it('delivers a message posted through one instance to sockets held by the other, both ways', async () => {
    const { member } = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(member.token, candidate.candidateId);
    // The candidate's tab is on the second instance, the member's two tabs on the first and the second.
    const candidateTab = await openSocket(wsOf(1), headersOf(candidate.token));
    const memberTab = await openSocket(wsOf(0), headersOf(member.token));
    const memberOtherTab = await openSocket(wsOf(1), headersOf(member.token));
    await subscribe(candidateTab, first, candidate.token, candidate.user.id);
    await subscribe(memberTab, second, member.token, member.user.id);
    await subscribe(memberOtherTab, first, member.token, member.user.id);

    const sent = await first.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { ...bearer(member.token), 'x-socket-id': memberTab.socketId },
      payload: { room_id: room.id, text: 'Sent through the first instance' },
    });
    expect(sent.statusCode).toBe(201);
    const isSent = (frame: { type: string; event?: string }) => frame.type === 'event' && frame.event === 'MessageSent';
    expect(await candidateTab.next(isSent)).toMatchObject({
      data: { room_id: room.id, message: { text: 'Sent through the first instance', is_mine: false } },
    });
    expect(await memberOtherTab.next(isSent)).toMatchObject({ data: { message: { is_mine: true } } });
    await memberTab.roundTrip();
    expect(eventsOf(memberTab, 'MessageSent')).toEqual([]);

    const answer = await second.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(candidate.token),
      payload: { room_id: room.id, text: 'Answered through the second instance' },
    });
    expect(answer.statusCode).toBe(201);
    const reply = (frame: { type: string; event?: string; data?: unknown }) =>
      isSent(frame) && JSON.stringify(frame).includes('Answered through the second instance');
    expect(await memberTab.next(reply)).toMatchObject({ data: { unread_count: 1, unread_messages: 1 } });
    await memberOtherTab.next(reply);
  });
});
