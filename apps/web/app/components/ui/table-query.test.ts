import { describe, expect, it } from 'vitest';
import { readTableQuery, sortHref } from './table-query.ts';

const read = (search: string) => readTableQuery(new URLSearchParams(search), ['name', 'jobs'] as const);

describe('a list’s sort and page in its address', () => {
  it('reads the sort, its direction and the page', () => {
    expect(read('?sort=jobs&dir=desc&page=3')).toEqual({ sort: 'jobs', dir: 'desc', page: 3 });
    expect(read('')).toEqual({ sort: null, dir: 'asc', page: 1 });
  });

  it('falls back to the server’s order on page 1 for what the list does not know', () => {
    expect(read('?sort=password&dir=sideways&page=-2')).toEqual({ sort: null, dir: 'asc', page: 1 });
    expect(read('?page=2.5')).toMatchObject({ page: 1 });
  });

  it('sorts ascending first, then the other way, back on the first page with the filters kept', () => {
    expect(sortHref('/admin/feeds', '?q=go&page=4', 'name')).toBe('/admin/feeds?q=go&sort=name&dir=asc');
    expect(sortHref('/admin/feeds', '?sort=name&dir=asc', 'name')).toBe('/admin/feeds?sort=name&dir=desc');
    expect(sortHref('/admin/feeds', '?sort=name&dir=desc', 'name')).toBe('/admin/feeds?sort=name&dir=asc');
    expect(sortHref('/admin/feeds', '?sort=name&dir=desc', 'jobs')).toBe('/admin/feeds?sort=jobs&dir=asc');
  });
});
