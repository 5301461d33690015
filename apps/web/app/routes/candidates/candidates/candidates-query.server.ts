import { type TCandidateFilters, ZListCandidatesQuery } from '@hushwork/contract';

const FIELDS = Object.keys(ZListCandidatesQuery.shape) as (keyof TCandidateFilters)[];
/** Bad values are dropped one field at a time; no address has more broken fields than the query has fields. */
const ATTEMPTS_MAX = FIELDS.length;

/** The address's values of the list's fields: a field given twice (`seniority=junior&seniority=senior`) is a list. */
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
 * The candidate list's query from the page's address, in the API's own field names (`GET candidates`), so a filtered
 * list can be shared and works without JavaScript. A value the API would refuse (a hand-edited `seniority=guru`, a
 * salary range upside down) is left out instead of turning the whole page into an error.
 */
export function candidatesQueryOf(url: URL): TCandidateFilters {
  const raw = rawQueryOf(url);
  for (let attempt = 0; attempt <= ATTEMPTS_MAX; attempt += 1) {
    const parsed = ZListCandidatesQuery.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return ZListCandidatesQuery.parse({});
}

/** Whether the visitor narrowed the list at all (sorting and paging do not count). */
export const isFiltered = (query: TCandidateFilters) =>
  Object.entries(query).some(([key, value]) => key !== 'sort' && key !== 'page' && value !== undefined);
