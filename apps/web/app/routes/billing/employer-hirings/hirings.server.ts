import { billing } from '@hushwork/contract';
import { redirect } from 'react-router';
import { z } from 'zod';
import { paymentPathOf } from '../../../components/billing/payment-paths.ts';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf } from '../../../lib/query-params.ts';
import { isWithdrawable } from './hire-state.ts';

const PAGE = '/profile/employer/hirings';

/** The posts of the hirings tab, told from the subscriptions tab's by their `intent`. */
const HIRING_INTENTS = ['withdraw', 'pay'] as const;

/**
 * The hirings tab: the hires the company reported, newest first, and the accepted job offers it may still report.
 * Every member reads them; `null` for an employer without a company yet. `withdrawing` is the hire asked about
 * (`?withdraw=`), when it may still be withdrawn.
 */
export async function loadEmployerHirings({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const [hires, candidates] = await Promise.all([
    callApi(api, billing.listHires, { locale }),
    callApi(api, billing.listHireCandidates, { locale }),
  ]);
  // COMPANY_REQUIRED: an employer outside a team has hired nobody, which is no failure.
  if (!hires.ok && hires.status === 403) return null;
  const { list, has_overdue } = orThrow(hires, { relay: [] });
  const offers = orThrow(candidates, { relay: [] }).list;
  const asked = idOf(new URL(request.url).searchParams.get('withdraw'));
  const withdrawing = list.find((hire) => hire.id === asked && isWithdrawable(hire))?.id ?? null;
  return { hires: list, has_overdue, offers, withdrawing };
}

/** Whether a post of the profile's tabs is the hirings tab's; read from a copy, so the body is still there. */
export async function isHiringPost(request: Request): Promise<boolean> {
  const intent = (await request.clone().formData()).get('intent');
  return (HIRING_INTENTS as readonly unknown[]).includes(intent);
}

const ZHiringPost = z.object({ intent: z.enum(HIRING_INTENTS), id: z.coerce.number().int().min(1) });

/**
 * The tab's two posts: withdraw an unpaid hire, which ends on the tab with a toast, or pay one, which goes on to the
 * payment page and back here. Reporting a hire has a page of its own (/profile/report-hiring).
 */
export async function submitEmployerHiring({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const page = localizePath(locale, PAGE);
  const form = await request.formData();
  const post = ZHiringPost.safeParse(Object.fromEntries(form));
  if (!post.success) throw new Response(null, { status: 400 });
  const api = serverApi(context);
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const { intent, id } = post.data;
  if (intent === 'pay') {
    const answer = await callApi(api, billing.payHire, { params: { id }, body: {}, locale });
    if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
    throw redirect(localizePath(locale, paymentPathOf(answer.data.order.id, page)));
  }
  const answer = await callApi(api, billing.withdrawHire, { params: { id }, locale });
  if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
  // The title rides along from the form: the hire is gone once withdrawn, and the toast still names it.
  const text = words.t('BillingAccount:hirings.withdrawn', { title: String(form.get('title') ?? '') });
  throw redirectWithToast(request, page, { tone: 'success', text });
}
