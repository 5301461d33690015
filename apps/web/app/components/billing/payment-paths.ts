import { billing, type Locale, pathOf } from '@hushwork/contract';

/**
 * The addresses of an order's payment and of its result (spec section 2: /payment with its child /payment/success).
 * `redirect`, a path of this site the buyer came from (checked with `sitePathOf` before it gets here), rides along
 * so the result page can lead back to it.
 */
function withQuery(path: string, order: number, redirect: string | null, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ order: String(order), ...extra });
  if (redirect) query.set('redirect', redirect);
  return `${path}?${query}`;
}

export const paymentPathOf = (order: number, redirect: string | null = null) => withQuery('/payment', order, redirect);

/**
 * The result page. `redirect_status=succeeded` is what Stripe adds after its own redirect when the card form took the
 * payment: the page then waits for the provider's word a little longer before it believes an earlier refusal. It
 * never makes the page say "paid"; only the order's status does.
 */
export const paymentSuccessPathOf = (order: number, redirect: string | null = null, isConfirmed = false) =>
  withQuery('/payment/success', order, redirect, isConfirmed ? { redirect_status: 'succeeded' } : {});

/**
 * A paid order's invoice (a PDF the API serves), in the page's language: a link the browser follows sends the
 * browser's own `accept-language`, which need not be the language the reader chose here.
 */
export const invoicePathOf = (order: number, locale: Locale) =>
  `${pathOf(billing.downloadInvoice.path, { id: order })}?${new URLSearchParams({ locale })}`;
