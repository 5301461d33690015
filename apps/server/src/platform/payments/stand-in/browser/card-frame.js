// The card form inside the payment element's iframe, on the stand-in's own origin: the card number is typed here
// and sent from here to the stand-in, never to the page that embeds the frame. It talks to that page only through
// postMessage, with the one origin the page named when it loaded the frame.
(() => {
  const SOURCE = 'hushwork-payments-stand-in';
  const form = document.getElementById('card-form');
  const parentOrigin = form.dataset.parentOrigin;
  const frame = form.dataset.frame;
  const messages = JSON.parse(form.dataset.errors);
  const inputs = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
  };
  /** Which field an error code of Stripe's belongs under. */
  const FIELD_OF = {
    incomplete_number: 'number',
    incorrect_number: 'number',
    invalid_number: 'number',
    incomplete_expiry: 'expiry',
    invalid_expiry_month: 'expiry',
    invalid_expiry_year: 'expiry',
    incomplete_cvc: 'cvc',
    invalid_cvc: 'cvc',
  };

  const post = (type, data = {}) => window.parent.postMessage({ source: SOURCE, frame, type, ...data }, parentOrigin);
  const digits = (value) => value.replace(/\D/g, '');
  const isAmex = (number) => /^3[47]/.test(number);

  function passesLuhn(number) {
    let sum = 0;
    for (let i = 0; i < number.length; i += 1) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** Rewrites a field as its digits in their usual groups, keeping the caret at the end when it was there. */
  function reformat(input, format) {
    const wasAtEnd = input.selectionStart === input.value.length;
    const next = format(digits(input.value));
    if (next !== input.value && wasAtEnd) input.value = next;
  }
  const formatNumber = (value) => value.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
  function formatExpiry(value) {
    const padded = /^[2-9]/.test(value) ? `0${value}` : value;
    const cut = padded.slice(0, 4);
    return cut.length > 2 ? `${cut.slice(0, 2)} / ${cut.slice(2)}` : cut;
  }

  /** Null when the field is complete and valid, else the code of what is wrong with it; `empty` when blank. */
  function problemOf(name) {
    const value = digits(inputs[name].value);
    if (value === '') return 'empty';
    if (name === 'number') {
      if (value.length < (isAmex(value) ? 15 : 16)) return 'incomplete_number';
      return passesLuhn(value) ? null : 'incorrect_number';
    }
    if (name === 'expiry') {
      if (value.length < 4) return 'incomplete_expiry';
      const month = Number(value.slice(0, 2));
      const year = 2000 + Number(value.slice(2, 4));
      const now = new Date();
      if (month < 1 || month > 12) return 'incomplete_expiry';
      const isPast = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
      return isPast ? 'invalid_expiry_year' : null;
    }
    return value.length < (isAmex(digits(inputs.number.value)) ? 4 : 3) ? 'incomplete_cvc' : null;
  }

  function showError(code, fallback) {
    const name = FIELD_OF[code];
    if (!name) return;
    document.getElementById(`${name}-error`).textContent = messages[code] || fallback || '';
    inputs[name].setAttribute('aria-invalid', 'true');
  }

  function clearError(name) {
    document.getElementById(`${name}-error`).textContent = '';
    inputs[name].removeAttribute('aria-invalid');
  }

  function postChange() {
    const problems = Object.keys(inputs).map(problemOf);
    post('change', {
      empty: problems.every((problem) => problem === 'empty'),
      complete: problems.every((problem) => problem === null),
    });
  }

  /** Shows every field's problem and returns Stripe.js's validation error for the first, or null. */
  function validate() {
    let first = null;
    for (const name of Object.keys(inputs)) {
      const problem = problemOf(name);
      if (problem === null) continue;
      const code = problem === 'empty' ? `incomplete_${name}` : problem;
      showError(code);
      if (!first) {
        first = { type: 'validation_error', code, message: messages[code] || code, param: name };
        inputs[name].focus();
      }
    }
    return first;
  }

  async function confirm({ request, clientSecret, publishableKey }) {
    const error = validate();
    if (error) {
      post('confirm-result', { request, result: { error } });
      return;
    }
    const expiry = digits(inputs.expiry.value);
    const body = new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': digits(inputs.number.value),
      'payment_method_data[card][exp_month]': String(Number(expiry.slice(0, 2))),
      'payment_method_data[card][exp_year]': String(2000 + Number(expiry.slice(2, 4))),
      'payment_method_data[card][cvc]': digits(inputs.cvc.value),
    });
    const id = String(clientSecret).split('_secret_')[0];
    for (const input of Object.values(inputs)) input.readOnly = true;
    let result;
    try {
      const response = await fetch(`/v1/payment_intents/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const answer = await response.json();
      result = answer.error ? { error: answer.error } : { paymentIntent: answer };
      if (answer.error) showError(answer.error.code, answer.error.message);
    } catch {
      result = { error: { type: 'api_connection_error', message: 'The payment service could not be reached.' } };
    } finally {
      for (const input of Object.values(inputs)) input.readOnly = false;
    }
    post('confirm-result', { request, result });
  }

  inputs.number.addEventListener('input', () => reformat(inputs.number, formatNumber));
  inputs.expiry.addEventListener('input', (event) => {
    // Deleting through the " / " would put it straight back: let a deletion stand as typed.
    if (!event.inputType?.startsWith('delete')) reformat(inputs.expiry, formatExpiry);
  });
  inputs.cvc.addEventListener('input', () => reformat(inputs.cvc, (value) => value.slice(0, 4)));
  for (const [name, input] of Object.entries(inputs)) {
    input.addEventListener('input', () => {
      clearError(name);
      postChange();
    });
    input.addEventListener('focus', () => post('focus'));
    input.addEventListener('blur', () => {
      const problem = problemOf(name);
      if (problem && problem !== 'empty') showError(problem);
      post('blur');
    });
  }
  form.addEventListener('submit', (event) => event.preventDefault());

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!data || data.source !== SOURCE || data.frame !== frame) return;
    if (data.type === 'confirm') void confirm(data);
    if (data.type === 'validate') post('validated', { request: data.request, error: validate() });
    if (data.type === 'focus') inputs.number.focus();
    if (data.type === 'clear') {
      for (const [name, input] of Object.entries(inputs)) {
        input.value = '';
        clearError(name);
      }
      postChange();
    }
  });

  const postHeight = () =>
    post('resize', { height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  new ResizeObserver(postHeight).observe(document.documentElement);
  postHeight();
  post('ready');
})();
