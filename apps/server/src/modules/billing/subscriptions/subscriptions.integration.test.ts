import { BILLING, RATE_LIMITS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';
import { promoCodeRepo } from '../lib/promo-code.repo.ts';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
  const db = t.database.db;
  await promoCodeRepo.upsert(db, { code: 'SPRING-25', amount_minor: 0, percent_hundredths: 2_500 });
  await promoCodeRepo.upsert(db, { code: 'TEN-OFF-FIRST', amount_minor: 1_000, percent_hundredths: 1_000 });
  await promoCodeRepo.upsert(db, { code: 'EXPIRED', percent_hundredths: 5_000, valid_until: new Date('2020-01-01') });
  await promoCodeRepo.upsert(db, { code: 'USED-UP', percent_hundredths: 5_000, max_uses: 1, uses: 1 });
  await promoCodeRepo.upsert(db, { code: 'TURBO-ONLY', percent_hundredths: 5_000, products: ['turbo'] });
});
const { call, companyWithTeam, pay } = billingKit(() => t);

describe('employer tariffs (me/subscriptions)', () => {
  it('subscribes the company, lists what it pays for, and refuses a second tariff while one runs', async () => {
    const { owner, member } = await companyWithTeam('Tariff Works');
    const started = await call('/api/me/subscriptions', {
      method: 'POST',
      token: owner.token,
      payload: { tariff: 'growth', period: 'year' },
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.order).toMatchObject({
      amount: { amount: BILLING.employerTariffs.growth.year },
      title: 'Growth tariff · yearly',
    });
    await pay(started.json().data.client_secret);
    const list = (await call('/api/me/subscriptions', { token: member.token, locale: 'de' })).json().data.list;
    expect(list).toEqual([
      expect.objectContaining({ title: 'Tarif Growth · jährlich', status: 'active', cancel_at_period_end: false }),
    ]);
    const second = await call('/api/me/subscriptions', {
      method: 'POST',
      token: owner.token,
      payload: { tariff: 'scale', period: 'month' },
    });
    expect(second.statusCode).toBe(409);

    const id = list[0].id;
    expect((await call(`/api/me/subscriptions/${id}`, { method: 'DELETE', token: member.token })).json().code).toBe(
      'OWNER_ONLY',
    );
    const off = await call(`/api/me/subscriptions/${id}`, {
      method: 'PUT',
      token: owner.token,
      payload: { cancel_at_period_end: true },
    });
    expect(off.json().data.cancel_at_period_end).toBe(true);
    const on = await call(`/api/me/subscriptions/${id}`, {
      method: 'PUT',
      token: owner.token,
      payload: { cancel_at_period_end: false },
    });
    expect(on.json().data.cancel_at_period_end).toBe(false);
    const other = await companyWithTeam('Someone Else Works');
    expect((await call(`/api/me/subscriptions/${id}`, { method: 'DELETE', token: other.owner.token })).statusCode).toBe(
      404,
    );
  });

  it('refuses a tariff that does not exist, and a guest', async () => {
    const { owner } = await companyWithTeam('Bad Input Works');
    const wrong = await call('/api/me/subscriptions', {
      method: 'POST',
      token: owner.token,
      payload: { tariff: 'gold', period: 'week' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['period', 'tariff']);
    expect(
      (await call('/api/me/subscriptions', { method: 'POST', payload: { tariff: 'growth', period: 'month' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/promo-code/check', () => {
  it('takes the amount off first, then the percent, as the payment will', async () => {
    const { owner } = await companyWithTeam('Promo Works');
    const check = (code: string, extra: object = {}) =>
      call('/api/promo-code/check', {
        method: 'POST',
        token: owner.token,
        payload: { code, product: 'employer_tariff', tariff: 'growth', period: 'month', ...extra },
      });
    expect((await check('spring-25')).json().data).toEqual({
      code: 'SPRING-25',
      discount: { amount: 0, percent: 25 },
      list_amount: { amount: 9_900, currency: 'USD' },
      amount: { amount: 7_425, currency: 'USD' },
    });
    // (99.00 − 10.00) less 10 % = 80.10
    expect((await check('TEN-OFF-FIRST')).json().data.amount.amount).toBe(8_010);
    for (const code of ['EXPIRED', 'USED-UP', 'TURBO-ONLY', 'NO-SUCH-CODE']) {
      const refused = await check(code);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'PROMO_CODE_INVALID',
        errors: { code: [expect.stringMatching(/promo code does not apply/)] },
      });
    }
    expect((await check('bad code!')).json().errors.code).toEqual(['Use letters, digits and dashes only.']);
  });

  it('limits how many codes an account may try', async () => {
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    const tries = RATE_LIMITS.promoCheckPerUser.limit;
    for (let i = 0; i < tries; i += 1)
      await call('/api/promo-code/check', {
        method: 'POST',
        token: worker.token,
        payload: { code: `GUESS-${i}`, product: 'turbo' },
      });
    const blocked = await call('/api/promo-code/check', {
      method: 'POST',
      token: worker.token,
      payload: { code: 'SPRING-25', product: 'turbo' },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('POST /api/subscription/email', () => {
  it('mails the tariffs to the address a visitor gives, in the page’s language', async () => {
    const sent = await call('/api/subscription/email', {
      method: 'POST',
      payload: { email: 'buyer@example.com' },
      locale: 'pl',
    });
    expect(sent.statusCode).toBe(200);
    const { mailsTo } = await import('../../../test/identity-helpers.ts');
    const [mail] = await mailsTo(t.database, 'buyer@example.com');
    expect(mail?.subject).toBe('Taryfy Hushwork dla pracodawców');
    expect(mail?.text).toContain('Growth: 99 $ miesięcznie lub 990 $ rocznie');
    expect(
      (await call('/api/subscription/email', { method: 'POST', payload: { email: 'not-an-address' } })).statusCode,
    ).toBe(422);
  });
});
