import { admin, type TAdminAccount, type TAdminAccountsQuery } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { ADMIN_FORM_CONTROLS, type ConfirmIntent, isConfirmIntent, ZEditAdmin } from './admin-forms.ts';

const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((candidate) => candidate === value);

/** An id of the address, or null for anything a row id cannot be. */
function idOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && String(id) === value ? id : null;
}

/** The list's query as its address holds it; a value the API would refuse is left out, not sent. */
export function adminsQueryOf(url: URL): TAdminAccountsQuery {
  const params = url.searchParams;
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('search')?.trim().slice(0, 100) || undefined,
    sort: pick(params.get('sort'), ['created_at', 'email', 'name'] as const),
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/**
 * `/admin/admins`: the admins' accounts, the add form, and the account asked for by the address: `?edit=<id>` opens
 * its edit form, `?confirm=<deactivate|delete>&id=<id>` asks before that action (a stale link just shows the list).
 */
export async function loadAdmins({ request, params, context }: DataArgs) {
  const viewer = await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  const query = adminsQueryOf(url);
  const api = serverApi(context);
  const page = orThrow(await callApi(api, admin.listAdminAccounts, { query, locale }), { relay: [401] });
  const accountOf = async (id: number | null): Promise<TAdminAccount | null> => {
    if (!id) return null;
    const answer = await callApi(api, admin.getAdminAccount, { params: { id }, locale });
    return answer.ok && answer.data.status !== 'deleted' ? answer.data : null;
  };
  const editId = idOf(url.searchParams.get('edit'));
  // One's own account is edited on /admin/profile, which asks for the password before a new e-mail.
  const editing = editId === viewer.id ? null : await accountOf(editId);
  const asked = url.searchParams.get('confirm');
  const target = isConfirmIntent(asked) ? await accountOf(idOf(url.searchParams.get('id'))) : null;
  const confirming = target && isConfirmIntent(asked) ? { intent: asked, account: target } : null;
  return { viewer, page, query, editing, confirming };
}

/** Which form answered, with Conform's reply, so each form shows its own mistakes. */
export type AdminsAnswer = { form: 'create' | 'update'; reply: FormReply };

type Args = DataArgs & { locale: ReturnType<typeof localeOfParams>; list: string };

/**
 * The page's posts, told apart by `intent`: the add form, the edit form, and the row actions (activate, and the
 * confirmed deactivate and delete). Forms answer their mistakes in place; every success goes back to the list with
 * a toast, as does an action's refusal (the last active admin, one's own account).
 */
export async function submitAdmins(args: DataArgs): Promise<AdminsAnswer> {
  await requireUser({ request: args.request, context: args.context }, ['auth', 'admin']);
  const locale = localeOfParams(args.params);
  const list = localizePath(locale, '/admin/admins');
  const intent = (await args.request.clone().formData()).get('intent');
  if (intent === 'create') return create({ ...args, locale, list });
  if (intent === 'update') return update({ ...args, locale, list });
  if (intent === 'activate' || isConfirmIntent(intent)) return act({ ...args, locale, list }, intent);
  throw data(null, { status: 400 });
}

const wordsOf = (locale: Args['locale']) => serverI18nRuntime(locale, ['AdminSettings']).instanceFor(locale);

async function create({ request, context, locale, list }: Args): Promise<AdminsAnswer> {
  const { submission } = await parseFormPost(request, admin.createAdminAccount.body, locale, ADMIN_FORM_CONTROLS);
  if (submission.status !== 'success') return { form: 'create', reply: replyInvalid(submission) };
  const answer = await callApi(serverApi(context), admin.createAdminAccount, { body: submission.value, locale });
  if (!answer.ok) return { form: 'create', reply: replyWithFailure(submission, answer) };
  const text = wordsOf(locale).t('AdminSettings:invited', { email: answer.data.email });
  throw redirectWithToast(request, list, { tone: 'success', text });
}

async function update({ request, context, locale, list }: Args): Promise<AdminsAnswer> {
  const { submission, control } = await parseFormPost(request, ZEditAdmin, locale, ADMIN_FORM_CONTROLS);
  const id = idOf(control('id'));
  if (!id) throw data(null, { status: 400 });
  if (submission.status !== 'success') return { form: 'update', reply: replyInvalid(submission) };
  const api = serverApi(context);
  // The form edits the name and e-mail; the switch stays as the account has it (its own buttons turn it).
  const current = await callApi(api, admin.getAdminAccount, { params: { id }, locale });
  if (!current.ok) throw redirectWithToast(request, list, { tone: 'error', text: current.error.message });
  const body = { ...submission.value, is_active: current.data.is_active };
  const answer = await callApi(api, admin.updateAdminAccount, { params: { id }, body, locale });
  if (!answer.ok) return { form: 'update', reply: replyWithFailure(submission, answer) };
  throw redirectWithToast(request, list, { tone: 'success', text: wordsOf(locale).t('AdminSettings:saved') });
}

async function act({ request, context, locale, list }: Args, intent: ConfirmIntent | 'activate'): Promise<never> {
  const id = idOf(String((await request.formData()).get('id') ?? ''));
  if (!id) throw data(null, { status: 400 });
  const api = serverApi(context);
  const answer =
    intent === 'delete'
      ? await callApi(api, admin.deleteAdminAccount, { params: { id }, locale })
      : await switchAccount(api, id, intent === 'activate', locale);
  if (!answer.ok) throw redirectWithToast(request, list, { tone: 'error', text: answer.error.message });
  throw redirectWithToast(request, list, { tone: 'success', text: wordsOf(locale).t(`AdminSettings:done_${intent}`) });
}

async function switchAccount(api: ReturnType<typeof serverApi>, id: number, isActive: boolean, locale: Args['locale']) {
  const current = await callApi(api, admin.getAdminAccount, { params: { id }, locale });
  if (!current.ok) return current;
  const { name, email } = current.data;
  return callApi(api, admin.updateAdminAccount, { params: { id }, body: { name, email, is_active: isActive }, locale });
}
