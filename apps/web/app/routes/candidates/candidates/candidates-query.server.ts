import { type TCandidateFilters, ZListCandidatesQuery } from '@hushwork/contract';
import { filtersOfUrl } from '../../../lib/query-params.ts';

/**
 * The candidate list's query from the page's address, in the API's own field names (`GET candidates`), so a filtered
 * list can be shared and works without JavaScript. A value the API would refuse (a hand-edited `seniority=guru`, a
 * salary range upside down) is left out instead of turning the whole page into an error.
 */
export const candidatesQueryOf = (url: URL): TCandidateFilters => filtersOfUrl(url, ZListCandidatesQuery);

/** Whether the visitor narrowed the list at all (sorting and paging do not count). */
export const isFiltered = (query: TCandidateFilters) =>
  Object.entries(query).some(([key, value]) => key !== 'sort' && key !== 'page' && value !== undefined);
