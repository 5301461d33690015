import {
  can,
  externalJobs,
  type RoleName,
  roleNameOf,
  type TUser,
  ZExternalQuickApplyRequest,
  ZExternalRatingRequest,
} from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

type Args = DataArgs<{ slug?: string }>;
const SLUG = /^[a-z0-9-]{1,200}$/;

/** What the reader may do on the page, as the server decides it: job seekers and guests apply, accounts rate. */
function abilitiesOf(user: TUser | null) {
  const role: RoleName = user ? roleNameOf(user.role_id) : 'guest';
  return {
    canApply: can(role, 'create:external-application:own'),
    isGuest: role === 'guest',
    canRate: can(role, 'create:external-company-rating:own'),
  };
}

/** `/job-openings/external/{slug}`: the job with its company's rating; an unknown one is the 404 page. */
export async function loadExternalJob({ params, context }: Args) {
  const locale = localeOfParams(params);
  const slug = params.slug ?? '';
  if (!SLUG.test(slug)) throw data(null, { status: 404 });
  const [answer, user] = await Promise.all([
    callApi(serverApi(context), externalJobs.getExternalJob, { params: { slug }, locale }),
    context.currentUser(),
  ]);
  // A slug the API refuses as malformed (422) names no job either.
  return { job: orThrow(answer, { notFound: [422] }), ...abilitiesOf(user) };
}

/** The forms' steering fields: which form was sent, about which job. */
const CONTROLS = ['intent', 'job_id', 'company'] as const;
const ZTarget = z.object({
  job_id: z.coerce.number().int().positive().max(2_147_483_647),
  company: z.string().regex(SLUG),
});

/**
 * Quick-apply sends the visitor on to the job's own page (the API records that they went); a rating is saved and the
 * page shows it. The API checks again who may do either.
 */
export async function submitExternalJob({ request, params, context }: Args) {
  const locale = localeOfParams(params);
  const form = await request.clone().formData();
  const intent = String(form.get('intent') ?? '');
  const target = ZTarget.safeParse({ job_id: form.get('job_id'), company: form.get('company') });
  if (!target.success) throw data(null, { status: 400 });
  const api = serverApi(context);
  if (intent === 'apply') {
    const { submission } = await parseFormPost(request, ZExternalQuickApplyRequest, locale, CONTROLS);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const went = await callApi(api, externalJobs.quickApplyExternal, {
      params: { vacancy: target.data.job_id },
      body: submission.value,
      locale,
    });
    if (!went.ok) return { intent, reply: replyWithFailure(submission, went) };
    throw redirect(went.data.url);
  }
  if (intent === 'rate') {
    const { submission } = await parseFormPost(request, ZExternalRatingRequest, locale, CONTROLS);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const rated = await callApi(api, externalJobs.rateExternalCompany, {
      params: { slug: target.data.company },
      body: submission.value,
      locale,
    });
    if (!rated.ok) return { intent, reply: replyWithFailure(submission, rated) };
    return { intent, reply: submission.reply(), done: true };
  }
  throw data(null, { status: 400 });
}
