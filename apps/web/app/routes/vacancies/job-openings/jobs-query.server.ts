import { type TJobsQueryOutput, ZJobsQuery } from '@hushwork/contract';
import { redirect } from 'react-router';

const FIELDS = Object.keys(ZJobsQuery.shape) as (keyof TJobsQueryOutput)[];
/** Bad values are dropped one field at a time; no address has more broken fields than the query has fields. */
const ATTEMPTS_MAX = FIELDS.length;

/** The address's values of the search's fields: a field given twice (`seniority=junior&seniority=senior`) is a list. */
function rawQueryOf(url: URL): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const field of FIELDS) {
    // A GET form posts its empty fields too (`salary_from=`): empty is not given, never a zero.
    const values = [...url.searchParams.getAll(field), ...url.searchParams.getAll(`${field}[]`)].filter(
      (value) => value.trim() !== '',
    );
    if (values.length === 1) raw[field] = values[0] as string;
    else if (values.length > 1) raw[field] = values;
  }
  return raw;
}

/**
 * The job search's query from the page's address. Filters live in the address, so a search can be shared and works
 * without JavaScript; a value the API would refuse (a hand-edited `seniority=guru`) is left out instead of turning
 * the whole page into an error.
 */
export function jobsQueryOf(url: URL): TJobsQueryOutput {
  const raw = rawQueryOf(url);
  for (let attempt = 0; attempt <= ATTEMPTS_MAX; attempt += 1) {
    const parsed = ZJobsQuery.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return ZJobsQuery.parse({});
}

/**
 * The paging redirects: a page past the last (a list that shrank since the link was made, or a hand-typed
 * `page=500`) shows the last page instead of nothing, and a `page` that is no page number is dropped. The first page
 * has no `page` parameter at all. Each is a 301: the spec's redirects (its section 2's pagination redirect, section
 * 5's `?page=1`) all answer 301 (section 9).
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
