import { BILLING } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { vacancyKit } from '../../vacancies/vacancy-test-kit.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';

let t: BillingTestApp;
let off: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp({ COMPANY_PREMIUM: '1' });
  off = await createBillingTestApp();
});
const { call, companyWithTeam, pay, onTestClock } = billingKit(() => t);
const offKit = billingKit(() => off);

const premiumOf = async (token: string) => (await call('/api/company/premium', { token })).json().data;
const { wizard } = vacancyKit(() => t);
const postVacancy = (token: string) => call('/api/vacancies', { method: 'POST', token, payload: wizard() });

describe('company premium, with its flag on', () => {
  it('keeps an unpaid company from posting, takes the owner’s payment, and lets the team post once the provider confirms it', async () => {
    // A company is born unpaid: with the flag on, it posts once premium is paid.
    const { owner, member } = await companyWithTeam('Premium Works');
    expect((await postVacancy(member.token)).statusCode).toBe(402);
    expect(await premiumOf(member.token)).toMatchObject({
      enabled: true,
      can_send_job_offer: false,
      prices: { month: { amount: BILLING.companyPremium.month }, year: { amount: BILLING.companyPremium.year } },
      subscription: null,
    });

    const started = await call('/api/company/premium/pay', {
      method: 'POST',
      token: owner.token,
      payload: { period: 'year' },
    });
    expect(started.statusCode).toBe(201);
    const session = started.json().data;
    expect(session.provider).toEqual({
      kind: 'stand-in',
      publishable_key: t.standIn.publishableKey,
      script_url: t.standIn.scriptUrl,
    });
    expect(session.order).toMatchObject({
      product: 'company_premium',
      period: 'year',
      pay_status: 'WaitingForPay',
      amount: { amount: 22_800, currency: 'USD' },
    });
    // The browser's word is nothing: until the provider says so, the order waits.
    expect((await postVacancy(member.token)).statusCode).toBe(402);

    expect((await pay(session.client_secret)).status).toBe(200);
    const order = (await call(`/api/me/orders/${session.order.id}`, { token: member.token })).json().data;
    expect(order).toMatchObject({ pay_status: 'Paid', invoice_number: expect.stringMatching(/^HW-\d{4}-\d{6}$/) });
    expect(new Date(order.paid_until).getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);
    const premium = await premiumOf(member.token);
    expect(premium).toMatchObject({
      can_send_job_offer: true,
      subscription: { status: 'active', period: 'year', cancel_at_period_end: false },
    });
    expect((await postVacancy(member.token)).statusCode).toBe(201);

    const again = await call('/api/company/premium/pay', {
      method: 'POST',
      token: owner.token,
      payload: { period: 'month' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('is the owner’s to pay: a member is told to ask the owner, a job seeker and a guest are refused', async () => {
    const { member } = await companyWithTeam('Ask The Owner');
    const refused = await call('/api/company/premium/pay', {
      method: 'POST',
      token: member.token,
      payload: { period: 'month' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'OWNER_ONLY',
      message: 'Only the company owner can do this. Please ask the owner.',
    });
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    const notACompany = await call('/api/company/premium/pay', {
      method: 'POST',
      token: worker.token,
      payload: { period: 'month' },
    });
    expect(notACompany.statusCode).toBe(403);
    expect(notACompany.json().code).toBe('COMPANY_REQUIRED');
    expect((await call('/api/company/premium/pay', { method: 'POST', payload: { period: 'month' } })).statusCode).toBe(
      401,
    );
    expect((await call('/api/company/premium')).statusCode).toBe(401);
  });

  it('shows a declined card’s reason in the reader’s language, and takes a second card for the same order', async () => {
    const { owner } = await companyWithTeam('Declined Works');
    const session = (
      await call('/api/company/premium/pay', { method: 'POST', token: owner.token, payload: { period: 'month' } })
    ).json().data;
    const declined = await pay(session.client_secret, '4000000000009995');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    const rejected = (await call(`/api/me/orders/${session.order.id}`, { token: owner.token, locale: 'uk' })).json()
      .data;
    expect(rejected).toMatchObject({
      pay_status: 'PayRejected',
      rejection: { code: 'insufficient_funds', message: 'На картці недостатньо коштів.' },
    });

    const retry = (await call(`/api/me/orders/${session.order.id}/payment`, { token: owner.token })).json().data;
    expect((await pay(retry.client_secret)).status).toBe(200);
    const paid = (await call(`/api/me/orders/${session.order.id}`, { token: owner.token })).json().data;
    expect(paid).toMatchObject({ pay_status: 'Paid', rejection: null });
    expect((await call(`/api/me/orders/${session.order.id}/payment`, { token: owner.token })).json().code).toBe(
      'ORDER_ALREADY_PAID',
    );
  });

  it('cancels in one step: premium lasts to the end of the period, then the team may no longer post', async () => {
    const { owner, member, company } = await companyWithTeam('Cancelling Works');
    const clock = await onTestClock(company.id, owner.user.id);
    const session = (
      await call('/api/company/premium/pay', { method: 'POST', token: owner.token, payload: { period: 'month' } })
    ).json().data;
    await pay(session.client_secret);
    const subscription = (await premiumOf(owner.token)).subscription;

    const cancelled = await call(`/api/me/subscriptions/${subscription.id}`, { method: 'DELETE', token: owner.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await postVacancy(member.token)).statusCode).toBe(201);

    await clock.advanceDays(32);
    expect(await premiumOf(member.token)).toMatchObject({
      can_send_job_offer: false,
      subscription: { status: 'canceled' },
    });
    expect((await postVacancy(member.token)).statusCode).toBe(402);
  });

  it('renews as the provider charges it, each period an order of its own with its invoice', async () => {
    const { owner, company } = await companyWithTeam('Renewing Works');
    const clock = await onTestClock(company.id, owner.user.id);
    const session = (
      await call('/api/company/premium/pay', { method: 'POST', token: owner.token, payload: { period: 'month' } })
    ).json().data;
    await pay(session.client_secret);
    await clock.advanceDays(32);
    const orders = (await call('/api/me/orders', { token: owner.token })).json().data;
    expect(orders.total).toBe(2);
    expect(orders.list.map((order: { pay_status: string }) => order.pay_status)).toEqual(['Paid', 'Paid']);
    expect(new Set(orders.list.map((order: { invoice_number: string }) => order.invoice_number)).size).toBe(2);
    expect((await premiumOf(owner.token)).subscription).toMatchObject({ status: 'active' });
  });

  it('ends premium when the renewals keep failing, as the provider retries and gives up', async () => {
    const { owner, company } = await companyWithTeam('Failing Works');
    const clock = await onTestClock(company.id, owner.user.id);
    const session = (
      await call('/api/company/premium/pay', { method: 'POST', token: owner.token, payload: { period: 'month' } })
    ).json().data;
    await pay(session.client_secret, '4000000000000341');
    expect((await premiumOf(owner.token)).can_send_job_offer).toBe(true);
    await clock.advanceDays(31);
    expect((await premiumOf(owner.token)).subscription).toMatchObject({ status: 'past_due' });
    const failed = (await call('/api/me/orders', { token: owner.token })).json().data.list[0];
    expect(failed).toMatchObject({ pay_status: 'PayRejected', rejection: { code: 'renewal_declined' } });
    for (let day = 0; day < 4; day += 1) await clock.advanceDays(3);
    expect(await premiumOf(owner.token)).toMatchObject({
      can_send_job_offer: false,
      subscription: { status: 'canceled' },
    });
  });
});

describe('company premium, with its flag off (the spec’s default)', () => {
  it('is not offered, and every company may post', async () => {
    const { owner } = await offKit.companyWithTeam('Free Works');
    const premium = (await offKit.call('/api/company/premium', { token: owner.token })).json().data;
    expect(premium).toMatchObject({ enabled: false, can_send_job_offer: true });
    const refused = await offKit.call('/api/company/premium/pay', {
      method: 'POST',
      token: owner.token,
      payload: { period: 'month' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('PRODUCT_NOT_OFFERED');
  });
});
