import type { BusHandler, EventBus } from './event-bus.ts';

/** The bus of one process: enough for the embedded mode and a single instance. */
export function createMemoryBus(): EventBus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    async publish(channel, message) {
      const listeners = handlers.get(channel);
      if (!listeners) return;
      // Delivered after the publisher's turn, as Redis would: a handler never runs inside the publishing request.
      for (const handler of [...listeners]) queueMicrotask(() => handler(message));
    },
    async subscribe(channel, handler) {
      const listeners = handlers.get(channel) ?? new Set<BusHandler>();
      listeners.add(handler);
      handlers.set(channel, listeners);
      return async () => {
        listeners.delete(handler);
        if (listeners.size === 0 && handlers.get(channel) === listeners) handlers.delete(channel);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
