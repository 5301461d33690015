import { admin, type Endpoint, type TAdminQueue } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { CANDIDATE_SORTS } from '../admin-candidates/candidates.server.ts';
import { COMMENT_SORTS } from '../admin-comments/comments.server.ts';
import { COMPANY_SORTS } from '../admin-companies/companies.server.ts';
import { REVIEW_SORTS } from '../admin-reviews/reviews.server.ts';
import { VACANCY_SORTS } from '../admin-vacancies/vacancies.server.ts';
import { csvStream, everyPage } from '../lib/csv-stream.server.ts';
import { adminWords } from '../lib/moderation-queue.server.ts';
import { apiQueryOf, readQueueQuery } from '../lib/queue-query.ts';
import { EXPORT_COLUMNS } from './export-columns.ts';

/** At most this many API pages (of `ADMIN.pageSize` rows) go into one export: 5,000 rows. */
const EXPORT_PAGES_MAX = 200;

const QUEUES = {
  vacancies: { list: admin.listAdminVacancies, sorts: VACANCY_SORTS },
  companies: { list: admin.listAdminCompanies, sorts: COMPANY_SORTS },
  candidates: { list: admin.listAdminCandidates, sorts: CANDIDATE_SORTS },
  reviews: { list: admin.listAdminReviews, sorts: REVIEW_SORTS },
  comments: { list: admin.listAdminComments, sorts: COMMENT_SORTS },
} satisfies Record<TAdminQueue, { list: Endpoint; sorts: readonly string[] }>;

const queueOf = (pathname: string): TAdminQueue | null => {
  const name = pathname.split('/').at(-2);
  return name && Object.hasOwn(QUEUES, name) ? (name as TAdminQueue) : null;
};

/**
 * `/admin/{queue}/export`: the queue as a CSV file, with the search, status and order of the list's address, every
 * page of it up to `EXPORT_PAGES_MAX`, streamed as the API answers page after page. The first page is read before
 * answering, so a refusal (a session that ended) is the page's status rather than a broken download.
 */
export async function exportQueue({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const url = new URL(request.url);
  const queue = queueOf(url.pathname);
  if (!queue) throw new Response(null, { status: 404 });
  const { list, sorts } = QUEUES[queue];
  const locale = localeOfParams(params);
  const query = readQueueQuery(url.searchParams, sorts);
  const api = serverApi(context);
  const fetchPage = async (page: number) =>
    // Every queue's list takes this query; one generic endpoint cannot prove it to the compiler.
    orThrow(await callApi(api, list as Endpoint, { query: apiQueryOf(query, page), locale } as never), {
      relay: [401],
    }) as { list: never[]; pages: number };
  const first = await fetchPage(1);
  const pages = everyPage((page) => (page === 1 ? Promise.resolve(first) : fetchPage(page)), EXPORT_PAGES_MAX);
  const words = adminWords(locale);
  const columns = EXPORT_COLUMNS[queue]((key) => words.t(key));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csvStream(columns as never[], pages), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="hushwork-${queue}-${query.status}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
