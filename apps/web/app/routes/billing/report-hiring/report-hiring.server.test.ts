import type { THire, TSentOffer, TUser } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { pageContextOf } from '../../../test/page-context.ts';
import { loadReportHiring, submitReportHiring } from './report-hiring.server.ts';

const hire = (changes: Partial<THire> = {}): THire => ({
  id: 3,
  offer_id: 8,
  vacancy: { id: 4, title: 'Backend engineer' },
  fee: { amount: 20_000, currency: 'USD' },
  pay_status: 'UnPaid',
  order: null,
  due_at: '2026-06-01T00:00:00.000Z',
  is_overdue: false,
  created_at: '2026-05-01T00:00:00.000Z',
  ...changes,
});
const offer = (id: number, vacancyId: number) =>
  ({
    id,
    vacancy: { id: vacancyId, slug: `job-${vacancyId}`, title: `Job ${vacancyId}` },
    candidate: null,
  }) as TSentOffer;

type Answer = { status: number; body: unknown };
/** The API as the page reaches it: each call's answer looked up by its method and path, else a 500. */
const contextOf = (user: TUser, answers: Record<string, Answer>) =>
  pageContextOf(user, (call) => answers[`${call.method ?? 'GET'} ${call.path}`] ?? { status: 500, body: {} });
const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const choices = (offers: TSentOffer[]) => ({
  'GET /api/successful-hiring/candidates': ok({ list: offers }),
  'GET /api/successful-hiring/vacancies': ok({
    list: [
      ...new Map(offers.map((one) => [one.vacancy.id, { id: one.vacancy.id, title: one.vacancy.title }])).values(),
    ],
  }),
});
const get = (path: string) => new Request(`http://x${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) });
const thrownBy = async (promise: Promise<unknown>) => (await promise.catch((error: unknown) => error)) as Response;

describe('the report-hiring page’s steps', () => {
  it('lists the accepted offers to choose from, narrowed to one vacancy when asked', async () => {
    const { context } = contextOf(companyUser(), choices([offer(8, 4), offer(9, 5)]));
    const all = await loadReportHiring({ request: get('/profile/report-hiring'), params: {}, context });
    expect(all).toMatchObject({ step: 'choose', vacancy: null });
    expect(all.step === 'choose' && all.offers.map((one) => one.id)).toEqual([8, 9]);
    const one = await loadReportHiring({ request: get('/profile/report-hiring?vacancy=5'), params: {}, context });
    expect(one.step === 'choose' && one.offers.map((each) => each.id)).toEqual([9]);
  });

  it('asks to confirm the offer chosen, and ignores one that is not the company’s to report', async () => {
    const { context } = contextOf(companyUser(), choices([offer(8, 4)]));
    const asked = await loadReportHiring({ request: get('/profile/report-hiring?offer=8'), params: {}, context });
    expect(asked).toMatchObject({ step: 'confirm', offer: { id: 8 } });
    const stale = await loadReportHiring({ request: get('/profile/report-hiring?offer=77'), params: {}, context });
    expect(stale.step).toBe('choose');
  });

  it('shows a reported hire’s fee, and a 404 for a hire that is not the company’s', async () => {
    const { context } = contextOf(companyUser({ isOwner: false }), {
      'GET /api/successful-hiring': ok({ list: [hire()], has_overdue: false }),
    });
    expect(
      await loadReportHiring({ request: get('/profile/report-hiring?hire=3'), params: {}, context }),
    ).toMatchObject({ step: 'fee', isOwner: false, hire: { id: 3 } });
    const missing = await thrownBy(
      loadReportHiring({ request: get('/profile/report-hiring?hire=4'), params: {}, context }),
    );
    expect((missing as unknown as { init: { status: number } }).init?.status ?? missing.status).toBe(404);
  });
});

describe('the report-hiring page’s posts', () => {
  it('reports the chosen offer and goes on to its fee', async () => {
    const { context, calls } = contextOf(companyUser({ isOwner: false }), {
      'POST /api/successful-hiring': ok(hire({ id: 11 }), 201),
    });
    const response = await thrownBy(
      submitReportHiring({
        request: post('/uk/profile/report-hiring?offer=8', { intent: 'report', offer_id: '8' }),
        params: { lang: 'uk' },
        context,
      }),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: { offer_id: 8 } });
    expect(response.headers.get('location')).toBe('/uk/profile/report-hiring?hire=11');
  });

  it('says why an offer cannot be reported', async () => {
    const refusal = { code: 'HIRE_NOT_REPORTABLE', message: 'No', errors: { offer_id: ['Already reported'] } };
    const { context } = contextOf(companyUser(), { 'POST /api/successful-hiring': { status: 422, body: refusal } });
    const reply = await submitReportHiring({
      request: post('/profile/report-hiring', { intent: 'report', offer_id: '8' }),
      params: {},
      context,
    });
    expect(reply).toMatchObject({ data: { message: 'Already reported' }, init: { status: 422 } });
  });

  it('pays the fee with a promo code on the payment page, which leads back to the hirings tab', async () => {
    const { context, calls } = contextOf(companyUser(), {
      'POST /api/successful-hiring/3/pay': ok({ order: { id: 42 } }, 201),
    });
    const response = await thrownBy(
      submitReportHiring({
        request: post('/profile/report-hiring?hire=3', { intent: 'pay', hire_id: '3', promo_code: ' HIRE-50 ' }),
        params: {},
        context,
      }),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: { promo_code: 'HIRE-50' } });
    expect(response.headers.get('location')).toBe(
      `/payment?order=42&redirect=${encodeURIComponent('/profile/employer/hirings')}`,
    );
  });

  it('shows a refused promo code at its field and a member’s refusal above the form', async () => {
    const promo = { code: 'PROMO_CODE_INVALID', message: 'No', errors: { promo_code: ['Unknown code'] } };
    const { context } = contextOf(companyUser(), { 'POST /api/successful-hiring/3/pay': { status: 422, body: promo } });
    const fields = { intent: 'pay', hire_id: '3', promo_code: 'NOPE' };
    expect(
      await submitReportHiring({ request: post('/profile/report-hiring', fields), params: {}, context }),
    ).toMatchObject({ data: { message: 'Unknown code', field: 'promo_code' } });
    const owner = { code: 'OWNER_ONLY', message: 'Only the owner pays' };
    const member = contextOf(companyUser({ isOwner: false }), {
      'POST /api/successful-hiring/3/pay': { status: 403, body: owner },
    });
    expect(
      await submitReportHiring({
        request: post('/profile/report-hiring', fields),
        params: {},
        context: member.context,
      }),
    ).toMatchObject({ data: { message: 'Only the owner pays' }, init: { status: 400 } });
  });
});
