import {
  CANDIDATES,
  can,
  candidates,
  catalogs,
  messaging,
  type RoleName,
  roleNameOf,
  type TUser,
  ZCandidateNoteRequest,
  zMessageText,
} from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { proposeQuickJob, quickJobVacancies } from '../../applications/quick-job.server.ts';

type Args = DataArgs<{ slug?: string }>;
type Option = { key: string; name: string };
const OPTION_KEYS = ['seniority', 'experience', 'english_levels', 'job_types', 'employment', 'degrees'] as const;
const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * What the reader may do about the candidate, as the server decides it: notes, ratings and writing to the candidate
 * belong to a company, so only a member of one (with the grant) gets their forms.
 */
export function companyToolsOf(user: TUser | null) {
  const role: RoleName = user ? roleNameOf(user.role_id) : 'guest';
  const isMember = role === 'company' && Boolean(user?.company);
  return {
    canNote: isMember && can(role, 'create:candidate-note:own') && can(role, 'delete:candidate-note:own'),
    canRate: isMember && can(role, 'create:candidate-rating:own'),
    canWrite: isMember && can(role, 'create:room:own'),
  };
}

/**
 * `/candidate/{slug}`: the profile in the view the API gives this reader (anonymous, opened or their own), passed on
 * as the API answered it, since the loader's data is written into the page: nothing of who the person is reaches a
 * reader the API did not show it to. A missing, hidden or unlisted profile is a 404.
 */
export async function loadCandidate({ params, context }: Args) {
  const locale = localeOfParams(params);
  // `/candidate` alone (the spec's optional slug): a job seeker's own profile page, everyone else the list.
  if (params.slug === undefined || params.slug === '') {
    const own = (await context.currentUser())?.candidate?.slug;
    throw redirect(localizePath(locale, own ? `/candidate/${own}` : '/candidates'));
  }
  const slug = params.slug;
  if (!SLUG.test(slug)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [answer, options, user] = await Promise.all([
    callApi(api, candidates.getCandidateBySlug, { params: { slug }, locale }),
    callApi(api, catalogs.listCatalogs, { query: { keys: [...OPTION_KEYS] }, locale }),
    context.currentUser(),
  ]);
  // A slug the API refuses as malformed (400) names no candidate either.
  const candidate = orThrow(answer, { notFound: [400] });
  // Each list apart: the same key names different things in different lists (`without`).
  const names = Object.fromEntries(
    OPTION_KEYS.map((key) => [
      key,
      options.ok ? ((options.data[key] ?? []) as Option[]).filter((entry) => 'key' in entry) : [],
    ]),
  ) as Record<(typeof OPTION_KEYS)[number], Option[]>;
  const tools = companyToolsOf(user);
  const [offerVacancies, firstText] = await Promise.all([
    quickJobVacancies(context, user, locale),
    tools.canWrite && candidate.view !== 'owner' ? suggestedFirstText(api, candidate.id, locale) : '',
  ]);
  return { candidate, names, ...tools, offerVacancies, firstText };
}

/** The opening the API suggests for a company's first message (`messages/first-text`); none when it has none. */
async function suggestedFirstText(api: ReturnType<typeof serverApi>, candidateId: number, locale: string) {
  const answer = await callApi(api, messaging.getFirstText, { query: { candidate_id: candidateId }, locale });
  return answer.ok ? answer.data.text : '';
}

const ZRating = z.object({
  rating: z.coerce.number().int().min(CANDIDATES.ratingMin).max(CANDIDATES.ratingMax),
});
/** The form's steering fields: which tool was used, and on whom. */
const CONTROLS = ['intent', 'candidate_id'] as const;
const ZTarget = z.object({ candidate_id: z.coerce.number().int().positive().max(2_147_483_647) });

const ZFirstMessage = z.object({ text: zMessageText });

/**
 * A company member's note (save or remove), rating of the candidate, or first message to them (issue 18), which
 * opens the room (or writes into the one they have) and goes on to it; the API checks who may, again.
 */
export async function submitCandidateTool({ request, params, context }: Args) {
  const locale = localeOfParams(params);
  const form = await request.clone().formData();
  const intent = String(form.get('intent') ?? '');
  const target = ZTarget.safeParse({ candidate_id: form.get('candidate_id') });
  if (!target.success) throw data(null, { status: 400 });
  const id = target.data.candidate_id;
  const api = serverApi(context);
  if (intent === 'note') {
    const { submission } = await parseFormPost(request, ZCandidateNoteRequest, locale, CONTROLS);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const saved = await callApi(api, candidates.saveCandidateNote, { params: { id }, body: submission.value, locale });
    if (!saved.ok) return { intent, reply: replyWithFailure(submission, saved) };
    return { intent, reply: submission.reply(), done: true };
  }
  if (intent === 'rate') {
    const { submission } = await parseFormPost(request, ZRating, locale, CONTROLS);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const body = { candidate_id: id, rating: submission.value.rating };
    const rated = await callApi(api, candidates.rateCandidate, { body, locale });
    if (!rated.ok) return { intent, reply: replyWithFailure(submission, rated) };
    return { intent, reply: submission.reply(), done: true };
  }
  if (intent === 'message') {
    const { submission } = await parseFormPost(request, ZFirstMessage, locale, CONTROLS);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const body = { candidate_id: id, text: submission.value.text };
    const started = await callApi(api, messaging.startRoom, { body, locale });
    if (!started.ok) return { intent, reply: replyWithFailure(submission, started) };
    throw redirect(localizePath(locale, `/profile/conversation/${started.data.room.id}`));
  }
  if (intent === 'quick-job') return proposeQuickJob(request, context, locale, id);
  if (intent === 'delete-note') {
    const { submission } = await parseFormPost(request, z.object({}), locale, CONTROLS);
    const removed = await callApi(api, candidates.deleteCandidateNote, { params: { id }, locale });
    if (!removed.ok) return { intent, reply: replyWithFailure(submission, removed) };
    return { intent, reply: submission.reply({ resetForm: true }), done: true };
  }
  throw data(null, { status: 400 });
}
