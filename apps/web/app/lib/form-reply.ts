import type { Submission, SubmissionResult } from '@conform-to/react';
import type { TErrorResponse } from '@hushwork/contract';

/** What `callApi` answers when the API refused a form's call. */
export type ApiFailure = { ok: false; status: number; error: TErrorResponse };

/** A Conform reply that also names the API's refusal, so a page can word a code its own way (a spent link…). */
export type FormReply = SubmissionResult<string[]> & { failure?: { status: number; code: string } };

// Typed passwords never travel back into the page's HTML, whatever else the form keeps.
const passwordsOf = (payload: Record<string, unknown>) => Object.keys(payload).filter((name) => /password/i.test(name));

/** The reply to a form whose parse failed: its field errors, passwords left out of the values sent back. */
export const replyInvalid = (submission: Submission<unknown, string[], unknown>): FormReply =>
  submission.reply({ hideFields: passwordsOf(submission.payload) });

/**
 * Turns the API's refusal into Conform's reply: a message for a field the form has goes to that field (an e-mail
 * taken, a wrong password), so server-only mistakes show where the browser's own ones do; a refusal no field of the
 * form owns (too many attempts, a spent link, a field the form does not show) is the form's message.
 */
export function replyWithFailure(
  submission: Submission<unknown, string[], unknown>,
  { status, error }: ApiFailure,
): FormReply {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    if (Object.hasOwn(submission.payload, name)) fieldErrors[name] = messages;
    else formErrors.push(...messages);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(error.message);
  return {
    ...submission.reply({ fieldErrors, formErrors, hideFields: passwordsOf(submission.payload) }),
    failure: { status, code: error.code },
  };
}

/** The form's own message (no field owns it) from a reply, for the alert above the fields. */
export const formMessageOf = (reply: FormReply | undefined | null): string | null =>
  reply?.status === 'error' ? (reply.error?.['']?.[0] ?? null) : null;
