import { redirect } from 'react-router';

/**
 * The paging redirects of a list in the address: a page past the last (a list that shrank since the link was made,
 * or a hand-typed `page=500`) shows the last page instead of nothing, and a `page` that is no page number is dropped.
 * The first page has no `page` parameter at all. Each is a 301: the spec's redirects (its section 2's pagination
 * redirect, section 5's `?page=1`) all answer 301 (section 9).
 */
export function redirectOffPage(url: URL, pages: number): void {
  const raw = url.searchParams.get('page');
  if (raw === null) return;
  const requested = Number(raw);
  const last = Math.max(pages, 1);
  if (/^\d+$/.test(raw) && requested >= 2 && requested <= last) return;
  const target = new URL(url);
  if (/^\d+$/.test(raw) && requested > last && last > 1) target.searchParams.set('page', String(last));
  else target.searchParams.delete('page');
  throw redirect(target.pathname + target.search, 301);
}
