import { billing, COMMUNITY, community } from '@hushwork/contract';
import { redirect } from 'react-router';
import { paymentSuccessPathOf } from '../../../components/billing/payment-paths.ts';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf, idOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { readerOf, requireCommunityOffered, wordsOf } from '../community-access.server.ts';

const PLANS = '/community/plans';

/** The plan of the address (`?tariff=month|year`) and the company's reader; anything else goes to the plans. */
async function checkoutOf(args: DataArgs) {
  requireCommunityOffered(args);
  const user = await requireUser(args, ['auth']);
  const locale = localeOfParams(args.params);
  const url = new URL(args.request.url);
  const tariff = choiceOf(url.searchParams.get('tariff'), COMMUNITY.paidPlans);
  const reader = readerOf(user);
  if (!tariff || (reader !== 'owner' && reader !== 'member')) throw redirect(localizePath(locale, PLANS));
  return { tariff, reader, locale, url };
}

/**
 * `/community/payment?tariff=month|year`: the owner's payment of a community plan. First the plan, its price and an
 * optional promo code; once the subscription is started (`&order=`), billing's card form for its order, which goes
 * on to billing's result page and back to the plans. Another member of the team is told to ask the owner.
 */
export async function loadCommunityPayment(args: DataArgs) {
  const { tariff, reader, locale, url } = await checkoutOf(args);
  const api = serverApi(args.context);
  const tariffs = orThrow(await callApi(api, community.getCommunityTariffs, { locale }));
  const price = tariffs.tariffs.find((entry) => entry.id === tariff);
  if (!price) throw redirect(localizePath(locale, PLANS));
  const back = localizePath(locale, PLANS);
  if (reader === 'member') return { tariff, price, reader, session: null, back };
  const orderId = idOf(url.searchParams.get('order'));
  if (orderId === undefined) {
    // One live plan at a time: a company that has one manages it on the plans page.
    if (tariffs.company?.plan) throw redirect(back);
    return { tariff, price, reader, session: null, back };
  }
  const answer = await callApi(api, billing.getOrderPayment, { params: { id: orderId }, locale });
  const session = orThrow(answer, {
    relay: [403, 404],
    redirect: { 409: localizePath(locale, paymentSuccessPathOf(orderId, back)) },
  });
  return { tariff, price, reader, session, back };
}

/** `intent=pay` starts the subscription (with the promo code) and shows its card form; `intent=ask` asks the owner. */
export async function submitCommunityPayment(args: DataArgs) {
  const { tariff, locale, url } = await checkoutOf(args);
  const { request, context } = args;
  const api = serverApi(context);
  const intent = (await request.clone().formData()).get('intent');
  if (intent === 'ask') {
    const page = `${url.pathname}${url.search}`;
    const answer = await callApi(api, community.communityPaymentLink, { params: { id: tariff }, locale });
    if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
    const text = wordsOf(locale).t(
      answer.data.mailed_to_owner ? 'Community:plans.linkMailed' : 'Community:plans.linkReady',
    );
    throw redirectWithToast(request, page, { tone: 'success', text });
  }
  const { submission } = await parseFormPost(request, community.payCommunityPlan.body, locale, ['intent']);
  if (submission.status !== 'success') return replyInvalid(submission);
  const started = await callApi(api, community.payCommunityPlan, {
    params: { id: tariff },
    body: submission.value,
    locale,
  });
  // PROMO_CODE_INVALID lands under the code's field; OWNER_ONLY, COMMUNITY_PLAN_ACTIVE… above the form.
  if (!started.ok) return replyWithFailure(submission, started);
  throw redirect(`${localizePath(locale, '/community/payment')}?tariff=${tariff}&order=${started.data.order.id}`);
}
