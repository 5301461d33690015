import { BILLING, billing, type TTurboOffer, turboPrice } from '@hushwork/contract';
import { redirect } from 'react-router';
import { buyerOf } from '../../../components/billing/buyer.ts';
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

const PAGE = '/turbo-1';

/** The page with one vacancy chosen: where a payment comes back to, and where the page says until when it leads. */
const turboPathOf = (vacancyId: number) => `${PAGE}?vacancy=${vacancyId}`;

/**
 * `/turbo-1` (spec section 2, public): what turbo does, for how many days and its price, for everyone; a company's
 * team also gets its open vacancies with the placement each has now (the API's `premium/turbo-1`). `?vacancy=` is
 * the one chosen (from the vacancy list, or coming back from the payment).
 */
export async function loadTurbo({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const user = await context.currentUser();
  const buyer = buyerOf(user);
  const chosen = idOf(new URL(request.url).searchParams.get('vacancy')) ?? null;
  const isTeam = buyer === 'owner' || buyer === 'subscribed' || buyer === 'member';
  let offer: TTurboOffer = { price: turboPrice(), days: BILLING.turbo.days, vacancies: [], included: null };
  if (isTeam) {
    const answer = await callApi(serverApi(context), billing.getTurboOffer, { locale });
    // COMPANY_REQUIRED: the team let them go since the session began; their profile says where they stand.
    offer = orThrow(answer, { redirect: { 403: localizePath(locale, '/profile/employer') } });
  }
  return {
    offer,
    /** Owners pay (with or without a tariff); members are told to ask the owner. */
    canPay: buyer === 'owner' || buyer === 'subscribed',
    isTeam,
    chosen: offer.vacancies.some((vacancy) => vacancy.id === chosen) ? chosen : null,
    /** Back from a raise the tariff included: the notice says nothing was charged. */
    wasIncluded: new URL(request.url).searchParams.get('included') === '1',
  };
}

/**
 * The owner's "Pay": the vacancy and an optional promo code; the payment page comes back to the chosen vacancy.
 * With `intent=included`, a turbo the tariff includes this month raises it at once, and the page says until when.
 */
export async function payTurbo(args: DataArgs) {
  const { request, params, context } = args;
  await requireUser({ request, context }, ['auth', 'company']);
  const locale = localeOfParams(params);
  const intent = (await request.clone().formData()).get('intent');
  const { submission } = await parseFormPost(request, billing.payTurbo.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  if (intent === 'included') {
    const body = { vacancy_id: submission.value.vacancy_id };
    const raised = await callApi(serverApi(context), billing.useIncludedTurbo, { body, locale });
    // INCLUDED_TURBO_USED_UP (another owner's tab took the last one) above the form, which then offers to pay.
    if (!raised.ok) return replyWithFailure(submission, raised);
    throw redirect(localizePath(locale, `${turboPathOf(body.vacancy_id)}&included=1`));
  }
  const started = await callApi(serverApi(context), billing.payTurbo, { body: submission.value, locale });
  // PROMO_CODE_INVALID under the code's field, VACANCY_NOT_PROMOTABLE under the choice, OWNER_ONLY above the form.
  if (!started.ok) return replyWithFailure(submission, started);
  const back = localizePath(locale, turboPathOf(submission.value.vacancy_id));
  throw redirect(localizePath(locale, paymentPathOf(started.data.order.id, back)));
}
