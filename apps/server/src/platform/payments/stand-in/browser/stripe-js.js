// The payments stand-in's Stripe.js: the part of https://js.stripe.com/v3/ Hushwork uses (Stripe(), elements(),
// the payment element, confirmPayment), with the same calls and answers. The card form is an iframe from the
// stand-in's origin; this script only passes it the client secret and relays its answers. Styles are set through
// element.style, which a Content-Security-Policy without 'unsafe-inline' allows.
(() => {
  if (window.Stripe?.isPaymentsStandIn) return;
  /** Written by the stand-in as it serves this file: the origin the browser reached it at. */
  const ORIGIN = '__STAND_IN_ORIGIN__';
  const SOURCE = 'hushwork-payments-stand-in';
  const FRAME_TITLE = 'Secure card payment form';
  /** How long an answer from the card form may take before confirmPayment gives up. */
  const ANSWER_TIMEOUT_MS = 60_000;
  let elementCount = 0;

  class IntegrationError extends Error {
    constructor(message) {
      super(message);
      this.name = 'IntegrationError';
    }
  }

  const resolveLocale = (locale) => (!locale || locale === 'auto' ? navigator.language || 'en' : locale);
  const classes = (container, state) => {
    container.classList.toggle('StripeElement--empty', state.empty);
    container.classList.toggle('StripeElement--complete', state.complete);
  };

  class PaymentElement {
    constructor(elements, options) {
      elementCount += 1;
      this._elements = elements;
      this._options = options || {};
      this._id = `payment-${elementCount}-${Math.random().toString(36).slice(2, 10)}`;
      this._handlers = {};
      this._frame = null;
      this._container = null;
      this._isReady = false;
      this._whenReady = [];
      this._requests = 0;
      this._pending = new Map();
      this._state = { empty: true, complete: false };
      this._onMessage = this._onMessage.bind(this);
    }

    mount(target) {
      const container = typeof target === 'string' ? document.querySelector(target) : target;
      if (!container || typeof container.appendChild !== 'function') {
        throw new IntegrationError(
          'Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.',
        );
      }
      if (this._frame) {
        throw new IntegrationError(
          'This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.',
        );
      }
      const query = new URLSearchParams({
        locale: this._elements._locale,
        parent: window.location.origin,
        frame: this._id,
      });
      const variables = this._elements._appearance?.variables;
      if (variables) query.set('appearance', JSON.stringify(variables));
      const frame = document.createElement('iframe');
      frame.src = `${ORIGIN}/elements/card?${query}`;
      frame.title = FRAME_TITLE;
      frame.setAttribute('scrolling', 'no');
      frame.style.border = '0';
      frame.style.display = 'block';
      frame.style.width = '100%';
      frame.style.height = '220px';
      frame.style.overflow = 'hidden';
      container.classList.add('StripeElement');
      classes(container, this._state);
      window.addEventListener('message', this._onMessage);
      container.appendChild(frame);
      this._frame = frame;
      this._container = container;
    }

    unmount() {
      if (!this._frame) return;
      window.removeEventListener('message', this._onMessage);
      this._frame.remove();
      this._container.classList.remove('StripeElement', 'StripeElement--empty', 'StripeElement--complete');
      this._frame = null;
      this._container = null;
      this._isReady = false;
      for (const [, reject] of this._pending.values()) reject(new IntegrationError('The Element was unmounted.'));
      this._pending.clear();
    }

    destroy() {
      this.unmount();
      delete this._elements._created.payment;
    }

    on(event, handler) {
      this._handlers[event] = [...(this._handlers[event] || []), handler];
      if (event === 'ready' && this._isReady) handler({ elementType: 'payment' });
      return this;
    }

    off(event, handler) {
      this._handlers[event] = (this._handlers[event] || []).filter((known) => handler && known !== handler);
      return this;
    }

    once(event, handler) {
      const wrapped = (payload) => {
        this.off(event, wrapped);
        handler(payload);
      };
      return this.on(event, wrapped);
    }

    focus() {
      this._send('focus');
    }

    clear() {
      this._send('clear');
    }

    update() {
      // Options of the real element (layout, fields) change nothing in this card-only form.
    }

    _emit(event, payload) {
      for (const handler of this._handlers[event] || []) handler(payload);
    }

    _send(type, data = {}) {
      const post = () =>
        this._frame?.contentWindow?.postMessage({ source: SOURCE, frame: this._id, type, ...data }, ORIGIN);
      if (this._isReady) post();
      else this._whenReady.push(post);
    }

    /** Asks the card form something and waits for its answer to that request. */
    _ask(type, data = {}) {
      if (!this._frame) return Promise.reject(new IntegrationError('The payment Element is not mounted.'));
      this._requests += 1;
      const request = this._requests;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          this._pending.delete(request);
          resolve({ error: { type: 'api_connection_error', message: 'The card form did not answer.' } });
        }, ANSWER_TIMEOUT_MS);
        const settle = (answer) => {
          clearTimeout(timer);
          resolve(answer);
        };
        this._pending.set(request, [settle, reject]);
        this._send(type, { request, ...data });
      });
    }

    _onMessage(event) {
      const data = event.data;
      if (event.origin !== ORIGIN || !this._frame || event.source !== this._frame.contentWindow) return;
      if (!data || data.source !== SOURCE || data.frame !== this._id) return;
      if (data.type === 'ready') {
        this._isReady = true;
        for (const post of this._whenReady.splice(0)) post();
        this._emit('ready', { elementType: 'payment' });
      } else if (data.type === 'resize' && Number.isFinite(data.height)) {
        this._frame.style.height = `${Math.max(0, data.height)}px`;
      } else if (data.type === 'change') {
        this._state = { empty: Boolean(data.empty), complete: Boolean(data.complete) };
        classes(this._container, this._state);
        this._emit('change', { elementType: 'payment', collapsed: false, value: { type: 'card' }, ...this._state });
      } else if (data.type === 'focus' || data.type === 'blur') {
        this._container.classList.toggle('StripeElement--focus', data.type === 'focus');
        this._emit(data.type, { elementType: 'payment' });
      } else if ((data.type === 'confirm-result' || data.type === 'validated') && this._pending.has(data.request)) {
        const [settle] = this._pending.get(data.request);
        this._pending.delete(data.request);
        settle(data.type === 'validated' ? (data.error ? { error: data.error } : {}) : data.result);
      }
    }
  }

  class Elements {
    constructor(stripe, options) {
      this._stripe = stripe;
      this._clientSecret = options.clientSecret;
      this._locale = resolveLocale(options.locale || stripe._locale);
      this._appearance = options.appearance;
      this._created = {};
    }

    create(type, options) {
      if (type !== 'payment') {
        throw new IntegrationError(`The payments stand-in provides the 'payment' Element only, not '${type}'.`);
      }
      if (this._created.payment) throw new IntegrationError('Can only create one Element of type payment.');
      this._created.payment = new PaymentElement(this, options);
      return this._created.payment;
    }

    getElement(type) {
      return this._created[type] || null;
    }

    /** Checks the form's fields, showing what is missing, as Stripe's elements.submit() does. */
    submit() {
      const element = this._created.payment;
      if (!element) return Promise.reject(new IntegrationError('No payment Element to submit.'));
      return element._ask('validate');
    }

    update(options = {}) {
      if (options.locale) this._locale = resolveLocale(options.locale);
      if (options.appearance) this._appearance = options.appearance;
    }

    fetchUpdates() {
      return Promise.resolve({});
    }
  }

  function Stripe(publishableKey, options = {}) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new IntegrationError('Invalid value for Stripe(): apiKey should be a publishable key starting with pk_.');
    }
    this._key = publishableKey;
    this._locale = resolveLocale(options.locale);
  }

  Stripe.isPaymentsStandIn = true;
  Stripe.version = 3;

  Stripe.prototype.elements = function elements(options = {}) {
    return new Elements(this, options);
  };

  /**
   * Confirms the intent whose client secret the elements were made with, with the card typed into the form.
   * Resolves `{ paymentIntent }` or `{ error }`; with `redirect: 'if_required'` a card payment never redirects,
   * otherwise success goes to `confirmParams.return_url` with Stripe's query parameters.
   */
  Stripe.prototype.confirmPayment = async function confirmPayment({
    elements,
    confirmParams = {},
    redirect,
    clientSecret,
  } = {}) {
    if (!(elements instanceof Elements)) {
      throw new IntegrationError('Invalid value for confirmPayment(): elements should be an Elements group.');
    }
    const secret = clientSecret || elements._clientSecret;
    if (typeof secret !== 'string' || !secret.includes('_secret_')) {
      throw new IntegrationError('Invalid value for confirmPayment(): the Elements group has no clientSecret.');
    }
    const willRedirect = redirect !== 'if_required';
    if (willRedirect && !confirmParams.return_url) {
      throw new IntegrationError(
        "stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`",
      );
    }
    const element = elements._created.payment;
    if (!element?._frame) throw new IntegrationError('confirmPayment(): the payment Element is not mounted.');
    const result = await element._ask('confirm', { clientSecret: secret, publishableKey: this._key });
    if (result.error || !willRedirect) return result;
    const target = new URL(confirmParams.return_url, window.location.href);
    target.searchParams.set('payment_intent', result.paymentIntent.id);
    target.searchParams.set('payment_intent_client_secret', secret);
    target.searchParams.set('redirect_status', result.paymentIntent.status);
    window.location.assign(target.toString());
    return new Promise(() => {});
  };

  Stripe.prototype.retrievePaymentIntent = async function retrievePaymentIntent(clientSecret) {
    const id = String(clientSecret).split('_secret_')[0];
    const query = new URLSearchParams({ client_secret: clientSecret });
    const response = await fetch(`${ORIGIN}/v1/payment_intents/${encodeURIComponent(id)}?${query}`, {
      headers: { authorization: `Bearer ${this._key}` },
    });
    const answer = await response.json();
    return answer.error ? { error: answer.error } : { paymentIntent: answer };
  };

  window.Stripe = Stripe;
})();
