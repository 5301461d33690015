import { describe, expect, it } from 'vitest';
import { nextPayStatus, PAY_STATUSES, type TPayEvent, type TPayStatus } from './pay-status.ts';

const EVENTS: TPayEvent[] = ['start', 'succeed', 'fail', 'abandon'];

/** Every pair, written out: the table is the specification, so the test states each cell rather than reading it. */
const EXPECTED: Record<TPayStatus, Record<TPayEvent, TPayStatus | null>> = {
  UnPaid: { start: 'WaitingForPay', succeed: 'Paid', fail: 'PayRejected', abandon: null },
  WaitingForPay: { start: 'WaitingForPay', succeed: 'Paid', fail: 'PayRejected', abandon: 'UnPaid' },
  PayRejected: { start: 'WaitingForPay', succeed: 'Paid', fail: null, abandon: null },
  Paid: { start: null, succeed: null, fail: null, abandon: null },
};

describe('the pay status machine', () => {
  for (const status of PAY_STATUSES) {
    for (const event of EVENTS) {
      it(`${status} + ${event} → ${EXPECTED[status][event] ?? 'unchanged'}`, () => {
        expect(nextPayStatus(status, event)).toBe(EXPECTED[status][event]);
      });
    }
  }

  it('a failure reported after the success changes nothing, in either order of arrival', () => {
    const apply = (events: TPayEvent[]) =>
      events.reduce<TPayStatus>((status, event) => nextPayStatus(status, event) ?? status, 'WaitingForPay');
    expect(apply(['succeed', 'fail'])).toBe('Paid');
    expect(apply(['fail', 'succeed'])).toBe('Paid');
    expect(apply(['succeed', 'succeed', 'abandon'])).toBe('Paid');
  });
});
