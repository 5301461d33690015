/** The body of Stripe's error answers: `{ error: {…} }`. */
export type ErrorBody = {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: object;
  payment_method?: object;
};

/** Thrown by a handler, answered with Stripe's status and error body; a card error may also change state first. */
export class StripeApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(message: string, extra: Partial<ErrorBody> = {}): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
    doc_url: docUrl('parameter_missing'),
  });
}

export function invalidParam(param: string, message: string): StripeApiError {
  return invalidRequest(message, { code: 'parameter_invalid', param });
}

export function unknownParam(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, {
    code: 'parameter_unknown',
    param,
    doc_url: docUrl('parameter_unknown'),
  });
}

/** "No such customer: 'cus_x'": the noun is the object's name with spaces, as Stripe writes it. */
export function noSuch(noun: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${noun}: '${id}'`,
    param,
    doc_url: docUrl('resource_missing'),
  });
}

export function unexpectedState(message: string, extra: Partial<ErrorBody> = {}): StripeApiError {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state', ...extra });
}

export function cardError(body: Omit<ErrorBody, 'type' | 'doc_url'> & { code: string }): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', doc_url: docUrl(body.code), ...body });
}

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}
