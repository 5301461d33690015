import { BILLING_PERIODS, billing, EMPLOYER_TARIFFS } from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { paymentPathOf } from '../../../components/billing/payment-paths.ts';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { choiceOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { sitePathOf } from '../../../lib/site-path.ts';
import { TARIFF_CONTROLS } from './checkout-controls.ts';

type Args = DataArgs<{ slug?: string }>;

/** The tariff of the address (`growth`, `scale`); any other slug is a 404 page. */
function tariffOf(params: Args['params']) {
  const tariff = choiceOf(params.slug, EMPLOYER_TARIFFS);
  if (!tariff) throw data(null, { status: 404 });
  return tariff;
}

/** `/subscriptions/{slug}`: the tariff, the period to start from (`?period=year`) and a page to come back to. */
export function loadTariff({ request, params }: Args) {
  const tariff = tariffOf(params);
  const url = new URL(request.url);
  return {
    tariff,
    period: choiceOf(url.searchParams.get('period'), BILLING_PERIODS) ?? 'month',
    redirect: sitePathOf(url.searchParams.get('redirect')),
  };
}

/**
 * Two buttons post the form. `check` prices the promo code for the chosen period (the API's rule, so the page shows
 * what the payment will take); `subscribe` creates the subscription and goes to its payment. Guests are sent to sign
 * in and come back here; who may pay (the company's owner) is the API's to say, in the reader's language.
 */
export async function submitTariff({ request, params, context }: Args) {
  const tariff = tariffOf(params);
  const locale = localeOfParams(params);
  await requireUser({ request, context }, ['auth']);
  const { submission, control } = await parseFormPost(
    request,
    billing.createSubscription.body,
    locale,
    TARIFF_CONTROLS,
  );
  if (submission.status !== 'success') return { reply: replyInvalid(submission), quote: null };
  const { period, promo_code: code } = submission.value;
  const api = serverApi(context);
  if (control('intent') === 'check') {
    const answer = await callApi(api, billing.checkPromoCode, {
      body: { code: code ?? '', product: 'employer_tariff', tariff, period },
      locale,
    });
    // The check calls the code `code`; on this form the field is `promo_code`, where its message belongs (even when
    // the field was left out of the post). Any other refusal (too many checks) is the form's.
    const codeErrors = answer.ok ? undefined : answer.error.errors?.code;
    if (codeErrors) {
      const reply: FormReply = submission.reply({ fieldErrors: { promo_code: codeErrors } });
      return { reply, quote: null };
    }
    if (!answer.ok) return { reply: replyWithFailure(submission, answer), quote: null };
    const reply: FormReply = submission.reply();
    return { reply, quote: { ...answer.data, period } };
  }
  const answer = await callApi(api, billing.createSubscription, {
    body: { tariff, period, ...(code ? { promo_code: code } : {}) },
    locale,
  });
  if (!answer.ok) return { reply: replyWithFailure(submission, answer), quote: null };
  throw redirect(localizePath(locale, paymentPathOf(answer.data.order.id, sitePathOf(control('redirect')))));
}
