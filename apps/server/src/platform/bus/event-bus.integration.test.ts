import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BusMessage, EventBus } from './event-bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';

// The machine and CI run Redis on the default port; CI also names it in REDIS_URL.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `hw:test:bus:${randomBytes(4).toString('hex')}:`;
const buses: EventBus[] = [];
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

const message = (event: string): BusMessage => ({ event, data: { n: 1 }, except_socket_id: null });

/** Collects what a handler got; `until(n)` waits for the n-th. */
function collector() {
  const got: BusMessage[] = [];
  let wake = () => {};
  return {
    got,
    handler: (received: BusMessage) => {
      got.push(received);
      wake();
    },
    until: (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${got.length} of ${n}`)), 5000);
        wake = () => {
          if (got.length >= n) {
            clearTimeout(timer);
            resolve();
          }
        };
        wake();
      }),
  };
}

describe.each([
  ['in process', () => [createMemoryBus()].flatMap((bus) => [bus, bus])],
  ['Redis pub/sub, between two instances', () => [createRedisBus(url, prefix), createRedisBus(url, prefix)]],
])('the event bus (%s)', (_name, make) => {
  it('delivers to each subscriber of a channel once, and no longer after it unsubscribed', async () => {
    const [publisher, subscriber] = make() as [EventBus, EventBus];
    buses.push(publisher, subscriber);
    const a = collector();
    const b = collector();
    const other = collector();
    const stopA = await subscriber.subscribe('user.1', a.handler);
    await subscriber.subscribe('user.1', b.handler);
    await subscriber.subscribe('user.2', other.handler);
    await publisher.publish('user.1', message('first'));
    await Promise.all([a.until(1), b.until(1)]);
    await stopA();
    await publisher.publish('user.1', message('second'));
    await b.until(2);
    await publisher.publish('user.2', message('elsewhere'));
    await other.until(1);
    expect(a.got.map((m) => m.event)).toEqual(['first']);
    expect(b.got.map((m) => m.event)).toEqual(['first', 'second']);
    expect(other.got).toEqual([{ event: 'elsewhere', data: { n: 1 }, except_socket_id: null }]);
  });
});
