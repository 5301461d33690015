import { Redis } from 'ioredis';
import type { BusHandler, BusMessage, EventBus } from './event-bus.ts';

/**
 * Redis pub/sub between instances. A Redis channel per bus channel (`hw:bus:user.42`), subscribed while this instance
 * has a handler for it, so an instance receives only the events of the users whose sockets it holds. A publisher's
 * own instance gets its events back through Redis like any other, never directly, so nothing arrives twice.
 */
export function createRedisBus(url: string, prefix = 'hw:bus:'): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  // Connection errors surface on the command that needs Redis; both clients reconnect (and resubscribe) by themselves.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const channels = new Map<string, { listeners: Set<BusHandler>; ready: Promise<unknown> }>();
  subscriber.on('message', (redisChannel: string, payload: string) => {
    const entry = channels.get(redisChannel.slice(prefix.length));
    if (!entry) return;
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    for (const handler of [...entry.listeners]) handler(message);
  });
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let entry = channels.get(channel);
      if (!entry) {
        entry = { listeners: new Set(), ready: subscriber.subscribe(prefix + channel) };
        channels.set(channel, entry);
      }
      entry.listeners.add(handler);
      const own = entry;
      // A second subscriber of a channel being subscribed waits for the same confirmation.
      await own.ready;
      return async () => {
        own.listeners.delete(handler);
        if (own.listeners.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        await subscriber.unsubscribe(prefix + channel).catch(() => {});
      };
    },
    async close() {
      channels.clear();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
