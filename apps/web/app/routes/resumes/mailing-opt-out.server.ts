import { type Locale, resumes } from '@hushwork/contract';
import { z } from 'zod';
import { callApi } from '../../lib/api.ts';
import { parseFormPost } from '../../lib/api-form.server.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import type { DataArgs } from '../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../lib/form-reply.ts';

/** The form's intent on the company page, beside the company's own fields. */
export const MAILING_OPT_OUT_INTENT = 'mailing-opt-out';

/** Whether the company gets resume mailings; null when its team may not read it (then nothing is shown). */
export async function loadMailingOptOut(context: DataArgs['context'], locale: Locale) {
  const answer = await callApi(serverApi(context), resumes.getMailingOptOut, { locale });
  return answer.ok ? answer.data : null;
}

const ZOptOutSwitch = z.object({ opted_out: z.enum(['true', 'false']) });

/** The switch's post: the new state (`opted_out=true|false`), set by the owner; the API refuses anyone else. */
export async function switchMailingOptOut({ request, context }: DataArgs, locale: Locale) {
  // `optOut` tells this answer from the company form's on the page (a form's reply has an `intent` of its own).
  const optOut = true as const;
  const { submission } = await parseFormPost(request, ZOptOutSwitch, locale, ['intent']);
  if (submission.status !== 'success') return { optOut, reply: replyInvalid(submission) };
  const answer = await callApi(serverApi(context), resumes.setMailingOptOut, {
    body: { opted_out: submission.value.opted_out === 'true' },
    locale,
  });
  if (!answer.ok) return { optOut, reply: replyWithFailure(submission, answer) };
  return { optOut, reply: submission.reply(), done: true as const };
}
