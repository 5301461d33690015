import { content } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';

/** `/contact`: whether a message was just sent (the page thanks the sender instead of showing the form again). */
export function loadContact({ request }: DataArgs) {
  return { isSent: new URL(request.url).searchParams.get('sent') === '1' };
}

/** Sends the message through the API; a refusal comes back per field, a success to the thank-you state. */
export async function sendContact({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, content.sendContactForm.body, locale);
  if (submission.status !== 'success') return { reply: replyInvalid(submission) };
  const answer = await callApi(serverApi(context), content.sendContactForm, { body: submission.value, locale });
  if (!answer.ok) return { reply: replyWithFailure(submission, answer) };
  throw redirect(`${new URL(request.url).pathname}?sent=1`);
}
