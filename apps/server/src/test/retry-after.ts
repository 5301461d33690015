import { expect } from 'vitest';

/**
 * A Retry-After for a window that opened during the test: whole seconds, at most the window, and not a minute less
 * (the test's own requests took less than that), so a wrong window or a unit in milliseconds fails.
 */
export function expectRetryAfterWithin(header: unknown, windowS: number) {
  expect(header).toMatch(/^[1-9]\d*$/);
  expect(Number(header)).toBeLessThanOrEqual(windowS);
  expect(Number(header)).toBeGreaterThan(windowS - 60);
}
