import { BILLING, nextPayStatus } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';
import { abandonPaymentsJob } from './abandon-payments-job.ts';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
const { call, companyWithTeam, pay } = billingKit(() => t);
const runJob = () =>
  abandonPaymentsJob.run({ database: t.database, clock: t.clock, logger: undefined as never, registry: t.registry });

describe('a payment left half-way', () => {
  it('goes back to unpaid after the wait, and is still paid when the card comes late', async () => {
    expect(nextPayStatus('WaitingForPay', 'abandon')).toBe('UnPaid');
    const { owner } = await companyWithTeam('Abandoning Works');
    const session = (
      await call('/api/me/subscriptions', {
        method: 'POST',
        token: owner.token,
        payload: { tariff: 'growth', period: 'month' },
      })
    ).json().data;
    const orderOf = async () => (await call(`/api/me/orders/${session.order.id}`, { token: owner.token })).json().data;

    await runJob();
    expect((await orderOf()).pay_status).toBe('WaitingForPay');
    t.clock.advance((BILLING.paymentWaitS + 60) * 1000);
    await runJob();
    expect((await orderOf()).pay_status).toBe('UnPaid');

    const again = (await call(`/api/me/orders/${session.order.id}/payment`, { token: owner.token })).json().data;
    await pay(again.client_secret);
    expect((await orderOf()).pay_status).toBe('Paid');
    t.clock.set(new Date());
  });
});
