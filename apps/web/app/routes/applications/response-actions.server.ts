import { applications, type TErrorResponse, ZCreateOfferRequest, ZRejectRequest } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { parseFormPost } from '../../lib/api-form.server.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import type { DataArgs } from '../../lib/data-args.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { idOf } from '../../lib/query-params.ts';

/** What a company's team does from its lists: a response read or unread, turned down, answered with an offer; an answer to an offer read. */
const RESPONSE_INTENTS = ['read', 'unread', 'reject', 'offer', 'answer-read', 'answer-unread'] as const;

/** Done (the page words it), or refused with the API's or the schema's words, beside the item it was about. */
export type ItemActionResult =
  | { ok: true; intent: string; id: number }
  | { ok: false; intent: string; id: number; code: string; message: string };

/** The steering fields of every small form: what to do, and to which item. */
const CONTROLS = ['intent', 'id'];

/** The intent and the item's id a small form posted; anything else is not a form of ours (400). */
export async function targetOf<T extends string>(request: Request, intents: readonly T[]) {
  const form = await request.clone().formData();
  const intent = String(form.get('intent') ?? '') as T;
  const id = idOf(String(form.get('id') ?? ''));
  if (!intents.includes(intent) || id === undefined) throw data(null, { status: 400 });
  return { intent, id };
}

/** The result of one call of an item's action. */
export const resultOf = (
  intent: string,
  id: number,
  answer: { ok: true } | { ok: false; error: TErrorResponse },
): ItemActionResult =>
  answer.ok
    ? { ok: true, intent, id }
    : { ok: false, intent, id, code: answer.error.code, message: answer.error.message };

const refusal = (intent: string, id: number, message: string): ItemActionResult => ({
  ok: false,
  intent,
  id,
  code: 'VALIDATION_ERROR',
  message,
});

/** The first of a failed parse's messages: the words the item's refusal shows. */
const firstMessage = (error: Record<string, string[] | null> | null | undefined) =>
  Object.values(error ?? {})
    .flatMap((messages) => messages ?? [])
    .at(0) ?? '';

/**
 * The actions of the responses lists (`/profile/responses/candidates` and a vacancy's `/candidates`), each one call
 * of the API as the signed-in team member: the API checks the company again.
 */
export async function submitResponseAction({ request, params, context }: DataArgs): Promise<ItemActionResult> {
  const locale = localeOfParams(params);
  const { intent, id } = await targetOf(request, RESPONSE_INTENTS);
  const api = serverApi(context);
  if (intent === 'read' || intent === 'unread') {
    const body = { is_read: intent === 'read' };
    return resultOf(intent, id, await callApi(api, applications.markResponseRead, { params: { id }, body, locale }));
  }
  if (intent === 'answer-read' || intent === 'answer-unread') {
    const body = { is_read: intent === 'answer-read' };
    return resultOf(intent, id, await callApi(api, applications.markOfferAnswerRead, { params: { id }, body, locale }));
  }
  if (intent === 'reject') {
    const { submission } = await parseFormPost(request, ZRejectRequest, locale, CONTROLS);
    if (submission.status !== 'success') return refusal(intent, id, firstMessage(submission.error));
    const body = submission.value;
    return resultOf(intent, id, await callApi(api, applications.rejectResponse, { params: { id }, body, locale }));
  }
  const { submission } = await parseFormPost(request, ZCreateOfferRequest, locale, CONTROLS);
  if (submission.status !== 'success') return refusal(intent, id, firstMessage(submission.error));
  const body = { ...submission.value, application_id: id };
  return resultOf(intent, id, await callApi(api, applications.createOffer, { body, locale }));
}
