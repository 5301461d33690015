/**
 * The part of Stripe.js (https://js.stripe.com/v3/, or the local stand-in's copy of it) the payment pages use: the
 * provider's own card form in an iframe, and `confirmPayment`. The card number goes from that frame to the provider;
 * our pages and server never see it.
 */
export type StripeError = { type?: string; code?: string; decline_code?: string; message?: string };

type StripePaymentElement = {
  mount(target: HTMLElement): void;
  on(event: 'ready', handler: () => void): void;
  unmount(): void;
};

export type StripeElements = {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
};

export type StripeClient = {
  elements(options: { clientSecret: string; locale?: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
};

export type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeClient;

type StripeWindow = { Stripe?: StripeFactory };

/** One download per script address, however many forms ask for it. */
const loading = new Map<string, Promise<StripeFactory>>();

/**
 * Adds the provider's script to the page once and resolves with its `Stripe`. The page's CSP allows the provider's
 * origin in script-src; the nonce is passed on where the page has one.
 */
export function loadStripe(scriptUrl: string, nonce = ''): Promise<StripeFactory> {
  const known = (window as StripeWindow).Stripe;
  if (known) return Promise.resolve(known);
  const pending = loading.get(scriptUrl);
  if (pending) return pending;
  const promise = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => {
      const factory = (window as StripeWindow).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('the payment script loaded without Stripe'));
    });
    script.addEventListener('error', () => reject(new Error(`the payment script ${scriptUrl} did not load`)));
    document.head.append(script);
  });
  // A failed download may be retried by a later form (after a reload of the page, say).
  loading.set(
    scriptUrl,
    promise.catch((error: unknown) => {
      loading.delete(scriptUrl);
      throw error;
    }),
  );
  return promise;
}

/**
 * The `Billing:decline.*` key for a refusal: the bank's reason where the provider gives one, else its code. A field
 * the card form finds incomplete is not a refusal (the form shows it under the field): null.
 */
export function declineKeyOf(error: StripeError): string | null {
  if (error.type === 'validation_error') return null;
  if (error.type && error.type !== 'card_error') return 'processing_error';
  return error.decline_code ?? error.code ?? 'card_declined';
}
