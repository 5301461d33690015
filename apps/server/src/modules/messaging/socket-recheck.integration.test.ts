import { MESSAGING } from '@hushwork/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { closeSockets, openSocket, type TestSocket } from '../../test/socket-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { messagingKit } from './messaging-test-kit.ts';

/**
 * A socket outlives the request that opened it: it is closed when its session ends. The socket's keep-alive and
 * re-check timers are faked so a minute passes at once; the socket's own ping frames keep it alive meanwhile.
 */
let t: TestApp;
let wsUrl: string;
const kit = messagingKit(() => t);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(() => {
  closeSockets();
  vi.useRealTimers();
});

const closingOf = (socket: TestSocket) =>
  new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));

/** Lets a minute of socket timers pass, the socket answering the keep-alive between ticks as a live tab would. */
async function aMinutePasses(socket: TestSocket) {
  for (let passed = 0; passed < MESSAGING.socketRecheckMs; passed += MESSAGING.socketPingMs) {
    if (socket.ws.readyState === socket.ws.OPEN) await socket.roundTrip();
    await vi.advanceTimersByTimeAsync(MESSAGING.socketPingMs);
  }
}

it('keeps a socket whose session lives, and closes one whose session was signed out with 4401', async () => {
  const stays = await kit.worker('Stella Stays');
  const leaves = await kit.worker('Leon Leaves');
  const staying = await openSocket(wsUrl, { authorization: `Bearer ${stays.token}` });
  const leaving = await openSocket(wsUrl, { authorization: `Bearer ${leaves.token}` });
  const closed = closingOf(leaving);

  const signOut = await kit.call('/api/auth/logout', { method: 'POST', token: leaves.token, payload: {} });
  expect(signOut.statusCode).toBeLessThan(300);
  await aMinutePasses(leaving);
  await aMinutePasses(staying);

  expect(await closed).toBe(4401);
  expect(leaving.frames).toContainEqual({ type: 'error', code: 'UNAUTHORIZED' });
  expect(staying.ws.readyState).toBe(staying.ws.OPEN);
  await staying.roundTrip();
});
