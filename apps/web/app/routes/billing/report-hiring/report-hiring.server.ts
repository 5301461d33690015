import { billing, type Locale } from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { paymentPathOf } from '../../../components/billing/payment-paths.ts';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { HIRINGS_TAB, type ReportReply, reportPathOf } from './report-paths.ts';

/** A company account with a company: an employer still waiting to join a team has nobody to report yet. */
async function employerOf({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'company', 'check-relations']);
  if (!user.company) throw redirect(localizePath(localeOfParams(params), '/profile/employer'));
  return user;
}

/**
 * `/profile/report-hiring` (spec section 2): the company reports a hire from a job offer a candidate accepted, then
 * pays its fee or leaves it for later. Any team member reports (the API's rule); the owner alone pays.
 */
export async function loadReportHiring(args: DataArgs) {
  const user = await employerOf(args);
  const locale = localeOfParams(args.params);
  const api = serverApi(args.context);
  const search = new URL(args.request.url).searchParams;
  const isOwner = user.employer?.is_owner === true;
  const asked = idOf(search.get('hire'));
  if (asked !== undefined) {
    const hires = orThrow(await callApi(api, billing.listHires, { locale }), {
      redirect: { 403: localizePath(locale, '/profile/employer') },
    });
    const hire = hires.list.find((one) => one.id === asked);
    if (!hire) throw data(null, { status: 404 });
    return { step: 'fee' as const, user, isOwner, hire };
  }
  const [candidates, vacancyList] = await Promise.all([
    callApi(api, billing.listHireCandidates, { locale }),
    callApi(api, billing.listHireVacancies, { locale }),
  ]);
  const onRefusal = { redirect: { 403: localizePath(locale, '/profile/employer') } };
  const offers = orThrow(candidates, onRefusal).list;
  const vacancies = orThrow(vacancyList, onRefusal).list;
  const vacancy = vacancies.find((one) => one.id === idOf(search.get('vacancy')))?.id ?? null;
  const offer = offers.find((one) => one.id === idOf(search.get('offer'))) ?? null;
  if (offer) return { step: 'confirm' as const, user, isOwner, offer, vacancy };
  return {
    step: 'choose' as const,
    user,
    isOwner,
    offers: vacancy === null ? offers : offers.filter((one) => one.vacancy.id === vacancy),
    vacancies,
    vacancy,
  };
}

const ZPost = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('report'), offer_id: z.coerce.number().int().min(1) }),
  z.object({ intent: z.literal('pay'), hire_id: z.coerce.number().int().min(1), promo_code: z.string().optional() }),
]);

/**
 * Two posts: `report` the chosen offer (then the fee's step), or `pay` a hire's fee with an optional promo code, which
 * goes on to the card payment and comes back to the hirings tab.
 */
export async function submitReportHiring(args: DataArgs) {
  await employerOf(args);
  const { request, params, context } = args;
  const locale: Locale = localeOfParams(params);
  const post = ZPost.safeParse(Object.fromEntries(await request.formData()));
  if (!post.success) throw data(null, { status: 400 });
  const api = serverApi(context);
  if (post.data.intent === 'report') {
    const answer = await callApi(api, billing.reportHire, { body: { offer_id: post.data.offer_id }, locale });
    if (!answer.ok) {
      const message = answer.error.errors?.offer_id?.[0] ?? answer.error.message;
      return data<ReportReply>({ message }, { status: answer.status === 422 ? 422 : 400 });
    }
    throw redirect(localizePath(locale, reportPathOf({ hire: answer.data.id })));
  }
  const code = post.data.promo_code?.trim();
  const answer = await callApi(api, billing.payHire, {
    params: { id: post.data.hire_id },
    body: code ? { promo_code: code } : {},
    locale,
  });
  if (!answer.ok) {
    const promo = answer.error.errors?.promo_code?.[0];
    return data<ReportReply>(promo ? { message: promo, field: 'promo_code' } : { message: answer.error.message }, {
      status: answer.status === 422 ? 422 : 400,
    });
  }
  const back = localizePath(locale, HIRINGS_TAB);
  throw redirect(localizePath(locale, paymentPathOf(answer.data.order.id, back)));
}
