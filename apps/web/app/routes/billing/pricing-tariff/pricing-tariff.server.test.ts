import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { type ApiCall, formPost, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { loadTariff, submitTariff } from './pricing-tariff.server.ts';

const session = {
  order: { id: 51 },
  client_secret: 'pi_1_secret_2',
  provider: { kind: 'stand-in', publishable_key: 'pk_test', script_url: 'http://pay/v3/' },
};

describe('a tariff’s page', () => {
  it('answers growth and scale, starting from the period in the address, and 404 for any other slug', async () => {
    const { context } = pageContextOf(null, () => ({ status: 500, body: null }));
    expect(
      loadTariff({
        request: new Request('http://x/subscriptions/scale?period=year'),
        params: { slug: 'scale' },
        context,
      }),
    ).toEqual({ tariff: 'scale', period: 'year', redirect: null });
    expect(
      loadTariff({
        request: new Request('http://x/subscriptions/growth?period=week&redirect=//evil.example'),
        params: { slug: 'growth' },
        context,
      }),
    ).toEqual({ tariff: 'growth', period: 'month', redirect: null });
    expect(
      await thrownBy(
        Promise.resolve().then(() =>
          loadTariff({ request: new Request('http://x/subscriptions/gold'), params: { slug: 'gold' }, context }),
        ),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('sends a guest who posts to sign in and back to the tariff', async () => {
    const { context, calls } = pageContextOf(null, () => ({ status: 500, body: null }));
    const posted = submitTariff({
      request: formPost('/uk/subscriptions/growth', { tariff: 'growth', period: 'year', intent: 'subscribe' }),
      params: { lang: 'uk', slug: 'growth' },
      context,
    });
    expect(await thrownBy(posted)).toMatchObject({
      status: 302,
      location: '/uk/login?redirect=%2Fuk%2Fsubscriptions%2Fgrowth',
    });
    expect(calls).toEqual([]);
  });
});

describe('checking a promo code', () => {
  it('prices the code for this tariff and period, as the payment will', async () => {
    const quote = {
      code: 'SPRING',
      discount: { amount: 0, percent: 10 },
      list_amount: { amount: 99_000, currency: 'USD' },
      amount: { amount: 89_100, currency: 'USD' },
    };
    const { context, calls } = pageContextOf(companyUser(), () => ({ status: 200, body: { data: quote } }));
    const answer = await submitTariff({
      request: formPost('/subscriptions/scale', {
        tariff: 'growth',
        period: 'year',
        promo_code: ' spring ',
        intent: 'check',
      }),
      params: { slug: 'scale' },
      context,
    });
    expect(answer.quote).toEqual({ ...quote, period: 'year' });
    expect(answer.reply.status).toBe('success');
    // The tariff is the address's, whatever the form says.
    expect(calls).toEqual([
      {
        path: '/api/promo-code/check',
        method: 'POST',
        body: { code: 'SPRING', product: 'employer_tariff', tariff: 'scale', period: 'year' },
        locale: 'en',
      },
    ]);
  });

  it('puts the API’s word on a code that does not apply, or is missing, under the promo code field', async () => {
    const refusal = {
      status: 422,
      body: {
        code: 'PROMO_CODE_INVALID',
        message: 'Dieser Code gilt nicht.',
        errors: { code: ['Dieser Code gilt nicht.'] },
      },
    };
    const { context } = pageContextOf(companyUser(), () => refusal);
    const answer = await submitTariff({
      request: formPost('/de/subscriptions/growth', { tariff: 'growth', period: 'month', intent: 'check' }),
      params: { lang: 'de', slug: 'growth' },
      context,
    });
    expect(answer.quote).toBeNull();
    expect(answer.reply.error).toEqual({ promo_code: ['Dieser Code gilt nicht.'] });
  });
});

describe('subscribing', () => {
  it('creates the subscription and goes to its payment, keeping the page to return to', async () => {
    const { context, calls } = pageContextOf(companyUser(), () => ({ status: 201, body: { data: session } }));
    const posted = submitTariff({
      request: formPost('/uk/subscriptions/growth', {
        tariff: 'growth',
        period: 'year',
        promo_code: '',
        intent: 'subscribe',
        redirect: '/uk/profile/add-job',
      }),
      params: { lang: 'uk', slug: 'growth' },
      context,
    });
    expect(await thrownBy(posted)).toMatchObject({
      status: 302,
      location: '/uk/payment?order=51&redirect=%2Fuk%2Fprofile%2Fadd-job',
    });
    expect(calls).toEqual<ApiCall[]>([
      { path: '/api/me/subscriptions', method: 'POST', body: { tariff: 'growth', period: 'year' }, locale: 'uk' },
    ]);
  });

  it('tells a team member, in the API’s words, that only the owner pays', async () => {
    const ownerOnly = {
      status: 403,
      body: { code: 'OWNER_ONLY', message: 'Only the owner can do this. Ask the owner.' },
    };
    const { context } = pageContextOf(companyUser({ isOwner: false }), () => ownerOnly);
    const answer = await submitTariff({
      request: formPost('/subscriptions/growth', { tariff: 'growth', period: 'month', intent: 'subscribe' }),
      params: { slug: 'growth' },
      context,
    });
    expect(answer.reply.error?.['']).toEqual(['Only the owner can do this. Ask the owner.']);
    expect(answer.reply.failure).toEqual({ status: 403, code: 'OWNER_ONLY' });
  });
});
