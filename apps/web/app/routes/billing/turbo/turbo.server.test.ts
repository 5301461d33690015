import { money, ROLES, type TPromotableVacancy } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { pageContextOf } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadTurbo, payTurbo } from './turbo.server.ts';

/** The API as the page reaches it, answering as the test says. */
const contextOf = pageContextOf;

const vacancy = (id: number, turbo_until: string | null = null): TPromotableVacancy => ({
  id,
  slug: `job-${id}`,
  title: `Job ${id}`,
  turbo_until,
  premium_until: null,
});
const offerAnswer = (vacancies: TPromotableVacancy[]) => () => ({
  status: 200,
  body: { data: { price: money(1_900), days: 7, vacancies } },
});
const get = (path: string) => new Request(`http://x${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) });
const thrownBy = async (promise: Promise<unknown>) => (await promise.catch((error: unknown) => error)) as Response;

describe('the turbo page’s loader', () => {
  it('shows a guest what turbo does and costs from the contract, asking the API nothing', async () => {
    const { context, calls } = contextOf(null, () => ({ status: 500, body: {} }));
    const page = await loadTurbo({ request: get('/turbo-1'), params: {}, context });
    expect(page).toMatchObject({
      offer: { price: money(1_900), days: 7, vacancies: [] },
      canPay: false,
      isTeam: false,
    });
    expect(calls).toEqual([]);
  });

  it('gives the owner the open vacancies with the one asked for, and drops an id that is not one of them', async () => {
    const { context } = contextOf(companyUser(), offerAnswer([vacancy(4), vacancy(5, '2026-06-01T00:00:00.000Z')]));
    const page = await loadTurbo({ request: get('/turbo-1?vacancy=5'), params: {}, context });
    expect(page).toMatchObject({ canPay: true, isTeam: true, chosen: 5 });
    expect(page.offer.vacancies).toHaveLength(2);
    const other = await loadTurbo({ request: get('/turbo-1?vacancy=99'), params: {}, context });
    expect(other.chosen).toBeNull();
  });

  it('lets a member read the placements but not pay', async () => {
    const { context } = contextOf(companyUser({ isOwner: false }), offerAnswer([vacancy(4)]));
    expect(await loadTurbo({ request: get('/turbo-1'), params: {}, context })).toMatchObject({
      canPay: false,
      isTeam: true,
    });
  });

  it('asks nothing for a worker', async () => {
    const worker = testUser({ id: 9, role_id: ROLES.worker });
    const { context, calls } = contextOf(worker, () => ({ status: 500, body: {} }));
    expect(await loadTurbo({ request: get('/uk/turbo-1'), params: { lang: 'uk' }, context })).toMatchObject({
      isTeam: false,
      canPay: false,
    });
    expect(calls).toEqual([]);
  });
});

describe('the turbo page’s payment', () => {
  it('starts the payment and goes to the payment page, which comes back to the chosen vacancy', async () => {
    const { context, calls } = contextOf(companyUser(), () => ({ status: 201, body: { data: { order: { id: 42 } } } }));
    const response = await thrownBy(
      payTurbo({
        request: post('/uk/turbo-1', { vacancy_id: '5', promo_code: 'WELCOME-10' }),
        params: { lang: 'uk' },
        context,
      }),
    );
    expect(calls[0]).toMatchObject({
      path: '/api/premium/turbo-1',
      method: 'POST',
      body: { vacancy_id: 5, promo_code: 'WELCOME-10' },
    });
    expect(response.headers.get('location')).toBe(
      `/uk/payment?order=42&redirect=${encodeURIComponent('/uk/turbo-1?vacancy=5')}`,
    );
  });

  it('raises with a turbo the tariff includes, asking for no payment, and comes back saying so', async () => {
    const included = { tariff: 'growth', per_month: 2, left: 1, resets_at: '2026-12-01T00:00:00.000Z' };
    const { context, calls } = contextOf(companyUser(), () => ({
      status: 201,
      body: { data: { vacancy_id: 5, turbo_until: '2026-12-06T00:00:00.000Z', included } },
    }));
    const response = await thrownBy(
      payTurbo({
        request: post('/de/turbo-1', { vacancy_id: '5', intent: 'included' }),
        params: { lang: 'de' },
        context,
      }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/premium/turbo-1/included', method: 'POST', body: { vacancy_id: 5 } });
    expect(response.headers.get('location')).toBe('/de/turbo-1?vacancy=5&included=1');
  });

  it('says above the form when the month’s included turbos were taken meanwhile', async () => {
    const refusal = { code: 'INCLUDED_TURBO_USED_UP', message: 'This month’s included turbos are used up' };
    const { context } = contextOf(companyUser(), () => ({ status: 409, body: refusal }));
    const reply = await payTurbo({
      request: post('/turbo-1', { vacancy_id: '5', intent: 'included' }),
      params: {},
      context,
    });
    expect(JSON.stringify(reply)).toContain('This month’s included turbos are used up');
  });

  it('shows a refused promo code at its field', async () => {
    const refusal = { code: 'PROMO_CODE_INVALID', message: 'No', errors: { promo_code: ['This code does not apply'] } };
    const { context } = contextOf(companyUser(), () => ({ status: 422, body: refusal }));
    const reply = await payTurbo({
      request: post('/turbo-1', { vacancy_id: '5', promo_code: 'NOPE' }),
      params: {},
      context,
    });
    expect(JSON.stringify(reply)).toContain('This code does not apply');
  });

  it('refuses a vacancy not chosen before asking the API', async () => {
    const { context, calls } = contextOf(companyUser(), () => ({ status: 500, body: {} }));
    const reply = await payTurbo({ request: post('/turbo-1', { promo_code: '' }), params: {}, context });
    expect(JSON.stringify(reply)).toContain('vacancy_id');
    expect(calls).toEqual([]);
  });
});
