import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formPost, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { loadPricing, sendOffer } from './pricing.server.ts';

const withFlags = (context: AppLoadContext, companyPremium: boolean) =>
  ({
    ...context,
    publicConfig: { telegramChannelUrl: null, publicUrl: 'http://x', flags: { companyPremium, community: false } },
  }) as AppLoadContext;

describe('the pricing page', () => {
  it('offers company premium only where its flag is on, and says when the offer was mailed', () => {
    const { context, calls } = pageContextOf(null, () => ({ status: 500, body: null }));
    const request = new Request('http://x/subscriptions');
    expect(loadPricing({ request, params: {}, context: withFlags(context, false) })).toEqual({
      isCompanyPremium: false,
      isOfferSent: false,
    });
    const sent = loadPricing({
      request: new Request('http://x/uk/subscriptions?offer=sent'),
      params: { lang: 'uk' },
      context: withFlags(context, true),
    });
    expect(sent).toEqual({ isCompanyPremium: true, isOfferSent: true });
    // The prices are the contract's: the page asks the API nothing.
    expect(calls).toEqual([]);
  });

  it('mails the offer to the address given, in the page’s language, then says so', async () => {
    const { context, calls } = pageContextOf(null, () => ({ status: 200, body: { data: { ok: true } } }));
    const sent = sendOffer({
      request: formPost('/uk/subscriptions', { email: 'hr@acme.test' }),
      params: { lang: 'uk' },
      context,
    });
    expect(await thrownBy(sent)).toMatchObject({ status: 302, location: '/uk/subscriptions?offer=sent#offer' });
    expect(calls).toEqual([
      { path: '/api/subscription/email', method: 'POST', body: { email: 'hr@acme.test' }, locale: 'uk' },
    ]);
  });

  it('shows a wrong address at its field without asking the API, and a refusal as the form’s message', async () => {
    const limited = { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests.' } };
    const { context, calls } = pageContextOf(null, () => limited);
    const wrong = await sendOffer({ request: formPost('/subscriptions', { email: 'nope' }), params: {}, context });
    expect(wrong.reply.error?.email?.[0]).toBeTruthy();
    expect(calls).toEqual([]);
    const refused = await sendOffer({
      request: formPost('/subscriptions', { email: 'hr@acme.test' }),
      params: {},
      context,
    });
    expect(refused.reply.error?.['']).toEqual(['Too many requests.']);
  });
});
