import { admin, zId } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { adminWords } from '../lib/moderation-queue.server.ts';

/** The company page's own forms beside the moderation decision: `intent=edit` and `intent=delete`. */
export const COMPANY_INTENTS = ['edit', 'delete'] as const;
export type CompanyEditResult = { intent: 'edit'; reply: FormReply };

/**
 * An admin's edit of the company (ADR 0038), back to the page with a toast; or its removal, to the list. The
 * "public page" box is a control: unticked it posts nothing, and the edit would keep the old value.
 */
export async function submitCompanyEdit({
  request,
  params,
  context,
}: DataArgs<{ id?: string }>): Promise<CompanyEditResult> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const id = zId.safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  const api = serverApi(context);
  const words = adminWords(locale);
  const { submission, control } = await parseFormPost(request, admin.updateAdminCompany.body, locale, [
    'intent',
    'public_page',
  ]);
  if (control('intent') === 'delete') {
    const removed = await callApi(api, admin.deleteAdminCompany, { params: { id: id.data }, locale });
    if (!removed.ok) {
      throw redirectWithToast(request, new URL(request.url).pathname, { tone: 'error', text: removed.error.message });
    }
    throw redirectWithToast(request, localizePath(locale, '/admin/companies'), {
      tone: 'success',
      text: words.t('AdminEmployers:companyDeleted'),
    });
  }
  if (submission.status !== 'success') return { intent: 'edit', reply: replyInvalid(submission) };
  const body = { ...submission.value, is_public: control('public_page') === 'on' };
  const saved = await callApi(api, admin.updateAdminCompany, { params: { id: id.data }, body, locale });
  if (!saved.ok) return { intent: 'edit', reply: replyWithFailure(submission, saved) };
  throw redirectWithToast(request, new URL(request.url).pathname, {
    tone: 'success',
    text: words.t('AdminEmployers:companySaved'),
  });
}
