import { billing } from '@hushwork/contract';
import { redirect } from 'react-router';
import { paymentPathOf } from '../../../components/billing/payment-paths.ts';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { mailingSentPathOf } from '../mailing-paths.ts';

const mailingIdOf = (value: string | undefined) => {
  const id = idOf(value ?? null);
  if (id === undefined) throw new Response(null, { status: 404 });
  return id;
};

/**
 * `/resume-builder/pay/{id}`: the seeker's mailing, its price and how its payment stands. A paid one has nothing left
 * to pay and goes to its result; another user's is a 404.
 */
export async function loadMailingPay({ request, params, context }: DataArgs<{ id: string }>) {
  const user = await requireUser({ request, context }, ['auth', 'worker']);
  const locale = localeOfParams(params);
  const id = mailingIdOf(params.id);
  const info = orThrow(
    await callApi(serverApi(context), billing.getResumeMailingPaymentInfo, { params: { id }, locale }),
  );
  if (info.order?.pay_status === 'Paid') throw redirect(localizePath(locale, mailingSentPathOf(id, info.mode)));
  return { user, info };
}

/** "Pay": the order is made at the provider and the billing checkout takes the card, then comes back to the result. */
export async function payMailing({ request, params, context }: DataArgs<{ id: string }>) {
  await requireUser({ request, context }, ['auth', 'worker']);
  const locale = localeOfParams(params);
  const id = mailingIdOf(params.id);
  const { submission } = await parseFormPost(request, billing.payResumeMailing.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  const started = await callApi(serverApi(context), billing.payResumeMailing, {
    params: { id },
    body: submission.value,
    locale,
  });
  if (!started.ok) return replyWithFailure(submission, started);
  const mode = started.data.order.tariff === 'auto' ? 'auto' : 'one_time';
  const back = localizePath(locale, mailingSentPathOf(id, mode));
  throw redirect(localizePath(locale, paymentPathOf(started.data.order.id, back)));
}
