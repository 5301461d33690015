import { money, ROLES, type TCompanyPremium, type TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadCompanyPayment, submitCompanyPayment } from './company-payment.server.ts';

const employer = (isOwner: boolean) => companyUser({ isOwner, canSendJobOffer: false });

const unpaid: TCompanyPremium = {
  enabled: true,
  can_send_job_offer: false,
  prices: { month: money(3_000), year: money(22_800) },
  subscription: null,
  pending_order: null,
};
const order = {
  id: 41,
  product: 'company_premium',
  tariff: null,
  period: 'month',
  subject_id: null,
  title: 'Company premium · monthly',
  amount: money(3_000),
  list_amount: money(3_000),
  promo_code: null,
  pay_status: 'WaitingForPay',
  rejection: null,
  created_at: '2026-05-01T00:00:00.000Z',
  paid_at: null,
  paid_until: null,
  refunded: money(0),
  invoice_number: null,
};

type Call = { path: string; method?: string; body?: unknown };
/** The API as the page's loader and action reach it, answering as the test says, with the flag as given. */
function contextOf(
  user: TUser | null,
  answer: (call: Call) => { status: number; body: unknown },
  { companyPremium = true } = {},
) {
  const calls: Call[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
    reportError: () => {},
    publicConfig: { telegramChannelUrl: null, publicUrl: 'http://x', flags: { companyPremium, community: false } },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const premiumAnswer = (premium: TCompanyPremium) => () => ({ status: 200, body: { data: premium } });
const get = (path: string) => new Request(`http://x${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) });
/** What a loader or action threw: a redirect's status and target, or the page's status. */
async function thrown(promise: Promise<unknown>) {
  const response = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as Response | null;
  return response && { status: response.status, location: response.headers.get('location') };
}

describe('the company payment page', () => {
  it('does not exist while company premium is off, and asks the API nothing', async () => {
    const { context, calls } = contextOf(employer(true), premiumAnswer(unpaid), { companyPremium: false });
    const page = loadCompanyPayment({ request: get('/profile/payment/company'), params: {}, context });
    expect(await thrown(page)).toEqual({ status: 404, location: null });
    const paying = submitCompanyPayment({
      request: post('/profile/payment/company', { intent: 'pay', period: 'month' }),
      params: {},
      context,
    });
    expect(await thrown(paying)).toEqual({ status: 404, location: null });
    expect(calls).toEqual([]);
  });

  it('shows the owner the prices and keeps the way back the wizard gave', async () => {
    const { context, calls } = contextOf(employer(true), premiumAnswer(unpaid));
    const page = await loadCompanyPayment({
      request: get('/uk/profile/payment/company?redirect=%2Fuk%2Fprofile%2Fadd-job'),
      params: { lang: 'uk' },
      context,
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/company/premium']);
    expect(page).toMatchObject({ isOwner: true, back: '/uk/profile/add-job', isConfirmingStop: false });
    expect(page.premium.prices).toEqual({ month: money(3_000), year: money(22_800) });
  });

  it('never keeps a way back that leaves the site', async () => {
    const { context } = contextOf(employer(true), premiumAnswer(unpaid));
    const page = await loadCompanyPayment({
      request: get('/profile/payment/company?redirect=%2F%2Fevil.example%2Fx'),
      params: {},
      context,
    });
    expect(page.back).toBeNull();
  });

  it('tells a member to ask the owner: the page is theirs to read, never to pay from', async () => {
    const { context } = contextOf(employer(false), premiumAnswer(unpaid));
    const page = await loadCompanyPayment({ request: get('/profile/payment/company'), params: {}, context });
    expect(page.isOwner).toBe(false);
    const active = {
      ...unpaid,
      can_send_job_offer: true,
      subscription: {
        id: 5,
        product: 'company_premium' as const,
        tariff: null,
        period: 'month' as const,
        subject_id: null,
        title: 'Company premium · monthly',
        status: 'active' as const,
        amount: money(3_000),
        current_period_end: '2026-06-01T00:00:00.000Z',
        cancel_at_period_end: false,
        created_at: '2026-05-01T00:00:00.000Z',
      },
    };
    // A member's link to the owner's question shows the page without it.
    const asked = contextOf(employer(false), premiumAnswer(active));
    const withQuestion = await loadCompanyPayment({
      request: get('/profile/payment/company?confirm=stop'),
      params: {},
      context: asked.context,
    });
    expect(withQuestion.isConfirmingStop).toBe(false);
    const owner = contextOf(employer(true), premiumAnswer(active));
    const ownersQuestion = await loadCompanyPayment({
      request: get('/profile/payment/company?confirm=stop'),
      params: {},
      context: owner.context,
    });
    expect(ownersQuestion.isConfirmingStop).toBe(true);
  });

  it('sends a guest to sign in and a job seeker away, as the other profile pages do', async () => {
    const guest = contextOf(null, premiumAnswer(unpaid));
    const toLogin = await thrown(
      loadCompanyPayment({ request: get('/profile/payment/company'), params: {}, context: guest.context }),
    );
    expect(toLogin?.location).toBe('/login?redirect=%2Fprofile%2Fpayment%2Fcompany');
    const worker = contextOf(testUser({ role_id: ROLES.worker }), premiumAnswer(unpaid));
    const away = await thrown(
      loadCompanyPayment({ request: get('/profile/payment/company'), params: {}, context: worker.context }),
    );
    expect(away?.location).toBe('/');
    expect([...guest.calls, ...worker.calls]).toEqual([]);
  });
});

describe('paying for company premium', () => {
  const started = { status: 201, body: { data: { order, client_secret: 'pi_1_secret', provider: {} } } };

  it('starts the payment and goes on to the payment page, keeping the way back to the wizard', async () => {
    const { context, calls } = contextOf(employer(true), () => started);
    const paying = submitCompanyPayment({
      request: post('/uk/profile/payment/company?redirect=%2Fuk%2Fprofile%2Fadd-job', {
        intent: 'pay',
        redirect: '/uk/profile/add-job',
        period: 'month',
        promo_code: ' spring-10 ',
      }),
      params: { lang: 'uk' },
      context,
    });
    expect(await thrown(paying)).toEqual({
      status: 302,
      location: '/uk/payment?order=41&redirect=%2Fuk%2Fprofile%2Fadd-job',
    });
    expect(calls).toEqual([
      { path: '/api/company/premium/pay', method: 'POST', body: { period: 'month', promo_code: 'SPRING-10' } },
    ]);
  });

  it('comes back to the subscriptions tab when the page was opened without a way back', async () => {
    const { context } = contextOf(employer(true), () => started);
    const paying = submitCompanyPayment({
      request: post('/profile/payment/company', { intent: 'pay', period: 'year', redirect: 'https://evil.example' }),
      params: {},
      context,
    });
    expect(await thrown(paying)).toEqual({
      status: 302,
      location: '/payment?order=41&redirect=%2Fprofile%2Femployer%2Fsubscriptions',
    });
  });

  it('shows a member the API’s refusal, and a promo code nobody gave under its field', async () => {
    const ownerOnly = { status: 403, body: { code: 'OWNER_ONLY', message: 'Only the company owner can do this.' } };
    const member = contextOf(employer(false), () => ownerOnly);
    const refused = await submitCompanyPayment({
      request: post('/profile/payment/company', { intent: 'pay', period: 'month' }),
      params: {},
      context: member.context,
    });
    expect(refused).toMatchObject({
      status: 'error',
      error: { '': ['Only the company owner can do this.'] },
      failure: { status: 403, code: 'OWNER_ONLY' },
    });
    const invalid = {
      status: 422,
      body: { code: 'PROMO_CODE_INVALID', message: 'Invalid.', errors: { promo_code: ['No such promo code.'] } },
    };
    const owner = contextOf(employer(true), () => invalid);
    const wrongCode = await submitCompanyPayment({
      request: post('/profile/payment/company', { intent: 'pay', period: 'month', promo_code: 'NOPE' }),
      params: {},
      context: owner.context,
    });
    expect(wrongCode).toMatchObject({ status: 'error', error: { promo_code: ['No such promo code.'] } });
  });

  it('checks the period before asking the API', async () => {
    const { context, calls } = contextOf(employer(true), () => started);
    const answer = await submitCompanyPayment({
      request: post('/profile/payment/company', { intent: 'pay', period: 'decade' }),
      params: {},
      context,
    });
    expect(answer).toMatchObject({ status: 'error' });
    expect(calls).toEqual([]);
  });
});

describe('stopping the renewal', () => {
  it('comes back to the page without the question, saying until when premium lasts', async () => {
    const stopped = {
      status: 200,
      body: { data: { title: 'Company premium · monthly', current_period_end: '2026-06-01T00:00:00.000Z' } },
    };
    const { context, calls } = contextOf(employer(true), () => stopped);
    const response = (await thrown(
      submitCompanyPayment({
        request: post('/profile/payment/company?redirect=%2Fprofile%2Fadd-job&confirm=stop', { intent: 'stop' }),
        params: {},
        context,
      }),
    )) as { status: number; location: string };
    expect(response).toEqual({ status: 302, location: '/profile/payment/company?redirect=%2Fprofile%2Fadd-job' });
    expect(calls).toEqual([{ path: '/api/company/premium/unsubscribe', method: 'POST', body: undefined }]);
  });
});
