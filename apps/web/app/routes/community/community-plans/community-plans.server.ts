import { COMMUNITY, community, type Locale } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { dateText } from '../../../lib/dates.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf } from '../../../lib/query-params.ts';
import { readerOf, requireCommunityOffered, wordsOf } from '../community-access.server.ts';

const PAGE = '/community/plans';

/**
 * `/community/plans`: the plans with their prices for anyone, and for a company its plan and what it may do: the
 * owner starts the demo once, buys a month or a year, stops the renewal; another member asks the owner to pay.
 */
export async function loadCommunityPlans(args: DataArgs) {
  requireCommunityOffered(args);
  const { request, params, context } = args;
  const locale = localeOfParams(params);
  const reader = readerOf(await context.currentUser());
  const tariffs = orThrow(await callApi(serverApi(context), community.getCommunityTariffs, { locale }));
  const plan = tariffs.company;
  const canStop =
    reader === 'owner' && plan !== null && plan.plan !== null && plan.plan !== 'demo' && !plan.cancel_at_period_end;
  return {
    reader,
    tariffs: tariffs.tariffs,
    plan,
    // Only a question the page offers is asked: a stale link shows the page without it.
    isConfirmingStop: canStop && new URL(request.url).searchParams.get('confirm') === 'stop',
    canStop,
  };
}

/** The page again (its address in the reader's language) with a toast saying what happened. */
const backWith = (request: Request, locale: Locale, tone: 'success' | 'error', text: string) =>
  redirectWithToast(request, localizePath(locale, PAGE), { tone, text });

/** Three forms, told apart by `intent`: start the demo, ask the owner for a paid plan (`tariff`), stop renewing. */
export async function submitCommunityPlans(args: DataArgs): Promise<never> {
  requireCommunityOffered(args);
  const { request, params, context } = args;
  const locale = localeOfParams(params);
  if (!(await context.currentUser())) throw redirect(localizePath(locale, PAGE));
  const form = await request.formData();
  const intent = form.get('intent');
  const api = serverApi(context);
  const words = wordsOf(locale);
  if (intent === 'demo') {
    const answer = await callApi(api, community.startCommunityDemo, { locale });
    if (!answer.ok) throw backWith(request, locale, 'error', answer.error.message);
    throw backWith(
      request,
      locale,
      'success',
      words.t('Community:plans.demoStarted', { count: answer.data.opens_left }),
    );
  }
  if (intent === 'ask') {
    const tariff = choiceOf(String(form.get('tariff') ?? ''), COMMUNITY.paidPlans);
    if (!tariff) throw redirect(localizePath(locale, PAGE));
    const answer = await callApi(api, community.communityPaymentLink, { params: { id: tariff }, locale });
    if (!answer.ok) throw backWith(request, locale, 'error', answer.error.message);
    const text = words.t(answer.data.mailed_to_owner ? 'Community:plans.linkMailed' : 'Community:plans.linkReady');
    throw backWith(request, locale, 'success', text);
  }
  if (intent === 'stop') {
    const answer = await callApi(api, community.unsubscribeCommunityPlan, { locale });
    if (!answer.ok) throw backWith(request, locale, 'error', answer.error.message);
    const until = answer.data.period_end ? dateText(answer.data.period_end, locale, 'day') : '';
    throw backWith(request, locale, 'success', words.t('Community:plans.stopped', { date: until }));
  }
  throw redirect(localizePath(locale, PAGE));
}
