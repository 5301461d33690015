import { billing, type Locale, type TCompanyPremium } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { dateText } from '../../../lib/dates.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { sitePathOf } from '../../../lib/site-path.ts';

const PAGE = '/profile/payment/company';
/** Where a payment comes back to when the page was opened without a `redirect` (the menu, a link in a mail). */
const DEFAULT_RETURN = '/profile/employer/subscriptions';

/** With company premium off (the spec's default) nothing is offered: the page does not exist. */
function requirePremiumOffered({ context }: Pick<DataArgs, 'context'>) {
  if (!context.publicConfig.flags.companyPremium) throw new Response(null, { status: 404 });
}

/** A company account with a company: an employer still waiting to join one has nothing to pay for yet. */
async function employerOf({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'company', 'check-relations']);
  if (!user.company) throw redirect(localizePath(localeOfParams(params), '/profile/employer'));
  return user;
}

/** Whether the owner may stop the renewal now: premium runs and still renews. */
const canStop = (premium: TCompanyPremium) =>
  premium.subscription !== null &&
  (premium.subscription.status === 'active' || premium.subscription.status === 'past_due') &&
  !premium.subscription.cancel_at_period_end;

/**
 * `/profile/payment/company` (spec section 5): what company premium costs and what the company pays now. The vacancy
 * wizard sends an unpaid company's owner here with `?redirect=` (the way back, kept through the payment); the owner
 * pays or stops renewing, a member is told to ask the owner.
 */
export async function loadCompanyPayment(args: DataArgs) {
  requirePremiumOffered(args);
  const user = await employerOf(args);
  const locale = localeOfParams(args.params);
  const answer = await callApi(serverApi(args.context), billing.getCompanyPremium, { locale });
  // COMPANY_REQUIRED: the team left or blocked them since the session began; their profile says where they stand.
  const premium = orThrow(answer, { redirect: { 403: localizePath(locale, '/profile/employer') } });
  if (!premium.enabled) throw new Response(null, { status: 404 });
  const url = new URL(args.request.url);
  const isOwner = user.employer?.is_owner === true;
  return {
    user,
    premium,
    isOwner,
    back: sitePathOf(url.searchParams.get('redirect')),
    // Only a question the page offers is asked: a stale link shows the page without it.
    isConfirmingStop: isOwner && canStop(premium) && url.searchParams.get('confirm') === 'stop',
  };
}

/** The payment page for an order, remembering where to come back to once it is paid. */
const paymentPath = (locale: Locale, orderId: number, back: string) =>
  `${localizePath(locale, '/payment')}?order=${orderId}&redirect=${encodeURIComponent(back)}`;

/**
 * Two forms: `intent=pay` starts the payment (the period and an optional promo code) and goes on to the payment page;
 * `intent=stop` stops the renewal and comes back here with a toast saying until when premium lasts.
 */
export async function submitCompanyPayment(args: DataArgs) {
  requirePremiumOffered(args);
  await employerOf(args);
  const { request, params, context } = args;
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  const intent = (await request.clone().formData()).get('intent');
  if (intent === 'stop') return stopRenewing(args, locale, url);
  const { submission, control } = await parseFormPost(request, billing.payCompanyPremium.body, locale, [
    'intent',
    'redirect',
  ]);
  if (submission.status !== 'success') return replyInvalid(submission);
  const started = await callApi(serverApi(context), billing.payCompanyPremium, { body: submission.value, locale });
  // PROMO_CODE_INVALID lands under the code's field; OWNER_ONLY, ALREADY_SUBSCRIBED… above the form.
  if (!started.ok) return replyWithFailure(submission, started);
  const back =
    sitePathOf(control('redirect')) ??
    sitePathOf(url.searchParams.get('redirect')) ??
    localizePath(locale, DEFAULT_RETURN);
  throw redirect(paymentPath(locale, started.data.order.id, back));
}

async function stopRenewing({ request, context }: DataArgs, locale: Locale, url: URL): Promise<never> {
  url.searchParams.delete('confirm');
  const page = `${localizePath(locale, PAGE)}${url.search}`;
  const answer = await callApi(serverApi(context), billing.unsubscribeCompanyPremium, { locale });
  if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const until = answer.data.current_period_end;
  const text = words.t('BillingAccount:premium.stopped', { date: until ? dateText(until, locale, 'day') : '' });
  throw redirectWithToast(request, page, { tone: 'success', text });
}
