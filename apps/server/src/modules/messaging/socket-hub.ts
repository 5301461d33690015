import { randomBytes } from 'node:crypto';
import { userChannelOf } from '@hushwork/contract';
import type { WebSocket } from 'ws';
import type { BusMessage, EventBus } from '../../platform/bus/event-bus.ts';
import { busChannelOf } from './room-events.ts';

/** One open socket: its id (the client's `X-Socket-ID`), its account, and whether it subscribed to its channel. */
export type SocketClient = {
  id: string;
  user_id: number;
  socket: WebSocket;
  is_subscribed: boolean;
  is_alive: boolean;
  /** Whether the credentials it connected with still hold (a session ended, an account blocked). */
  isStillAllowed(): Promise<boolean>;
};

type UserEntry = { clients: Set<SocketClient>; subscribed: number; unsubscribe: Promise<() => Promise<void>> | null };

const OPEN = 1;

/**
 * The sockets this instance holds, by account. The instance listens on the bus to an account's channel while one of
 * its sockets is subscribed, and passes each event to that account's subscribed sockets but the one that caused it.
 */
export function createSocketHub(bus: EventBus) {
  const users = new Map<number, UserEntry>();
  const clients = new Set<SocketClient>();

  function deliver(userId: number, message: BusMessage) {
    const entry = users.get(userId);
    if (!entry) return;
    // Serialized once for all of the account's sockets.
    const frame = JSON.stringify({
      type: 'event',
      channel: userChannelOf(userId),
      event: message.event,
      data: message.data,
    });
    for (const client of entry.clients) {
      if (!client.is_subscribed || client.id === message.except_socket_id) continue;
      if (client.socket.readyState === OPEN) client.socket.send(frame);
    }
  }

  async function release(entry: UserEntry, userId: number) {
    if (entry.subscribed > 0 || !entry.unsubscribe) return;
    const pending = entry.unsubscribe;
    entry.unsubscribe = null;
    await (await pending.catch(() => async () => {}))();
    if (entry.clients.size === 0 && users.get(userId) === entry) users.delete(userId);
  }

  return {
    add(socket: WebSocket, userId: number, isStillAllowed: () => Promise<boolean>): SocketClient {
      const client: SocketClient = {
        id: `${randomBytes(9).toString('base64url')}.${userId.toString(36)}`,
        user_id: userId,
        socket,
        is_subscribed: false,
        is_alive: true,
        isStillAllowed,
      };
      const entry = users.get(userId) ?? { clients: new Set(), subscribed: 0, unsubscribe: null };
      entry.clients.add(client);
      users.set(userId, entry);
      clients.add(client);
      return client;
    },

    countOf: (userId: number) => users.get(userId)?.clients.size ?? 0,

    /** Resolves once events of the account reach this instance (the bus confirmed the subscription). */
    async subscribe(client: SocketClient): Promise<void> {
      const entry = users.get(client.user_id);
      if (!entry || client.is_subscribed) return;
      client.is_subscribed = true;
      entry.subscribed += 1;
      entry.unsubscribe ??= bus.subscribe(busChannelOf(client.user_id), (message) => deliver(client.user_id, message));
      const pending = entry.unsubscribe;
      try {
        await pending;
      } catch (error) {
        // The bus could not subscribe (Redis away): the next attempt asks it again rather than reuse the failure.
        if (entry.unsubscribe === pending) entry.unsubscribe = null;
        client.is_subscribed = false;
        entry.subscribed -= 1;
        throw error;
      }
    },

    async unsubscribe(client: SocketClient): Promise<void> {
      const entry = users.get(client.user_id);
      if (!entry || !client.is_subscribed) return;
      client.is_subscribed = false;
      entry.subscribed -= 1;
      await release(entry, client.user_id);
    },

    async remove(client: SocketClient): Promise<void> {
      clients.delete(client);
      const entry = users.get(client.user_id);
      if (!entry) return;
      entry.clients.delete(client);
      if (client.is_subscribed) {
        client.is_subscribed = false;
        entry.subscribed -= 1;
      }
      await release(entry, client.user_id);
      if (entry.clients.size === 0 && users.get(client.user_id) === entry) users.delete(client.user_id);
    },

    all: () => [...clients],
  };
}
