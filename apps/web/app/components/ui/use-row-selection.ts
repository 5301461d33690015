import { useMemo, useState } from 'react';

/**
 * Which rows of the page are ticked. Ids that left the page (a bulk action removed them, the page changed) drop out,
 * so the bulk bar never counts rows nobody can see.
 */
export function useRowSelection(pageIds: string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => pageIds.filter((id) => ticked.has(id)), [pageIds, ticked]);
  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isAll = pageIds.length > 0 && selected.length === pageIds.length;
  const toggleAll = () => setTicked(isAll ? new Set() : new Set(pageIds));
  return { selected, toggle, toggleAll, isAll, isSome: selected.length > 0 && !isAll };
}
