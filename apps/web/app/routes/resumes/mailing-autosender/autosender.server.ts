import { billing, resumes } from '@hushwork/contract';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/** `/profile/user/autosender`: the worker's mailings, newest first, each with its state and sending log. */
export async function loadAutosender({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'worker']);
  const locale = localeOfParams(params);
  const mine = orThrow(await callApi(serverApi(context), billing.listMyResumeMailings, { locale }));
  return { user, mailings: mine.list };
}

const ZChange = z.object({
  intent: z.enum(['activate', 'deactivate', 'delete']),
  id: z.coerce.number().int().positive(),
});
const CALLS = {
  activate: resumes.activateResumeMailing,
  deactivate: resumes.deactivateResumeMailing,
  delete: resumes.deleteResumeMailing,
} as const;

/** One mailing's button: pause, send again, or delete; a refusal (not paid) is told above the list. */
export async function changeMailing({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'worker']);
  const locale = localeOfParams(params);
  const parsed = ZChange.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response(null, { status: 400 });
  const { intent, id } = parsed.data;
  const answer = await callApi(serverApi(context), CALLS[intent], { params: { id }, locale });
  return { id, intent, message: answer.ok ? null : answer.error.message };
}
