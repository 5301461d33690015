import { BILLING } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { createVacancy } from '../../vacancies/index.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';
import { includedTurbosOf } from '../lib/included-turbos.ts';
import { endPlacementsJob } from './end-placements-job.ts';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
const { call, companyWithTeam, pay } = billingKit(() => t);

/** Two open vacancies of a new company, the older one first made; answers them and the company's name to search by. */
async function companyWithVacancies(name: string) {
  const team = await companyWithTeam(name);
  const made = (title: string, daysAgo: number) =>
    createVacancy(t.database.db, {
      companyId: team.company.id,
      authorUserId: team.owner.user.id,
      title,
      moderation_status: 'approved',
      published_at: new Date(Date.now() - daysAgo * 86_400_000),
    });
  const older = await made('Older Platform Engineer', 3);
  const newer = await made('Newer Platform Engineer', 1);
  return { ...team, name, older, newer };
}

/** The company's vacancies in the order a job seeker's search lists them. */
const searchOrder = async (name: string) =>
  ((await call(`/api/jobs?search=${encodeURIComponent(name)}`)).json().data.list as { id: number }[]).map((v) => v.id);

/** The placement job as the server runs it, at the app's clock. */
const runPlacementJob = () =>
  endPlacementsJob.run({ database: t.database, clock: t.clock, logger: undefined as never, registry: t.registry });

