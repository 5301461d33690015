import { describe, expect, it } from 'vitest';
import { apiQueryOf, readQueueQuery } from './queue-query.ts';

const read = (search: string) => readQueueQuery(new URLSearchParams(search), ['created_at', 'title']);

describe('a queue’s address', () => {
  it('opens on what waits: pending, first page', () => {
    expect(read('')).toEqual({ q: '', status: 'pending', sort: null, dir: 'asc', page: 1 });
    expect(apiQueryOf(read(''))).toEqual({ status: 'pending', dir: 'asc', page: 1 });
  });

  it('keeps the search, status, sort and page, and asks the API for every status on `all`', () => {
    const query = read('q=%20rust%20&status=all&sort=title&dir=desc&page=3');
    expect(query).toEqual({ q: 'rust', status: 'all', sort: 'title', dir: 'desc', page: 3 });
    expect(apiQueryOf(query)).toEqual({ q: 'rust', sort: 'title', dir: 'desc', page: 3 });
    expect(apiQueryOf(query, 7).page).toBe(7);
  });

  it('falls back on a status or sort the queue does not know, never sending it to the API', () => {
    expect(read('status=deleted&sort=salary&page=-2')).toMatchObject({ status: 'pending', sort: null, page: 1 });
  });
});
