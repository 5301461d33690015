import { pageHref } from './page-window.ts';

type SortDirection = 'asc' | 'desc';

/** A list's server-side order and page as its address holds them: `?sort=<key>&dir=asc|desc&page=N`. */
export type TableQuery<K extends string> = { sort: K | null; dir: SortDirection; page: number };

/**
 * Reads the list's sort, direction and page from its address. A key the list does not sort by, a direction other than
 * `desc` and a page that is not a positive whole number fall back to the server's own order on page 1, so a hand-typed
 * address never reaches the API as a refusal.
 */
export function readTableQuery<K extends string>(search: URLSearchParams, sortable: readonly K[]): TableQuery<K> {
  const key = search.get('sort');
  const page = Number(search.get('page') ?? '1');
  return {
    sort: sortable.find((candidate) => candidate === key) ?? null,
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The address that sorts by `key`: ascending first, the other way when it is already sorted by it. The page goes back
 * to the first, as the rows of page 3 in one order are not those of page 3 in another; the filters stay.
 */
export function sortHref(pathname: string, search: string, key: string): string {
  const query = new URLSearchParams(search);
  const isAscending = query.get('sort') === key && query.get('dir') !== 'desc';
  query.set('sort', key);
  query.set('dir', isAscending ? 'desc' : 'asc');
  return pageHref(pathname, `?${query.toString()}`, 1);
}
