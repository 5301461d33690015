import { companies } from '@hushwork/contract';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

/** The team, and for its managers the requests waiting (a member is told to ask the owner instead). */
export async function loadTeam({ params, context }: Omit<DataArgs, 'request'>) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const [team, requests] = await Promise.all([
    callApi(api, companies.listEmployers, { locale }),
    callApi(api, companies.listTeamRequests, { locale }),
  ]);
  return { team: orThrow(team, { failure: 500 }).list, requests: requests.ok ? requests.data.list : null };
}

const ACTIONS = {
  block: companies.blockEmployer,
  unlock: companies.unlockEmployer,
  admin: companies.markEmployerAsAdmin,
} as const;
const REQUESTS = { accept: companies.acceptTeamRequest, decline: companies.declineTeamRequest } as const;
const ZTarget = z.object({ id: z.coerce.number().int().positive() });

/** One form per action: add a colleague (`intent=add`), act on a member, or answer a request. */
export async function submitTeam({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const intent = String((await request.clone().formData()).get('intent') ?? '');
  if (intent === 'add') {
    const { submission } = await parseFormPost(request, companies.addEmployer.body, locale, ['intent']);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const added = await callApi(api, companies.addEmployer, { body: submission.value, locale });
    if (!added.ok) return { intent, reply: replyWithFailure(submission, added) };
    // Nobody joins without saying yes: the colleague is invited, and the owner is told so.
    return { intent, reply: submission.reply({ resetForm: true }), invited: submission.value.email };
  }
  if (intent === 'member') {
    // A colleague's card: the same call as one's own, naming whose.
    const { submission } = await parseFormPost(request, companies.updateMyEmployer.body, locale, ['intent']);
    const id = Number(submission.payload.id);
    if (submission.status !== 'success') return { intent, id, reply: replyInvalid(submission) };
    const saved = await callApi(api, companies.updateMyEmployer, { body: submission.value, locale });
    if (!saved.ok) return { intent, id, reply: replyWithFailure(submission, saved) };
    return { intent, id, reply: submission.reply(), saved: true };
  }
  if (intent === 'me') {
    const { submission } = await parseFormPost(request, companies.updateMyEmployer.body, locale, ['intent']);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const saved = await callApi(api, companies.updateMyEmployer, { body: submission.value, locale });
    if (!saved.ok) return { intent, reply: replyWithFailure(submission, saved) };
    return { intent, reply: submission.reply(), saved: true };
  }
  const { submission } = await parseFormPost(request, ZTarget, locale, ['intent']);
  if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
  const target = { params: { id: submission.value.id }, locale };
  const answer =
    intent in ACTIONS
      ? await callApi(api, ACTIONS[intent as keyof typeof ACTIONS], target)
      : intent in REQUESTS
        ? await callApi(api, REQUESTS[intent as keyof typeof REQUESTS], target)
        : null;
  if (answer && !answer.ok) return { intent, reply: replyWithFailure(submission, answer) };
  return { intent, reply: null };
}
