import { admin } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { PROFILE_CONTROLS } from './profile-forms.ts';

/** `/admin/profile`: the signed-in admin's own account, as the admins' list shows it. */
export async function loadAdminProfile({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const answer = await callApi(serverApi(context), admin.getAdminAccount, { params: { id: user.id }, locale });
  return { user, account: orThrow(answer, { relay: [401] }) };
}

export type ProfileAnswer =
  | { form: 'profile'; reply: FormReply; done?: boolean }
  | { form: 'recovery'; reply: FormReply; codes?: string[] };

/** Saves the profile, or makes new recovery codes and answers them this once. */
export async function submitAdminProfile({ request, params, context }: DataArgs): Promise<ProfileAnswer> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const isRecovery = (await request.clone().formData()).get('intent') === 'recovery';
  if (isRecovery) {
    const { submission } = await parseFormPost(request, admin.renewRecoveryCodes.body, locale, PROFILE_CONTROLS);
    if (submission.status !== 'success') return { form: 'recovery', reply: replyInvalid(submission) };
    const answer = await callApi(api, admin.renewRecoveryCodes, { body: submission.value, locale });
    if (!answer.ok) return { form: 'recovery', reply: replyWithFailure(submission, answer) };
    return { form: 'recovery', reply: submission.reply({ resetForm: true }), codes: answer.data.recovery_codes };
  }
  const { submission } = await parseFormPost(request, admin.updateAdminProfile.body, locale, PROFILE_CONTROLS);
  if (submission.status !== 'success') return { form: 'profile', reply: replyInvalid(submission) };
  const answer = await callApi(api, admin.updateAdminProfile, { body: submission.value, locale });
  if (!answer.ok) return { form: 'profile', reply: replyWithFailure(submission, answer) };
  return { form: 'profile', reply: submission.reply(), done: true };
}
