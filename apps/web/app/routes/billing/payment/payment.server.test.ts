import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { type ApiReply, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { loadPayment } from './payment.server.ts';

const session = {
  order: { id: 51, pay_status: 'WaitingForPay' },
  client_secret: 'pi_1_secret_2',
  provider: { kind: 'stand-in', publishable_key: 'pk_test', script_url: 'http://pay/v3/' },
};
const load = (url: string, answer: ApiReply, user = companyUser()) => {
  const { context, calls } = pageContextOf(user, () => answer);
  const lang = /^\/(uk|de|pl|ru)\//.exec(url)?.[1];
  return { result: loadPayment({ request: new Request(`http://x${url}`), params: { lang }, context }), calls };
};

describe('the payment page', () => {
  it('asks for the order’s payment session in the page’s language and keeps a page of this site to return to', async () => {
    const { result, calls } = load('/uk/payment?order=51&redirect=%2Fuk%2Fprofile', {
      status: 200,
      body: { data: session },
    });
    expect(await result).toEqual({ session, redirect: '/uk/profile' });
    expect(calls).toEqual([{ path: '/api/me/orders/51/payment', method: 'GET', body: undefined, locale: 'uk' }]);
    const elsewhere = load('/payment?order=51&redirect=https%3A%2F%2Fevil.example', {
      status: 200,
      body: { data: session },
    });
    expect((await elsewhere.result).redirect).toBeNull();
  });

  it('sends a paid order to its result, the page to return to kept', async () => {
    const paid = { status: 409, body: { code: 'ORDER_ALREADY_PAID', message: 'Paid already.' } };
    const { result } = load('/uk/payment?order=51&redirect=%2Fuk%2Fprofile', paid);
    expect(await thrownBy(result)).toMatchObject({
      status: 302,
      location: '/uk/payment/success?order=51&redirect=%2Fuk%2Fprofile',
    });
  });

  it('answers 404 for an order that is not the reader’s or no order at all, and 403 for a team member', async () => {
    const missing = { status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'No such order.' } };
    expect(await thrownBy(load('/payment?order=51', missing).result)).toMatchObject({ status: 404 });
    for (const url of ['/payment', '/payment?order=abc', '/payment?order=99999999999']) {
      const { result, calls } = load(url, missing);
      expect(await thrownBy(result)).toMatchObject({ status: 404 });
      expect(calls).toEqual([]);
    }
    const member = { status: 403, body: { code: 'OWNER_ONLY', message: 'Ask the owner.' } };
    expect(await thrownBy(load('/payment?order=51', member, companyUser({ isOwner: false })).result)).toMatchObject({
      status: 403,
    });
  });

  it('sends a guest to sign in and back to the payment', async () => {
    const { result, calls } = load('/payment?order=51', { status: 500, body: null }, null as never);
    expect(await thrownBy(result)).toMatchObject({ status: 302, location: '/login?redirect=%2Fpayment%3Forder%3D51' });
    expect(calls).toEqual([]);
  });
});
