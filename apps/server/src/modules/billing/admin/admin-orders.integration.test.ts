import { BILLING } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';

let t: BillingTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createBillingTestApp({ COMPANY_PREMIUM: '1' });
  adminToken = (await signIn(t, 'admin')).token;
});
const { call, companyWithTeam, pay } = billingKit(() => t);

describe('admins’ orders and refunds', () => {
  it('lists orders to admins only, and refunds part then the rest of a paid one, recorded and audited', async () => {
    const { owner, member } = await companyWithTeam('Refunded Works');
    const session = (
      await call('/api/company/premium/pay', { method: 'POST', token: owner.token, payload: { period: 'month' } })
    ).json().data;
    await pay(session.client_secret);

    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    for (const token of [undefined, worker.token, member.token, owner.token]) {
      const listed = await call('/api/admin/orders', { ...(token ? { token } : {}) });
      expect(listed.statusCode).toBe(token ? 403 : 401);
      const refused = await call(`/api/admin/orders/${session.order.id}/refund`, {
        method: 'POST',
        ...(token ? { token } : {}),
        payload: { reason: 'Not allowed' },
      });
      expect(refused.statusCode).toBe(token ? 403 : 401);
    }
    const listed = (await call('/api/admin/orders?status=Paid&product=company_premium', { token: adminToken })).json()
      .data;
    expect(listed.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: session.order.id, buyer_name: 'Refunded Works', refunds: [] }),
      ]),
    );

    const refund = (amount: number | undefined, reason: string) =>
      call(`/api/admin/orders/${session.order.id}/refund`, {
        method: 'POST',
        token: adminToken,
        payload: { ...(amount === undefined ? {} : { amount }), reason },
      });
    const first = await refund(1_000, 'Charged twice for a day');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      refunded: { amount: 1_000 },
      pay_status: 'Paid',
      refunds: [{ amount: { amount: 1_000 }, reason: 'Charged twice for a day', admin_name: expect.any(String) }],
    });
    expect(first.json().data.provider_reference).toMatch(/^(pi|in)_/);
    expect(first.json().data.refunds[0].admin_name).not.toBe('');
    const tooMuch = await refund(BILLING.companyPremium.month, 'Too much');
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_LARGE', errors: { amount: [expect.any(String)] } });
    const rest = await refund(undefined, 'Company closed');
    expect(rest.json().data.refunded.amount).toBe(BILLING.companyPremium.month);
    expect(rest.json().data.refunds).toHaveLength(2);
    expect((await refund(undefined, 'Nothing left')).json().code).toBe('REFUND_TOO_LARGE');

    const audit = (await call('/api/admin/audit-log?target_type=order', { token: adminToken })).json().data.list;
    expect(audit.filter((entry: { action: string }) => entry.action === 'order.refund')).toHaveLength(2);
    const refunds = t.standIn.deliveries().filter((delivery) => delivery.type === 'refund.created');
    expect(refunds.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to refund an order that is not paid', async () => {
    const { owner } = await companyWithTeam('Unpaid Refund Works');
    const session = (
      await call('/api/company/premium/pay', { method: 'POST', token: owner.token, payload: { period: 'year' } })
    ).json().data;
    const refused = await call(`/api/admin/orders/${session.order.id}/refund`, {
      method: 'POST',
      token: adminToken,
      payload: { reason: 'Nothing paid' },
    });
    expect(refused.json().code).toBe('ORDER_NOT_PAID');
    expect(
      (
        await call('/api/admin/orders/999999/refund', {
          method: 'POST',
          token: adminToken,
          payload: { reason: 'Nothing' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
