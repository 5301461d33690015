import { community, type Locale, ROLES, type TUser } from '@hushwork/contract';
import { redirect } from 'react-router';
import type { CommunityReader } from '../../components/community/community-reader.ts';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';
import type { DataArgs } from '../../lib/data-args.ts';
import { redirectWithToast } from '../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../lib/i18n.server.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { localizePath } from '../../lib/locale-path.ts';
import { idOf } from '../../lib/query-params.ts';
import { sitePathOf } from '../../lib/site-path.ts';

/** With the community off (the spec's default, the `COMMUNITY` flag) nothing of it exists: every page is a 404. */
export function requireCommunityOffered({ context }: Pick<DataArgs, 'context'>) {
  if (!context.publicConfig.flags.community) throw new Response(null, { status: 404 });
}

/**
 * Who reads a community page: a company's owner or another member of its team search and open members; an admin
 * searches; a guest, a worker, or a company account still without a company is told what the community is.
 */
export function readerOf(user: TUser | null): CommunityReader {
  if (!user) return 'guest';
  if (user.role_id === ROLES.worker) return 'worker';
  if (user.role_id === ROLES.admin) return 'admin';
  if (!user.company || !user.employer) return 'no-company';
  return user.employer.is_owner ? 'owner' : 'member';
}

/** Whether the reader sees the directory itself (the cards), not the page that explains it. */
export const isSearcher = (reader: CommunityReader) => reader === 'owner' || reader === 'member' || reader === 'admin';

/** Words of the page's language for a toast the server sets. */
export const wordsOf = (locale: Locale) => serverI18nRuntime(locale, ['Community']).instanceFor(locale);

/**
 * The form every page with cards posts to open one (`intent=open`, the member's `id` and the page to come back to):
 * spends one of the plan's opens (again: free) and comes back with a toast naming who was opened, or the API's refusal
 * (no plan, no opens left) in the reader's language.
 */
export async function openMemberFromForm({ request, params, context }: DataArgs, form: FormData): Promise<never> {
  const locale = localeOfParams(params);
  const back = sitePathOf(form.get('back')) ?? localizePath(locale, '/community');
  const id = idOf(String(form.get('id') ?? ''));
  if (id === undefined) throw redirect(back);
  const answer = await callApi(serverApi(context), community.openCommunityMember, { params: { id }, locale });
  if (!answer.ok) throw redirectWithToast(request, back, { tone: 'error', text: answer.error.message });
  const text = wordsOf(locale).t('Community:card.openedToast', { name: answer.data.name ?? '' });
  throw redirectWithToast(request, back, { tone: 'success', text });
}