describe('turbo (premium/turbo-1)', () => {
  it('puts the paid vacancy first in its searches for a week, then lowers it', async () => {
    const { owner, older, newer, name } = await companyWithVacancies('Turbo Search Works');
    expect(await searchOrder(name)).toEqual([newer.id, older.id]);

    const offer = (await call('/api/premium/turbo-1', { token: owner.token })).json().data;
    expect(offer).toMatchObject({ price: { amount: BILLING.turbo.priceMinor }, days: BILLING.turbo.days });
    expect(offer.vacancies.map((v: { id: number }) => v.id).sort()).toEqual([older.id, newer.id].sort());

    const session = (
      await call('/api/premium/turbo-1', { method: 'POST', token: owner.token, payload: { vacancy_id: older.id } })
    ).json().data;
    expect(session.order).toMatchObject({ product: 'turbo', subject_id: older.id, pay_status: 'WaitingForPay' });
    // Not raised on the browser's word: only once the provider confirms the payment.
    expect(await searchOrder(name)).toEqual([newer.id, older.id]);
    await pay(session.client_secret);
    expect(await searchOrder(name)).toEqual([older.id, newer.id]);
    const raised = (await call('/api/premium/turbo-1', { token: owner.token }))
      .json()
      .data.vacancies.find((v: { id: number }) => v.id === older.id);
    expect(new Date(raised.turbo_until).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    await runPlacementJob();
    expect(await searchOrder(name)).toEqual([older.id, newer.id]);
    t.clock.advance((BILLING.turbo.days + 1) * 86_400_000);
    await runPlacementJob();
    expect(await searchOrder(name)).toEqual([newer.id, older.id]);
    // The stand-in keeps real time: the app's clock comes back to it for the next test.
    t.clock.set(new Date());
  });

  it('raises only an open vacancy of the owner’s company', async () => {
    const first = await companyWithVacancies('Turbo Owner Works');
    const other = await companyWithVacancies('Turbo Other Works');
    const refused = await call('/api/premium/turbo-1', {
      method: 'POST',
      token: first.owner.token,
      payload: { vacancy_id: other.older.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'VACANCY_NOT_PROMOTABLE',
      errors: { vacancy_id: [expect.any(String)] },
    });
    const member = await call('/api/premium/turbo-1', {
      method: 'POST',
      token: first.member.token,
      payload: { vacancy_id: first.older.id },
    });
    expect(member.json().code).toBe('OWNER_ONLY');
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    expect((await call('/api/premium/turbo-1', { token: worker.token })).json().code).toBe('COMPANY_REQUIRED');
    expect((await call('/api/premium/turbo-1')).statusCode).toBe(401);
  });
});

describe('a vacancy’s premium (vacancy-premium/tariffs)', () => {
  it('highlights the vacancy for each paid period and stops renewing when asked', async () => {
    const { owner, older, name } = await companyWithVacancies('Premium Vacancy Works');
    const tariffs = (await call('/api/vacancy-premium/tariffs', { token: owner.token })).json().data;
    expect(tariffs.list).toEqual([
      { tariff: 'week', price: { amount: BILLING.vacancyPremium.week.priceMinor, currency: 'USD' }, days: 7 },
      { tariff: 'month', price: { amount: BILLING.vacancyPremium.month.priceMinor, currency: 'USD' }, days: 30 },
    ]);
    const started = await call('/api/vacancy-premium/tariffs/week/pay', {
      method: 'POST',
      token: owner.token,
      payload: { vacancy_id: older.id },
    });
    expect(started.statusCode).toBe(201);
    await pay(started.json().data.client_secret);
    expect((await searchOrder(name))[0]).toBe(older.id);
    const after = (await call('/api/vacancy-premium/tariffs', { token: owner.token })).json().data;
    expect(after.subscriptions).toEqual([
      expect.objectContaining({ product: 'vacancy_premium', subject_id: older.id, status: 'active', period: 'week' }),
    ]);
    expect(after.vacancies.find((v: { id: number }) => v.id === older.id).premium_until).not.toBeNull();

    const twice = await call('/api/vacancy-premium/tariffs/month/pay', {
      method: 'POST',
      token: owner.token,
      payload: { vacancy_id: older.id },
    });
    expect(twice.json().code).toBe('ALREADY_SUBSCRIBED');
    const stopped = await call('/api/vacancy-premium/tariffs/week/unsubscribe', {
      method: 'POST',
      token: owner.token,
      payload: { vacancy_id: older.id },
    });
    expect(stopped.json().data).toMatchObject({ cancel_at_period_end: true, status: 'active' });
  });
});

describe('turbo a tariff includes (premium/turbo-1/included)', () => {
  it('raises a vacancy at no charge as often a month as the tariff says, then only for pay until the 1st', async () => {
    const { owner, company, older, newer, name } = await companyWithVacancies('Included Turbo Works');
    const offer = async () => (await call('/api/premium/turbo-1', { token: owner.token })).json().data;
    const raise = (vacancyId: number) =>
      call('/api/premium/turbo-1/included', { method: 'POST', token: owner.token, payload: { vacancy_id: vacancyId } });

    // Without a tariff nothing is included: turbo is paid.
    expect((await offer()).included).toBeNull();
    const refused = await raise(older.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INCLUDED_TURBO_USED_UP');

    const tariff = await call('/api/me/subscriptions', {
      method: 'POST',
      token: owner.token,
      payload: { tariff: 'growth', period: 'month' },
    });
    await pay(tariff.json().data.client_secret);
    const perMonth = BILLING.employerTariffs.growth.turboPerMonth;
    expect((await offer()).included).toMatchObject({ tariff: 'growth', per_month: perMonth, left: perMonth });

    const first = await raise(older.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.included.left).toBe(perMonth - 1);
    // At once, with no payment: the older vacancy now leads its search.
    expect(await searchOrder(name)).toEqual([older.id, newer.id]);
    // A second turbo on the same vacancy adds its week to the running one instead of overlapping it.
    const second = await raise(older.id);
    expect(second.statusCode).toBe(201);
    expect(new Date(second.json().data.turbo_until).getTime()).toBe(
      new Date(first.json().data.turbo_until).getTime() + BILLING.turbo.days * 86_400_000,
    );
    const usedUp = await raise(newer.id);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().code).toBe('INCLUDED_TURBO_USED_UP');
    const left = (await offer()).included;
    expect(left.left).toBe(0);

    // The team's payments show them as turbo of no charge beside its list price, with no invoice.
    const orders = (await call('/api/me/orders', { token: owner.token })).json().data.list;
    const included = orders.filter((order: { tariff: string | null }) => order.tariff === 'included');
    expect(included).toHaveLength(perMonth);
    for (const order of included)
      expect(order).toMatchObject({
        product: 'turbo',
        pay_status: 'Paid',
        amount: { amount: 0 },
        list_amount: { amount: BILLING.turbo.priceMinor },
        invoice_number: null,
      });

    // The count starts again with the next calendar month (read at that hour: a session does not last that long).
    const nextMonth = new Date(new Date(left.resets_at).getTime() + 3_600_000);
    const payer = { company_id: company.id, user_id: owner.user.id };
    expect((await includedTurbosOf(t.database.db, payer, nextMonth))?.left).toBe(perMonth);
  });
});
