import { describe, expect, it } from 'vitest';
import { createTestClock } from '../clock.ts';
import { createMemoryStore } from './memory-store.ts';

describe('in-process rate-limit counters', () => {
  it('counts within a window that starts at the first event and ends by the clock', async () => {
    const clock = createTestClock();
    const store = createMemoryStore(clock);
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInS: 60 });
    clock.advance(45_000);
    expect(await store.hit('k', 60)).toEqual({ count: 2, resetInS: 15 });
    clock.advance(15_000);
    expect(await store.peek('k')).toEqual({ count: 0, resetInS: 0 });
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInS: 60 });
  });
});
