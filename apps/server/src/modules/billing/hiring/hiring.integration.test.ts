import { BILLING } from '@hushwork/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationsKit } from '../../applications/applications-test-kit.ts';
import { billingHires } from '../billing.schema.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
const { call, pay } = billingKit(() => t);
const apps = applicationsKit(() => t);

let companies = 0;
/** A company of its own whose job offer a candidate accepted: the hire a team reports. */
async function acceptedOffer() {
  companies += 1;
  const team = await apps.company(`Hiring Works ${companies}`);
  const vacancyTitle = `Staff Engineer ${companies}`;
  const vacancy = await apps.vacancy(team.id, team.owner.user.id, {
    title: vacancyTitle,
    moderation_status: 'approved',
  });
  const seeker = await apps.candidate();
  const sent = await apps.call('/api/job-offers', {
    method: 'POST',
    token: team.member.token,
    payload: { candidate_id: seeker.candidateId, vacancy_id: vacancy.id, message: 'Join us' },
  });
  expect(sent.statusCode).toBe(201);
  const offerId = sent.json().data.id as number;
  expect(
    (await apps.call(`/api/job-offers/${offerId}/approve`, { method: 'POST', token: seeker.token })).statusCode,
  ).toBe(200);
  return { owner: team.owner, member: team.member, offerId, vacancyTitle };
}

const profileOf = async (token: string) => (await call('/api/profile', { token })).json().data;

describe('successful hiring', () => {
  it('reports an accepted offer as a hire, reminds the team once it is overdue, and takes the owner’s payment', async () => {
    const { owner, member, offerId, vacancyTitle } = await acceptedOffer();
    const candidates = (await call('/api/successful-hiring/candidates', { token: member.token })).json().data.list;
    expect(candidates.map((offer: { id: number }) => offer.id)).toEqual([offerId]);
    expect((await call('/api/successful-hiring/vacancies', { token: member.token })).json().data.list).toEqual([
      expect.objectContaining({ title: vacancyTitle }),
    ]);

    const reported = await call('/api/successful-hiring', {
      method: 'POST',
      token: member.token,
      payload: { offer_id: offerId },
    });
    expect(reported.statusCode).toBe(201);
    const hire = reported.json().data;
    expect(hire).toMatchObject({
      fee: { amount: BILLING.successfulHiring.feeMinor },
      pay_status: 'UnPaid',
      is_overdue: false,
    });
    expect(
      (
        await call('/api/successful-hiring', { method: 'POST', token: member.token, payload: { offer_id: offerId } })
      ).json().code,
    ).toBe('HIRE_NOT_REPORTABLE');
    expect((await call('/api/successful-hiring/candidates', { token: member.token })).json().data.list).toEqual([]);
    expect((await profileOf(member.token)).employer.has_hiring_payment_reminder).toBe(false);

    // Past the days the terms give, the reminder shows for the whole team.
    await t.database.db
      .update(billingHires)
      .set({ due_at: new Date(Date.now() - 86_400_000) })
      .where(eq(billingHires.id, hire.id));
    expect((await profileOf(member.token)).employer.has_hiring_payment_reminder).toBe(true);
    expect((await call('/api/successful-hiring', { token: owner.token })).json().data).toMatchObject({
      has_overdue: true,
    });

    expect(
      (await call(`/api/successful-hiring/${hire.id}/pay`, { method: 'POST', token: member.token, payload: {} })).json()
        .code,
    ).toBe('OWNER_ONLY');
    const session = (
      await call(`/api/successful-hiring/${hire.id}/pay`, { method: 'POST', token: owner.token, payload: {} })
    ).json().data;
    expect(session.order).toMatchObject({
      product: 'successful_hiring',
      subject_id: hire.id,
      amount: { amount: BILLING.successfulHiring.feeMinor },
    });
    expect((await pay(session.client_secret, '4000000000000002')).status).toBe(402);
    // The second try pays the same order: a hire is never charged twice.
    const again = (
      await call(`/api/successful-hiring/${hire.id}/pay`, { method: 'POST', token: owner.token, payload: {} })
    ).json().data;
    expect(again.order.id).toBe(session.order.id);
    await pay(again.client_secret);
    const listed = (await call('/api/successful-hiring', { token: member.token })).json().data;
    expect(listed).toMatchObject({
      has_overdue: false,
      list: [{ id: hire.id, pay_status: 'Paid', is_overdue: false }],
    });
    expect((await profileOf(member.token)).employer.has_hiring_payment_reminder).toBe(false);
    expect(
      (await call(`/api/successful-hiring/${hire.id}`, { method: 'DELETE', token: owner.token })).json().code,
    ).toBe('HIRE_PAID');
  });

  it('takes the employer tariff’s discount off the fee: Growth halves it, Scale waives it and the hire is paid', async () => {
    for (const tariff of ['growth', 'scale'] as const) {
      const { owner, member, offerId } = await acceptedOffer();
      const subscribed = await call('/api/me/subscriptions', {
        method: 'POST',
        token: owner.token,
        payload: { tariff, period: 'month' },
      });
      await pay(subscribed.json().data.client_secret);
      const hire = (
        await call('/api/successful-hiring', { method: 'POST', token: member.token, payload: { offer_id: offerId } })
      ).json().data;
      const percent = BILLING.employerTariffs[tariff].hiringDiscountPercent;
      const fee = Math.ceil((BILLING.successfulHiring.feeMinor * (100 - percent)) / 100);
      expect(hire.fee.amount).toBe(fee);
      if (fee === 0) {
        // Nothing to pay: paid from the start, and paying it is refused.
        expect(hire.pay_status).toBe('Paid');
        const paid = await call(`/api/successful-hiring/${hire.id}/pay`, {
          method: 'POST',
          token: owner.token,
          payload: {},
        });
        expect(paid.json().code).toBe('HIRE_PAID');
      } else {
        expect(hire.pay_status).toBe('UnPaid');
      }
    }
  });

  it('lets a hire reported by mistake be withdrawn, and keeps other companies out', async () => {
    const first = await acceptedOffer();
    const other = await acceptedOffer();
    const hire = (
      await call('/api/successful-hiring', {
        method: 'POST',
        token: first.member.token,
        payload: { offer_id: first.offerId },
      })
    ).json().data;
    expect(
      (
        await call('/api/successful-hiring', {
          method: 'POST',
          token: other.owner.token,
          payload: { offer_id: first.offerId },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call(`/api/successful-hiring/${hire.id}`, { method: 'DELETE', token: other.owner.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(`/api/successful-hiring/${hire.id}`, { method: 'DELETE', token: first.member.token })).statusCode,
    ).toBe(200);
    expect((await call('/api/successful-hiring', { token: first.owner.token })).json().data.list).toEqual([]);
    expect((await call('/api/successful-hiring')).statusCode).toBe(401);
  });
});
