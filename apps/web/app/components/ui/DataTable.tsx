import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { Pagination } from './Pagination.tsx';
import { SelectAllBox, SelectRowBox } from './SelectBoxes.tsx';
import { readTableQuery, sortHref } from './table-query.ts';
import { useHydrated } from './use-hydrated.ts';
import { useRowSelection } from './use-row-selection.ts';

export type Column<T> = {
  key: string;
  /** The column's head in the table, and each value's label on a card below 768 px. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The `?sort=` value the server orders this column by; without it the head is plain text. */
  sortKey?: string;
  /** The cell that names its row: the row's header in the table, the card's title below 768 px. */
  isRowHeader?: boolean;
  className?: string;
};

/**
 * Ticking rows for a bulk action: each box posts its row's id as `ids` to the form `formId`, which the caller renders
 * (in `bar`, or anywhere on the page), so a plain `<Form>` acts on them before the script has loaded as well.
 */
type RowSelection<T> = {
  formId: string;
  /** The row as a person would name it, for its box's label ("Select jobs.example.org"). */
  nameOf: (row: T) => string;
  /** The ticked ids, or null before hydration, when the boxes are plain inputs nobody counts yet. */
  bar: (selected: string[] | null) => ReactNode;
};

type DataTableProps<T> = {
  caption: string;
  isCaptionHidden?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowId: (row: T) => string | number;
  /** Shown instead of the table when there are no rows: an `EmptyState`. */
  empty: ReactNode;
  selection?: RowSelection<T>;
  /** The number of pages the server has; the current one is read from `?page=`. */
  pages?: number;
  /** Forces the loading look; by default it shows while a navigation to this same page (sort, page, filter) runs. */
  isLoading?: boolean;
};

const CELL =
  'px-3 py-2 text-left align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:w-32 max-md:before:shrink-0 max-md:before:text-muted max-md:before:content-[attr(data-label)]';

/**
 * An admin list: a `<table>` with its caption, heads that sort on the server through the address (links, so they
 * work before hydration), boxes that tick rows for a bulk action, the empty and loading states and the pages. Below
 * 768 px each row is a card of label and value pairs, so a phone never scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, isCaptionHidden = false, columns, rows, rowId, empty, selection, pages } = props;
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const isHydrated = useHydrated();
  const ids = rows.map((row) => String(rowId(row)));
  const ticks = useRowSelection(ids);
  const query = readTableQuery(
    new URLSearchParams(search),
    columns.flatMap((column) => (column.sortKey ? [column.sortKey] : [])),
  );
  const isLoading = props.isLoading ?? (navigation.state === 'loading' && navigation.location.pathname === pathname);
  if (rows.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={isLoading || undefined} className={isLoading ? 'opacity-60 transition-opacity' : undefined}>
      {selection ? <div className="mb-3">{selection.bar(isHydrated ? ticks.selected : null)}</div> : null}
      <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-neutral-200 md:bg-white">
        <table className="w-full border-collapse text-sm max-md:block">
          <caption
            className={
              isCaptionHidden ? 'sr-only' : 'px-3 pt-3 pb-1 text-left text-lg font-semibold max-md:block max-md:px-0'
            }
          >
            {caption}
          </caption>
          <thead className="max-md:block">
            <tr className="border-b border-neutral-200 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-2 max-md:border-0 max-md:pb-3">
              {selection ? (
                <th scope="col" className="w-10 px-3 py-2 text-left max-md:w-auto max-md:p-0">
                  <SelectAllBox isAll={ticks.isAll} isSome={ticks.isSome} onToggle={ticks.toggleAll} />
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    column.sortKey && query.sort === column.sortKey
                      ? query.dir === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                  className={`px-3 py-2 text-left font-semibold text-muted ${column.sortKey ? 'max-md:p-0' : 'max-md:hidden'}`}
                >
                  {column.sortKey ? (
                    <SortLink
                      to={sortHref(pathname, search, column.sortKey)}
                      label={column.header}
                      direction={query.sort === column.sortKey ? query.dir : null}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-3">
            {rows.map((row, index) => {
              const id = ids[index] ?? '';
              return (
                <tr
                  key={id}
                  className="border-b border-neutral-100 md:last:border-0 max-md:block max-md:rounded-2xl max-md:border max-md:border-neutral-200 max-md:bg-white max-md:p-4"
                >
                  {selection ? (
                    <td className="w-10 px-3 py-2 align-top max-md:px-0 max-md:py-1">
                      <SelectRowBox
                        id={id}
                        formId={selection.formId}
                        name={selection.nameOf(row)}
                        isChecked={ticks.selected.includes(id)}
                        onToggle={() => ticks.toggle(id)}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) =>
                    column.isRowHeader ? (
                      <th
                        key={column.key}
                        scope="row"
                        className={`px-3 py-2 text-left align-top font-semibold max-md:block max-md:px-0 max-md:pb-2 max-md:text-base ${column.className ?? ''}`}
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} data-label={column.header} className={`${CELL} ${column.className ?? ''}`}>
                        <div className="min-w-0">{column.cell(row)}</div>
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages ? <Pagination page={query.page} pages={pages} /> : null}
    </div>
  );
}

function SortLink({ to, label, direction }: { to: string; label: string; direction: 'asc' | 'desc' | null }) {
  const { t } = useTranslation('Ui');
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Link
      to={to}
      preventScrollReset
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-md hover:text-ink max-md:border max-md:border-neutral-300 max-md:bg-white max-md:px-2 max-md:py-1"
    >
      {label}
      <Icon aria-hidden="true" className={`size-3.5 ${direction ? 'text-ink' : ''}`} />
      <span className="sr-only">{t(direction === 'asc' ? 'sortDescending' : 'sortAscending')}</span>
    </Link>
  );
}
