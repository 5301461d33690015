import { billing, type Locale } from '@hushwork/contract';
import { redirect } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { dateText } from '../../../lib/dates.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf, pageOf } from '../../../lib/query-params.ts';

const PAGE = '/profile/employer/subscriptions';

/**
 * The subscriptions tab: what the company pays for again and again, a page of its orders, newest first, and the
 * details its invoices name as the buyer. Every member reads them; `null` for an employer without a company yet
 * (waiting to join one), who pays for nothing. A page past the last goes to the last. `cancelling` is the subscription asked about (`?cancel=`), when it may be cancelled.
 */
export async function loadEmployerSubscriptions({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const url = new URL(request.url);
  const page = pageOf(url.searchParams);
  const [subscriptions, orders, details] = await Promise.all([
    callApi(api, billing.listSubscriptions, { locale }),
    callApi(api, billing.listOrders, { query: { page }, locale }),
    callApi(api, billing.getBillingDetails, { locale }),
  ]);
  // COMPANY_REQUIRED: an employer outside a team pays for nothing, which is no failure.
  if (!subscriptions.ok && subscriptions.status === 403) return null;
  const list = orThrow(subscriptions, { relay: [] }).list;
  const paged = orThrow(orders, { relay: [] });
  if (page > paged.pages && paged.total > 0) {
    if (paged.pages > 1) url.searchParams.set('page', String(paged.pages));
    else url.searchParams.delete('page');
    throw redirect(`${url.pathname}${url.search}`);
  }
  const asked = idOf(url.searchParams.get('cancel'));
  const cancelling = list.find((one) => one.id === asked && isCancellable(one)) ?? null;
  return {
    subscriptions: list,
    orders: paged,
    cancelling: cancelling?.id ?? null,
    details: orThrow(details, { relay: [] }),
  };
}

/** Running and renewing: the only subscriptions "Cancel" is offered for. */
const isCancellable = (one: { status: string; cancel_at_period_end: boolean }) =>
  (one.status === 'active' || one.status === 'past_due') && !one.cancel_at_period_end;

const ZSubscriptionPost = z.object({ intent: z.enum(['cancel', 'resume']), id: z.coerce.number().int().min(1) });

/**
 * The owner's two posts (`intent` and `id`): cancel in one step (what is paid lasts to the end of its period) or
 * resume a renewal that was turned off. Either comes back to the tab with a toast: what changed and until when, or
 * the API's refusal (a member's OWNER_ONLY) in the page's language.
 */
export async function submitEmployerSubscription({ request, params, context }: DataArgs): Promise<never> {
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  url.searchParams.delete('cancel');
  const page = `${localizePath(locale, PAGE)}${url.search}`;
  const form = await request.formData();
  const post = ZSubscriptionPost.safeParse({ intent: form.get('intent'), id: form.get('id') });
  if (!post.success) throw new Response(null, { status: 400 });
  const { intent, id } = post.data;
  const api = serverApi(context);
  const answer =
    intent === 'cancel'
      ? await callApi(api, billing.cancelSubscription, { params: { id }, locale })
      : await callApi(api, billing.updateSubscription, {
          params: { id },
          body: { cancel_at_period_end: false },
          locale,
        });
  if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
  const done = answer.data;
  throw redirectWithToast(request, page, { tone: 'success', text: doneText(locale, intent, done) });
}

function doneText(
  locale: Locale,
  intent: 'cancel' | 'resume',
  done: { title: string; current_period_end: string | null },
): string {
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const date = done.current_period_end ? dateText(done.current_period_end, locale, 'day') : '';
  return words.t(`BillingAccount:subscriptions.${intent === 'cancel' ? 'cancelled' : 'resumed'}`, {
    title: done.title,
    date,
  });
}
