import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFrameLoader, type FakePage, openFakePage, type } from './fake-browser.ts';
import { sdkFor, startWebhookReceiver, type WebhookReceiver } from './stand-in-test-kit.ts';
import { type PaymentsStandIn, startPaymentsStandIn } from './start-payments-stand-in.ts';

const APP = 'http://app.test';

let standIn: PaymentsStandIn;
let receiver: WebhookReceiver;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startPaymentsStandIn();
  receiver = await startWebhookReceiver(standIn.webhookSecret);
  standIn.setWebhookUrl(receiver.url);
  stripe = sdkFor(standIn);
});
afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

const get = async (path: string) => {
  const response = await fetch(`${standIn.url}${path}`);
  return { response, text: await response.text() };
};

/** Our checkout page: loads /v3/, mounts the payment element, whose iframe loads the card form from the stand-in. */
async function openCheckout(locale = 'de') {
  const { text: stripeJs } = await get('/v3/');
  const frame = cardFrameLoader(standIn.url);
  const page: FakePage = openFakePage(APP, stripeJs, frame);
  const StripeJs = page.window.Stripe as (key: string, options?: object) => StripeJsInstance;
  const intent = await stripe.paymentIntents.create({ amount: 4900, currency: 'eur' });
  const client = StripeJs(standIn.publishableKey, { locale });
  const elements = client.elements({
    clientSecret: intent.client_secret!,
    appearance: { variables: { colorPrimary: '#0a5bd3' } },
  });
  const element = elements.create('payment');
  const seen: { type: string; payload: Record<string, unknown> }[] = [];
  for (const name of ['ready', 'change']) element.on(name, (payload) => seen.push({ type: name, payload }));
  const isReady = new Promise<void>((resolve) => element.on('ready', () => resolve()));
  element.mount('#payment');
  await isReady;
  return { page, client, elements, element, intent, seen, inputs: frame.inputs!, errors: frame.errors! };
}

type StripeJsElement = {
  mount(target: string): void;
  on(event: string, handler: (payload: Record<string, unknown>) => void): void;
  unmount(): void;
};
type StripeJsInstance = {
  elements(options: object): { create(type: string): StripeJsElement; submit(): Promise<Record<string, unknown>> };
  confirmPayment(
    options: object,
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: Record<string, unknown> }>;
};

describe('the Stripe.js stand-in', () => {
  it('serves /v3/ as a script any page may load, told the stand-in’s origin', async () => {
    const { response, text } = await get('/v3/');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(text).toContain(JSON.stringify(standIn.url));
    expect(text).not.toContain('__STAND_IN_ORIGIN__');
    expect(standIn.scriptUrl).toBe(`${standIn.url}/v3/`);
  });

  it('serves the card form page in the asked language, with labels and its own strict CSP', async () => {
    const { response, text } = await get(`/elements/card?locale=uk&parent=${encodeURIComponent(APP)}&frame=payment-1`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(text).toContain('<html lang="uk">');
    expect(text).toContain('<label for="number">Номер картки</label>');
    expect(text).toContain('<label for="expiry">Термін дії (ММ / РР)</label>');
    expect(text).toContain('<label for="cvc">');
    expect(text).toContain('Тестовий режим: використовуйте картку 4242 4242 4242 4242');
    expect(text).not.toMatch(/<script>/);
    const refused = await get('/elements/card?locale=en&parent=javascript:alert(1)&frame=x');
    expect(refused.response.status).toBe(400);
  });

  it('mounts an iframe from the stand-in, styled through element.style, and reports ready and change', async () => {
    const { page, element, seen, inputs } = await openCheckout('de');
    const [iframe] = page.frames;
    expect(iframe?.title).toBe('Secure card payment form');
    expect(iframe?.src).toMatch(
      new RegExp(`^${standIn.url}/elements/card\\?locale=de&parent=${encodeURIComponent(APP)}&frame=payment-`),
    );
    expect(iframe?.style).toMatchObject({ border: '0', width: '100%', height: '213px' });
    expect(iframe?.attributes.has('style')).toBe(false);
    expect(page.container.classes.has('StripeElement')).toBe(true);
    expect(seen[0]).toEqual({ type: 'ready', payload: { elementType: 'payment' } });

    const { number, expiry, cvc } = inputs;
    type(number!, '4242424242424242');
    type(expiry!, '1235');
    type(cvc!, '123');
    expect(number!.value).toBe('4242 4242 4242 4242');
    expect(expiry!.value).toBe('12 / 35');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen.at(-1)).toEqual({
      type: 'change',
      payload: { elementType: 'payment', collapsed: false, value: { type: 'card' }, empty: false, complete: true },
    });
    element.unmount();
    expect(page.frames[0]?.parent).toBeNull();
  });

  it('confirmPayment pays through the card form and resolves { paymentIntent } without a redirect', async () => {
    const { client, elements, intent, inputs, page } = await openCheckout('en');
    const { number, expiry, cvc } = inputs;
    type(number!, '4242 4242 4242 4242');
    type(expiry!, '12 / 35');
    type(cvc!, '123');
    const result = await client.confirmPayment({
      elements,
      confirmParams: { return_url: `${APP}/done` },
      redirect: 'if_required',
    });
    expect(result).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded' } });
    expect(page.window.location.assigned).toEqual([]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    await standIn.settled();
    expect(receiver.ofType('payment_intent.succeeded').map((event) => event.data.object.id)).toContain(intent.id);
  });

  it('resolves a decline as Stripe.js does, { error } with the card error', async () => {
    const { client, elements, inputs } = await openCheckout('en');
    const { number, expiry, cvc } = inputs;
    type(number!, '4000000000009995');
    type(expiry!, '1235');
    type(cvc!, '123');
    const result = await client.confirmPayment({ elements, confirmParams: {}, redirect: 'if_required' });
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('shows a missing field in the form’s language and answers a validation_error', async () => {
    const { client, elements, inputs, errors } = await openCheckout('pl');
    type(inputs.number!, '4242 4242 4242 4242');
    const result = await client.confirmPayment({ elements, confirmParams: {}, redirect: 'if_required' });
    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_expiry' });
    expect(errors['expiry-error']!.textContent).toBe('Data ważności karty jest niekompletna.');
    expect(inputs.expiry!.attributes.get('aria-invalid')).toBe('true');
    expect(await elements.submit()).toMatchObject({ error: { code: 'incomplete_expiry' } });
  });

  it('redirects to return_url after a payment unless told if_required, with Stripe’s query', async () => {
    const { client, elements, intent, inputs, page } = await openCheckout('en');
    const { number, expiry, cvc } = inputs;
    type(number!, '4242424242424242');
    type(expiry!, '1235');
    type(cvc!, '123');
    void client.confirmPayment({ elements, confirmParams: { return_url: `${APP}/done?order=5` } });
    await expect.poll(() => page.window.location.assigned.length).toBe(1);
    const target = new URL(page.window.location.assigned[0]!);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      order: '5',
      payment_intent: intent.id,
      redirect_status: 'succeeded',
    });
  });

  it('ignores messages from any other origin', async () => {
    const { page, seen } = await openCheckout('en');
    const before = seen.length;
    page.window.deliver({
      origin: 'http://evil.test',
      source: page.frames[0]!.contentWindow,
      data: { type: 'change' },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen.length).toBe(before);
  });
});
