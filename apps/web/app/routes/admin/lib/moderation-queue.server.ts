import { type Endpoint, ZModerationDecision } from '@hushwork/contract';
import { data } from 'react-router';
import { type ApiData, callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { apiQueryOf, type QueueQuery, readQueueQuery } from './queue-query.ts';

/** A bulk decision the API refused or the form got wrong: the reply shows each message at its field. */
export type DecisionResult = { reply: FormReply };

/** The words of the admin area in the page's language, for toasts a redirect carries. */
export const adminWords = (locale: ReturnType<typeof localeOfParams>) =>
  serverI18nRuntime(locale, []).instanceFor(locale);

/** The page the decision was made on, filters and page kept, so the admin carries on where they were. */
const sameList = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * A queue page's loader: admins only, the list as its address asks (pending first), read through the queue's list
 * call. A 401 (the session ended between the guard and the call) is answered as is, so the visitor signs in again.
 */
export async function loadQueue<E extends Endpoint>(
  { request, params, context }: DataArgs,
  list: E,
  sorts: readonly string[],
): Promise<{ query: QueueQuery; page: ApiData<E> }> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const query = readQueueQuery(new URL(request.url).searchParams, sorts);
  // Every queue's list call takes this query; one generic endpoint cannot prove it to the compiler.
  const answer = await callApi(serverApi(context), list, { query: apiQueryOf(query), locale } as never);
  return { query, page: orThrow(answer, { relay: [401] }) };
}

/** Posted ids as the API takes them: each a number; anything else is dropped and the API refuses what is left. */
const postedIds = (form: FormData) =>
  form
    .getAll('ids')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * Approves, rejects (with the reason the owner reads) or returns to the queue the ticked rows through the queue's
 * `moderate` call, then goes back to the same list with a toast counting what changed. A refusal (no row ticked, a
 * rejection without a reason) answers the form, each message under its field.
 */
export async function decideQueue({ request, params, context }: DataArgs, moderate: Endpoint): Promise<DecisionResult> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, ZModerationDecision, locale);
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  // Every queue's moderate call takes the same decision (ZModerationDecision).
  const answer = await callApi(serverApi(context), moderate, { body: submission.value, locale } as never);
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  const { changed } = answer.data as { changed: number[] };
  const text = adminWords(locale).t(`Admin:decided.${submission.value.status}`, { count: changed.length });
  throw redirectWithToast(request, sameList(request), { tone: 'success', text });
}

/** A flag's call for the ticked ids: on or off. */
export type FlagCall = (
  ids: number[],
  isOn: boolean,
) => Promise<{ ok: true } | { ok: false; error: { message: string } }>;

/**
 * Turns a flag (`vip`, `top`, `safe`: the posted `flag=<name>:on|off`) on or off for the ticked rows through its
 * call, and goes back to the same list with a toast; a post with no row ticked is told so the same way, as the bar
 * has no field to show it under. A flag the queue does not have is a bad request.
 */
export async function flagQueue(
  { request, params, context }: DataArgs,
  form: FormData,
  calls: Readonly<Record<string, FlagCall>>,
): Promise<never> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const words = adminWords(locale);
  const [flag = '', value] = String(form.get('flag') ?? '').split(':');
  const call = Object.hasOwn(calls, flag) ? calls[flag] : undefined;
  if (!call || (value !== 'on' && value !== 'off')) throw data(null, { status: 400 });
  const ids = postedIds(form);
  if (ids.length === 0) {
    throw redirectWithToast(request, sameList(request), { tone: 'error', text: words.t('Admin:noneTicked') });
  }
  const answer = await call(ids, value === 'on');
  if (!answer.ok) throw redirectWithToast(request, sameList(request), { tone: 'error', text: answer.error.message });
  const text = words.t(`Admin:flagged.${flag}.${value}`, { count: ids.length });
  throw redirectWithToast(request, sameList(request), { tone: 'success', text });
}
