import type { Ctx } from './context.ts';
import type { FormHash } from './form-body.ts';

/** A call as a handler sees it: path parameters, the decoded form body (or query), and which key made it. */
export type ApiCall = { params: Record<string, string>; body: FormHash; key: 'secret' | 'publishable'; ctx: Ctx };

/**
 * One call of Stripe's API. A handler returns the answer's body (status 200) or throws a `StripeApiError`; it runs
 * start to end without awaiting, so two requests never interleave their changes. `isPublishable` lets the browser's
 * publishable key make the call (with the intent's client secret), as Stripe.js does.
 */
export type ApiRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  isPublishable?: boolean;
  handle(call: ApiCall): object;
};
