import { externalJobs, type TExternalFeed, ZAddExternalFeedRequest } from '@hushwork/contract';
import { data } from 'react-router';
import { z } from 'zod';
import { readTableQuery, type TableQuery } from '../../../components/ui/table-query.ts';
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

/** A feed as the page shows it: the last fetch's refusal worded in the page's language, not as its code. */
export type FeedRow = TExternalFeed & { last_error_text: string | null };

/** What the action answered to an added feed; a removal answers with a redirect and a toast instead. */
export type FeedsResult = { intent: 'add'; reply: FormReply; added?: string };

/** The columns the list sorts by, as `?sort=` names them. */
const FEED_SORTS = ['name', 'jobs', 'fetched'] as const;
type FeedSort = (typeof FEED_SORTS)[number];
const SORT_VALUE: Record<FeedSort, (feed: TExternalFeed) => string | number> = {
  name: (feed) => feed.name.toLocaleLowerCase(),
  jobs: (feed) => feed.jobs_count,
  // Never fetched sorts before the oldest fetch: it is the one most behind.
  fetched: (feed) => feed.last_fetched_at ?? '',
};

/** The API lists every feed unpaged (there are a handful), so the page orders them itself. */
function sortFeeds(feeds: TExternalFeed[], { sort, dir }: TableQuery<FeedSort>) {
  if (!sort) return feeds;
  const sortValue = SORT_VALUE[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return [...feeds].sort((a, b) => {
    const [x, y] = [sortValue(a), sortValue(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

const CONTROLS = ['intent'] as const;
const ZRemove = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  name: z.string().max(500).default(''),
});

/**
 * `/admin/external-feeds`: the JSON and RSS feeds external jobs come from (issue 17), with how each one's last fetch
 * went. `?remove={id}` asks to confirm that feed's removal before the post.
 */
export async function loadExternalFeeds({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const answer = await callApi(serverApi(context), externalJobs.listExternalFeeds, { locale });
  const { list } = orThrow(answer, { relay: [401] });
  // The codes are the fetcher's (`FETCH_TIMEOUT`…), worded in the errors catalog the API words them from.
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const url = new URL(request.url);
  const feeds: FeedRow[] = sortFeeds(list, readTableQuery(url.searchParams, FEED_SORTS)).map((feed) => ({
    ...feed,
    last_error_text: feed.last_error
      ? words.t(`errors:${feed.last_error}`, { defaultValue: words.t('ExternalFeeds:fetchFailed') })
      : null,
  }));
  const asked = Number(url.searchParams.get('remove'));
  const confirming = feeds.find((feed) => feed.id === asked)?.id ?? null;
  return { user, feeds, confirming };
}

/**
 * Adds a feed (`intent=add`), or removes one (`intent=remove`) and goes back to the bare list with a toast saying how
 * that went; the API checks again that the user is an admin.
 */
export async function submitExternalFeeds({ request, params, context }: DataArgs): Promise<FeedsResult> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const form = await request.clone().formData();
  const api = serverApi(context);
  const intent = form.get('intent');
  if (intent === 'add') {
    const { submission } = await parseFormPost(request, ZAddExternalFeedRequest, locale, CONTROLS);
    if (submission.status !== 'success') return { intent, reply: replyInvalid(submission) };
    const added = await callApi(api, externalJobs.addExternalFeed, { body: submission.value, locale });
    if (!added.ok) return { intent, reply: replyWithFailure(submission, added) };
    return { intent, reply: submission.reply({ resetForm: true }), added: added.data.name };
  }
  if (intent === 'remove') {
    const target = ZRemove.safeParse({ id: form.get('id'), name: form.get('name') ?? undefined });
    if (!target.success) throw data(null, { status: 400 });
    const removed = await callApi(api, externalJobs.removeExternalFeed, { params: { id: target.data.id }, locale });
    const list = localizePath(locale, '/admin/external-feeds');
    if (!removed.ok) throw redirectWithToast(request, list, { tone: 'error', text: removed.error.message });
    const words = serverI18nRuntime(locale, []).instanceFor(locale);
    const text = words.t('ExternalFeeds:removed', { name: target.data.name });
    throw redirectWithToast(request, list, { tone: 'success', text });
  }
  throw data(null, { status: 400 });
}
