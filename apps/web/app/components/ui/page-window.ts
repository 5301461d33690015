/** A page number to link, or a gap between two of them. */
export type PageSlot = number | 'gap';

/**
 * The page numbers worth a link: the first, the last, and the current one with its neighbours, gaps between them.
 * A gap never hides a single page (1 … 3 would hide only 2, so 2 is shown instead).
 */
export function pageWindow(page: number, pages: number, around = 1): PageSlot[] {
  const shown = new Set<number>([1, pages]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) slots.push('gap');
    slots.push(n);
  }
  return slots;
}

/**
 * The address of a page with the other query parameters kept. Page 1 has no `page` parameter: spec's paging, and
 * the server answers `?page=1` with a 301 to the address without it.
 */
export function pageHref(pathname: string, search: string, target: number): string {
  const query = new URLSearchParams(search);
  if (target === 1) query.delete('page');
  else query.set('page', String(target));
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ''}`;
}
