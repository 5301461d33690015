import { resumes } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';

/**
 * The link of a mailing's mail: the page asks first and unsubscribes on the button's post, so a mail scanner that
 * follows links does not unsubscribe anyone.
 */
export function loadUnsubscribe({ request }: DataArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function unsubscribe({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const token = String((await request.formData()).get('token') ?? '');
  const answer = await callApi(serverApi(context), resumes.unsubscribeFromMailings, { body: { token }, locale });
  return { done: answer.ok, message: answer.ok ? null : answer.error.message };
}
