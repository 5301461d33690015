import type { ReactNode } from 'react';
import { Pagination } from './Pagination.tsx';

/**
 * A page of a list's results: how many matched (announced as it changes), the cards, and paging; `empty` says what to
 * do when nothing matched. The cards are the list's `<li>` items.
 */
export function ResultList({
  summary,
  testId,
  found,
  isEmpty = found.list.length === 0,
  empty,
  label,
  pagingLabel,
  columns = 1,
  className,
  children,
}: {
  summary: ReactNode;
  /** Names the summary for the browser tests (`jobs-found`). */
  testId: string;
  /** The page of the list the cards show. */
  found: { list: readonly unknown[]; page: number; pages: number };
  /** Whether to say `empty` instead of the cards; by default, when the page has none. */
  isEmpty?: boolean;
  empty: ReactNode;
  /** The region's name where the page has others beside it (filters, related links). */
  label?: string;
  pagingLabel?: string;
  /** Two cards a row from the tablet up, where the cards are narrow (a directory's). */
  columns?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className={className}>
      <p className="font-medium" aria-live="polite" data-testid={testId}>
        {summary}
      </p>
      {isEmpty ? (
        <div className="mt-4 rounded-2xl border border-dashed border-neutral-300 p-8 text-center">{empty}</div>
      ) : (
        <ul className={columns === 2 ? 'mt-4 grid gap-4 md:grid-cols-2' : 'mt-4 grid gap-4'}>{children}</ul>
      )}
      <Pagination page={found.page} pages={found.pages} label={pagingLabel} />
    </section>
  );
}
