import { beforeAll, describe, expect, it } from 'vitest';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';
import { promoCodeRepo } from '../lib/promo-code.repo.ts';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
const { call, companyWithTeam, pay } = billingKit(() => t);

const postEvent = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });

describe('POST /api/billing/webhook', () => {
  it('refuses an event whose signature does not match its body, or that has none', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'invoice.paid', data: { object: {} } });
    const forged = t.stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_not_ours' });
    expect((await postEvent(body, forged)).json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await postEvent(body)).statusCode).toBe(400);
    // Signed by our secret but altered on the way: the signature covers the bytes.
    const signed = t.stripe.webhooks.generateTestHeaderString({ payload: body, secret: t.standIn.webhookSecret });
    expect((await postEvent(body.replace('evt_forged', 'evt_altered'), signed)).statusCode).toBe(400);
    expect((await postEvent('{not json', signed)).statusCode).toBe(400);
  });

  it('applies each event once: the provider’s retries of a payment change nothing twice', async () => {
    await promoCodeRepo.upsert(t.database.db, { code: 'ONCE-ONLY', amount_minor: 1_000, percent_hundredths: 0 });
    const { owner } = await companyWithTeam('Idempotent Works');
    const session = (
      await call('/api/me/subscriptions', {
        method: 'POST',
        token: owner.token,
        payload: { tariff: 'growth', period: 'month', promo_code: 'once-only' },
      })
    ).json().data;
    expect(session.order).toMatchObject({
      promo_code: 'ONCE-ONLY',
      amount: { amount: 8_900 },
      list_amount: { amount: 9_900 },
    });
    await pay(session.client_secret);
    const paid = (await call(`/api/me/orders/${session.order.id}`, { token: owner.token })).json().data;
    expect(paid.pay_status).toBe('Paid');

    const deliveries = t.standIn
      .deliveries()
      .filter((delivery) => delivery.type === 'invoice.paid' && delivery.statusCode === 200);
    const last = deliveries.at(-1);
    expect(last).toBeDefined();
    const again = await t.standIn.resend(last!.eventId);
    expect(again.statusCode).toBe(200);
    const after = (await call(`/api/me/orders/${session.order.id}`, { token: owner.token })).json().data;
    expect(after).toEqual(paid);
    expect((await promoCodeRepo.findByCode(t.database.db, 'ONCE-ONLY'))?.uses).toBe(1);
    const orders = (await call('/api/me/orders', { token: owner.token })).json().data;
    expect(orders.total).toBe(1);
  });

  it('keeps a subscription as the newest event said, whatever order they arrive in', async () => {
    const { owner } = await companyWithTeam('Out Of Order Works');
    const session = (
      await call('/api/me/subscriptions', {
        method: 'POST',
        token: owner.token,
        payload: { tariff: 'scale', period: 'year' },
      })
    ).json().data;
    await pay(session.client_secret);
    const created = t.standIn
      .deliveries()
      .filter((delivery) => delivery.type === 'customer.subscription.created')
      .at(-1);
    // The creation event (the subscription waiting for its first payment) arrives again, late.
    await t.standIn.resend(created!.eventId);
    const list = (await call('/api/me/subscriptions', { token: owner.token })).json().data.list;
    expect(list).toEqual([expect.objectContaining({ product: 'employer_tariff', tariff: 'scale', status: 'active' })]);
  });
});
