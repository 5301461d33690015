import { ADMIN, type TAdminListQuery, type TDecisionStatus } from '@hushwork/contract';
import { readTableQuery } from '../../../components/ui/table-query.ts';

/** The status filter's choices: the three statuses, or `all`. */
export const STATUS_FILTERS = [...ADMIN.moderationStatuses, 'all'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** A queue's list as its address holds it: `?q=&status=&sort=&dir=&page=`. */
export type QueueQuery = { q: string; status: StatusFilter; sort: string | null; dir: 'asc' | 'desc'; page: number };

/**
 * Reads a queue's address. Without `status` a queue shows what waits (`pending`): that is what an admin opens it for;
 * `all` shows every status. A search longer than the API takes is cut rather than refused.
 */
export function readQueueQuery(search: URLSearchParams, sorts: readonly string[]): QueueQuery {
  const table = readTableQuery(search, sorts);
  const status = STATUS_FILTERS.find((value) => value === search.get('status')) ?? 'pending';
  const q = (search.get('q') ?? '').trim().slice(0, ADMIN.searchMax);
  return { q, status, sort: table.sort, dir: table.dir, page: Math.min(table.page, ADMIN.pageMax) };
}

/** The API's query for the list: `all` is no status at all, an empty search none. */
export function apiQueryOf(query: QueueQuery, page = query.page): TAdminListQuery {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.status === 'all' ? {} : { status: query.status as TDecisionStatus }),
    ...(query.sort ? { sort: query.sort } : {}),
    dir: query.dir,
    page,
  };
}
