import { admin } from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { impersonationCookies, ownRefreshToken } from '../../../lib/impersonation.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { withCookies } from '../../../lib/session.server.ts';
import { DESTRUCTIVE_INTENTS, intentsFor, isUserIntent, type UserIntent } from './user-actions.ts';

type Args = DataArgs<{ id?: string }>;

/** The id of the address; anything but a positive integer PostgreSQL holds is a page that does not exist. */
function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || String(id) !== params.id) {
    throw data(null, { status: 404 });
  }
  return id;
}

/** `/admin/users/{id}`: the account's facts, the actions that fit it, and the one asked to be confirmed (`?confirm=`). */
export async function loadAdminUser({ request, params, context }: Args) {
  const viewer = await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const answer = await callApi(serverApi(context), admin.getAdminUser, { params: { id: idOf(params) }, locale });
  const user = orThrow(answer, { relay: [401, 404] });
  const intents = intentsFor(user);
  const asked = new URL(request.url).searchParams.get('confirm');
  // Only an action the page offers may be asked about: a stale link shows the page without a question.
  const confirming = isUserIntent(asked) && DESTRUCTIVE_INTENTS.has(asked) && intents.includes(asked) ? asked : null;
  return { viewer, user, intents, confirming };
}

const ENDPOINTS = {
  activate: admin.activateAdminUser,
  deactivate: admin.deactivateAdminUser,
  'confirm-email': admin.confirmAdminUserEmail,
  'unconfirm-email': admin.unconfirmAdminUserEmail,
  unlock: admin.unlockAdminUser,
  restore: admin.restoreAdminUser,
  block: admin.blockAdminUser,
  delete: admin.deleteAdminUser,
  'force-delete': admin.forceDeleteAdminUser,
} as const satisfies Record<Exclude<UserIntent, 'impersonate'>, unknown>;

/**
 * Runs one action and comes back to the account's page with a toast: the done words, or the API's refusal in the
 * page's language (ADMIN_TARGET_SELF, ADMIN_TARGET_ADMIN…). "Log in as" leaves for the target's session instead.
 */
export async function submitAdminUser({ request, params, context }: Args): Promise<never> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const id = idOf(params);
  const intent = (await request.formData()).get('intent');
  if (!isUserIntent(intent)) throw data(null, { status: 400 });
  const page = localizePath(locale, `/admin/users/${id}`);
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  if (intent === 'impersonate') return impersonate({ request, context, id, locale, page });
  const answer = await callApi(serverApi(context), ENDPOINTS[intent], { params: { id }, locale });
  if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
  throw redirectWithToast(request, page, { tone: 'success', text: words.t(`AdminUsers:done_${intent}`) });
}

/**
 * "Log in as": the admin's refresh token goes aside into a cookie of its own and the target's session takes the
 * session cookies' place (ADR 0034); the marker in the header and its return button undo it.
 */
async function impersonate({
  request,
  context,
  id,
  locale,
  page,
}: {
  request: Request;
  context: Args['context'];
  id: number;
  locale: ReturnType<typeof localeOfParams>;
  page: string;
}): Promise<never> {
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const own = ownRefreshToken(request);
  // Without the admin's refresh token there would be no way back: refuse before a session of the target exists.
  if (!own) throw redirectWithToast(request, page, { tone: 'error', text: words.t('AdminUsers:impersonateRetry') });
  const answer = await callApi(serverApi(context), admin.impersonateAdminUser, { params: { id }, locale });
  if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
  throw redirect(localizePath(locale, '/profile'), {
    headers: withCookies(impersonationCookies(request, own, answer.data)),
  });
}
