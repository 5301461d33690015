import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/**
 * A filter the address carries but no field shows (a city picked earlier, a company followed from a card), with a link
 * to the same list without it. `drop` names the query's fields it takes away; the page goes too, as the list changes.
 */
export function FilterChip({
  label,
  removeLabel,
  drop,
  testId,
}: {
  label: string;
  removeLabel: string;
  drop: readonly string[];
  testId?: string;
}) {
  const without = new URLSearchParams(useLocation().search);
  for (const name of [...drop, 'page']) without.delete(name);
  return (
    <span className="rounded-full bg-brand-soft py-1 pr-1 pl-3" data-testid={testId}>
      {label}
      <Link
        to={`?${without}`}
        aria-label={removeLabel}
        className="ml-1 inline-flex rounded-full p-1 align-middle hover:bg-white/60"
      >
        <X aria-hidden="true" className="size-4" />
      </Link>
    </span>
  );
}
