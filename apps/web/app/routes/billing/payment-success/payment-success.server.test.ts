import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { loadPaymentResult } from './payment-success.server.ts';

const order = { id: 51, pay_status: 'WaitingForPay', title: 'Growth tariff · yearly' };

describe('the payment result page', () => {
  it('reads the order as the provider last reported it, and whether the card form has just taken the payment', async () => {
    const { context, calls } = pageContextOf(companyUser(), () => ({ status: 200, body: { data: order } }));
    const result = await loadPaymentResult({
      request: new Request('http://x/uk/payment/success?order=51&redirect=%2Fuk%2Fprofile&redirect_status=succeeded'),
      params: { lang: 'uk' },
      context,
    });
    expect(result).toEqual({ order, redirect: '/uk/profile', isConfirmedInBrowser: true });
    expect(calls).toEqual([{ path: '/api/me/orders/51', method: 'GET', body: undefined, locale: 'uk' }]);
  });

  it('answers 404 for an order that is not the reader’s, and sends a guest to sign in', async () => {
    const missing = { status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'No such order.' } };
    const { context } = pageContextOf(companyUser(), () => missing);
    const request = new Request('http://x/payment/success?order=51');
    expect(await thrownBy(loadPaymentResult({ request, params: {}, context }))).toMatchObject({ status: 404 });
    const guest = pageContextOf(null, () => missing);
    expect(await thrownBy(loadPaymentResult({ request, params: {}, context: guest.context }))).toMatchObject({
      status: 302,
      location: '/login?redirect=%2Fpayment%2Fsuccess%3Forder%3D51',
    });
  });
});
