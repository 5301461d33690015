import { CONTENT, content } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { redirectOffPage } from '../../../lib/page-redirect.server.ts';
import { choiceOf, pageOf } from '../../../lib/query-params.ts';

/** `/blog`: a page of articles (of one category when the address says so) and the most read ones. */
export async function loadBlog({ request, params, context }: DataArgs) {
  const url = new URL(request.url);
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const category = choiceOf(url.searchParams.get('category'), CONTENT.categories);
  const [page, mostViewed] = await Promise.all([
    callApi(api, content.listPosts, { query: { page: pageOf(url.searchParams), category }, locale }),
    callApi(api, content.listMostViewedPosts, { locale }),
  ]);
  const list = orThrow(page, { relay: 'all' });
  redirectOffPage(url, list.pages);
  return { category, page: list, mostViewed: mostViewed.ok ? mostViewed.data.list : [] };
}
