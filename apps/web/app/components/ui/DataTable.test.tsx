// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { type Column, DataTable } from './DataTable.tsx';
import { EmptyState } from './EmptyState.tsx';

afterEach(cleanup);

type Feed = { id: number; name: string; jobs: number };
const FEEDS: Feed[] = [
  { id: 1, name: 'alpha.example', jobs: 4 },
  { id: 2, name: 'beta.example', jobs: 0 },
];
const COLUMNS: Column<Feed>[] = [
  { key: 'name', header: 'Feed', cell: (feed) => feed.name, sortKey: 'name', isRowHeader: true },
  { key: 'jobs', header: 'Jobs', cell: (feed) => feed.jobs, sortKey: 'jobs' },
  { key: 'note', header: 'Note', cell: () => '—' },
];

function table(path = '/admin/feeds', rows = FEEDS, withSelection = false) {
  return renderWithApp(
    <DataTable
      caption="Feeds"
      columns={COLUMNS}
      rows={rows}
      rowId={(feed) => feed.id}
      empty={<EmptyState title="No feeds yet." />}
      {...(withSelection
        ? {
            selection: {
              formId: 'bulk',
              nameOf: (feed: Feed) => feed.name,
              bar: (selected: string[] | null) => (
                <form id="bulk">
                  <output>{selected?.join(',') || 'none'}</output>
                </form>
              ),
            },
          }
        : {})}
    />,
    { path },
  );
}

describe('DataTable', () => {
  it('is a captioned table whose rows are named by their first cell', () => {
    table();
    const grid = screen.getByRole('table', { name: 'Feeds' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([expect.stringContaining('Feed'), expect.stringContaining('Jobs'), 'Note']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((head) => head.textContent),
    ).toEqual(['alpha.example', 'beta.example']);
  });

  it('sorts through links in the address and marks the sorted column', () => {
    table('/admin/feeds?sort=jobs&dir=asc&page=2&q=go');
    const [feed, jobs] = screen.getAllByRole('columnheader') as [HTMLElement, HTMLElement];
    expect(jobs.getAttribute('aria-sort')).toBe('ascending');
    expect(feed.hasAttribute('aria-sort')).toBe(false);
    // The second click turns the order; a new order starts again on page 1 and keeps the filter.
    expect(within(jobs).getByRole('link').getAttribute('href')).toBe('/admin/feeds?sort=jobs&dir=desc&q=go');
    expect(within(feed).getByRole('link').getAttribute('href')).toBe('/admin/feeds?sort=name&dir=asc&q=go');
  });

  it('labels each value on a phone’s card with its column', () => {
    table();
    const [jobs, note] = screen.getAllByRole('cell') as [HTMLElement, HTMLElement];
    expect(jobs.getAttribute('data-label')).toBe('Jobs');
    expect(note.getAttribute('data-label')).toBe('Note');
  });

  it('ticks rows for a bulk action, all of the page at once, and posts their ids to the bar’s form', () => {
    table('/admin/feeds', FEEDS, true);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows on this page' });
    const alpha = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select alpha.example' });
    expect(alpha.getAttribute('name')).toBe('ids');
    expect(alpha.getAttribute('form')).toBe('bulk');
    fireEvent.click(alpha);
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('1,2');
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(alpha.checked).toBe(false);
  });

  it('shows the empty state instead of an empty table', () => {
    table('/admin/feeds', []);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No feeds yet.')).toBeTruthy();
  });
});
