/** The one source of time: tests of expiry and rate windows move it instead of waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function createTestClock(start = new Date('2026-11-22T10:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
