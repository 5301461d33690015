import { amountText, billing, money } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import {
  centsOf,
  idOf,
  isRefundable,
  listAddressOf,
  ordersQueryOf,
  REFUND_FORM_CONTROLS,
  ZRefundForm,
} from './refund-form.ts';

/**
 * `/admin/orders`: every order with its payer and refunds, filtered by pay status and product and paged through the
 * address; `?refund=<id>` opens the refund of that order of the page (one that cannot be refunded just shows the list).
 */
export async function loadAdminOrders({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  const query = ordersQueryOf(url);
  const page = orThrow(await callApi(serverApi(context), billing.listAdminOrders, { query, locale }), {
    relay: [401],
  });
  const refundId = idOf(url.searchParams.get('refund'));
  const refunding = page.list.find((order) => order.id === refundId && isRefundable(order)) ?? null;
  return { page, query, refunding, list: listAddressOf(url) };
}

/** The refund form's answer: Conform's reply, its mistakes by their fields or the provider's refusal above them. */
export type RefundAnswer = { reply: FormReply };

/**
 * Refunds the order the form names through the API (which refunds at the provider first): mistakes and refusals go
 * back to the open dialog; a refund goes back to the same list, which now shows it, with a toast.
 */
export async function submitAdminOrders({ request, params, context }: DataArgs): Promise<RefundAnswer> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const { submission, control } = await parseFormPost(request, ZRefundForm, locale, REFUND_FORM_CONTROLS);
  const id = idOf(control('id'));
  if (control('intent') !== 'refund' || !id) throw data(null, { status: 400 });
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  const amount = centsOf(submission.value.amount);
  const answer = await callApi(serverApi(context), billing.refundOrder, {
    params: { id },
    body: { amount, reason: submission.value.reason },
    locale,
  });
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  const words = serverI18nRuntime(locale, ['AdminOrders', 'Billing']).instanceFor(locale);
  const text = words.t('AdminOrders:refunded', {
    amount: words.t('Billing:price', { amount: amountText(money(amount), locale) }),
    id,
  });
  throw redirectWithToast(request, listAddressOf(new URL(request.url)), { tone: 'success', text });
}
