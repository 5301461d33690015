import type { ReactNode } from 'react';
import { Pagination } from './Pagination.tsx';

/**
 * A page of a list's results: how many matched (announced as it changes), the cards, and paging; `empty` says what to
 * do when nothing matched. The cards are the list's `<li>` items.
 */
export function ResultList({
  summary,
  testId,
  isEmpty,
  empty,
  page,
  pages,
  label,
  pagingLabel,
  columns = 1,
  className,
  children,
}: {
  summary: ReactNode;
  /** Names the summary for the browser tests (`jobs-found`). */
  testId: string;
  isEmpty: boolean;
  empty: ReactNode;
  page: number;
  pages: number;
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
        <ul className={`mt-4 grid gap-4 ${columns === 2 ? 'md:grid-cols-2' : ''}`.trim()}>{children}</ul>
      )}
      <Pagination page={page} pages={pages} {...(pagingLabel ? { label: pagingLabel } : {})} />
    </section>
  );
}
